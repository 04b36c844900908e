import { type LocalizedText, type Property, type PropertyUpdate } from '@common/contracts/property';
import { DEFAULT_SECTION_ICONS, GUIDE_LOCALES, type SectionKind } from '@common/contracts/property-constants';
import { type EditedStamps, type ItemTexts, sectionTexts } from '@common/guide-languages';
import { keptMachineMarks, keptPlaceMarks, type MachineMarks } from '@common/machine-translation';
import { normalizeEditorHtml } from '@web/components/rich-text-field/normalize-editor-html';
import { i18n } from '@web/lib/i18n/i18n';
import { htmlToText, textToHtml } from './rich-text';

/**
 * The editor's working copy of a property. Inputs edit strings, so nullable text becomes '', ids
 * become Select values (strings) and coordinates stay as typed until they are checked. Paths mirror
 * PropertyUpdate (`guide.sections.0.title.en`), so the server's 400 `field` names an input directly.
 */
export type GuideLocale = (typeof GUIDE_LOCALES)[number];
export type TextPerLocale = Record<GuideLocale, string>;

export interface SectionValues {
  sectionId: string;
  kind: SectionKind;
  icon: string;
  sensitive: boolean;
  title: TextPerLocale;
  /** HTML from the rich-text editor ('' when empty). */
  body: TextPerLocale;
  mediaIds: number[];
  imageUrls: string[];
  wifi: { network: string; password: string } | null;
  /** One of the property's videos (GET /videos/property/{id}), or null. */
  videoId: number | null;
  /** Its texts and stamps as last saved (absent for a new section): for the language marks. Never sent. */
  saved?: SavedLanguages;
  /** The shared block this section is a copy of (decision 047): its words are edited there. Never sent. */
  sharedBlockId?: number | null;
  /** Per language, the fingerprint of machine-translated text (decision 055); holds until the host edits it. */
  machine?: MachineMarks;
}

/** An item's texts per language and their "last written" stamps as the server has them (decision 035). */
export interface SavedLanguages {
  texts: ItemTexts;
  edited: EditedStamps;
}

export interface AttractionValues {
  attractionId: string;
  attractionTypeId: string | null;
  name: string;
  /** Plain text per language; stored as simple HTML paragraphs. */
  description: TextPerLocale;
  address: string;
  latitude: string;
  longitude: string;
  url: string;
  phone: string;
  mediaId: number | null;
  imageUrl: string | null;
  /** Its description and stamps as last saved (absent for a new place). Never sent. */
  saved?: SavedLanguages;
  /** The shared block this place is a copy of (decision 047): its words are edited there. Never sent. */
  sharedBlockId?: number | null;
  /** Per language, the fingerprint of a machine-translated description (decision 055). */
  machine?: MachineMarks;
}

export interface EmergencyValues {
  emergencyInfoId: string;
  emergencyInfoTypeId: string | null;
  name: string;
  phone: string;
  address: string;
  /** Kept as received; this screen does not edit an emergency contact's position. */
  latitude: number | null;
  longitude: number | null;
  notes: TextPerLocale;
}

export interface EditorValues {
  name: string;
  address1: string;
  address2: string;
  city: string;
  postalCode: string;
  countryId: string | null;
  stateId: string | null;
  timeZone: string | null;
  /** The main rental type; further types the property may have are kept in `otherStrTypes`. */
  strTypeId: string | null;
  otherStrTypes: number[];
  latitude: string;
  longitude: string;
  propertyImage: string | null;
  propertyImageMediaId: number | null;
  guide: {
    published: boolean;
    accessCode: string;
    themeId: string | null;
    defaultLocale: GuideLocale;
    /** Page analytics on the guest guide (after each guest's consent). */
    guestAnalytics: boolean;
    checkInTime: string;
    checkOutTime: string;
    hostContact: { name: string; phone: string; email: string; show: boolean };
    sections: SectionValues[];
    attractions: AttractionValues[];
  };
  emergencyInfos: EmergencyValues[];
}

const text = (value: string | null | undefined) => value ?? '';
const idValue = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
const coordinate = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const perLocale = (
  value: LocalizedText | undefined,
  map: (html: string) => string = (html) => html,
): TextPerLocale => ({
  en: map(value?.en ?? ''),
  es: map(value?.es ?? ''),
});

/** A fresh id for an item the server has not seen yet (the contract lets the client choose it). */
export const newItemId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** The editor's working copy of a property as the server sent it. */
export function toEditorValues(property: Property): EditorValues {
  const [mainStr, ...otherStr] = property.propertyStrTypes;
  const { guide } = property;
  return {
    name: property.name,
    address1: text(property.address1),
    address2: text(property.address2),
    city: text(property.city),
    postalCode: text(property.postalCode),
    countryId: idValue(property.countryId),
    stateId: idValue(property.stateId),
    timeZone: property.timeZone,
    strTypeId: idValue(mainStr),
    otherStrTypes: otherStr,
    latitude: coordinate(property.latitude),
    longitude: coordinate(property.longitude),
    propertyImage: property.propertyImage,
    propertyImageMediaId: property.propertyImageMediaId,
    guide: {
      published: guide.published,
      accessCode: text(guide.accessCode),
      themeId: idValue(guide.themeId),
      defaultLocale: guide.defaultLocale,
      guestAnalytics: guide.guestAnalytics ?? false,
      checkInTime: text(guide.checkInTime),
      checkOutTime: text(guide.checkOutTime),
      hostContact: {
        name: text(guide.hostContact.name),
        phone: text(guide.hostContact.phone),
        email: text(guide.hostContact.email),
        show: guide.hostContact.show,
      },
      sections: [...guide.sections]
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((section) => ({
          sectionId: section.sectionId,
          kind: section.kind,
          icon: text(section.icon),
          sensitive: section.sensitive,
          title: perLocale(section.title),
          body: perLocale(section.body, normalizeEditorHtml),
          mediaIds: section.mediaIds,
          imageUrls: section.imageUrls,
          wifi: section.wifi
            ? { network: section.wifi.network, password: section.wifi.password }
            : section.kind === 'wifi'
              ? { network: '', password: '' }
              : null,
          videoId: section.videoId ?? null,
          saved: { texts: sectionTexts(section), edited: section.edited ?? {} },
          sharedBlockId: section.sharedBlockId ?? null,
          ...(section.machine ? { machine: section.machine } : {}),
        })),
      attractions: guide.attractions.map((attraction) => ({
        attractionId: attraction.attractionId,
        attractionTypeId: idValue(attraction.attractionTypeId),
        name: attraction.name,
        description: perLocale(attraction.description, htmlToText),
        address: text(attraction.address),
        latitude: coordinate(attraction.latitude),
        longitude: coordinate(attraction.longitude),
        url: text(attraction.url),
        phone: text(attraction.phone),
        mediaId: attraction.mediaId,
        imageUrl: attraction.imageUrl,
        saved: { texts: attraction.description, edited: attraction.edited ?? {} },
        sharedBlockId: attraction.sharedBlockId ?? null,
        ...(attraction.machine ? { machine: attraction.machine } : {}),
      })),
    },
    emergencyInfos: property.emergencyInfos.map((info) => ({
      emergencyInfoId: info.emergencyInfoId,
      emergencyInfoTypeId: idValue(info.emergencyInfoTypeId),
      name: info.name,
      phone: text(info.phone),
      address: text(info.address),
      latitude: info.latitude,
      longitude: info.longitude,
      notes: perLocale(info.notes, htmlToText),
    })),
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const idOrNull = (value: string | null) => (value ? Number(value) : null);
/** '' is "not set"; a comma is accepted as the decimal mark; anything else unparsable stays NaN for validation. */
export const parseCoordinate = (value: string): number | null =>
  value.trim() ? Number(value.trim().replace(',', '.')) : null;

function compactText(value: TextPerLocale, map: (text: string) => string = (text) => text): LocalizedText {
  const out: LocalizedText = {};
  for (const locale of GUIDE_LOCALES) {
    const mapped = map(value[locale]);
    if (mapped.trim()) out[locale] = mapped;
  }
  return out;
}

/**
 * The PUT /property/user body for the working copy: the whole property, with the modifyDate it was
 * loaded with (the server refuses a stale one with 409) and sections numbered in their shown order.
 */
export function toPropertyUpdate(
  values: EditorValues,
  base: Pick<Property, 'propertyId' | 'modifyDate' | 'videoCollectionId' | 'isActive'>,
): PropertyUpdate {
  const { guide } = values;
  const mainStr = idOrNull(values.strTypeId);
  return {
    propertyId: base.propertyId,
    modifyDate: base.modifyDate,
    name: values.name.trim(),
    address1: orNull(values.address1),
    address2: orNull(values.address2),
    city: orNull(values.city),
    postalCode: orNull(values.postalCode),
    countryId: idOrNull(values.countryId),
    stateId: idOrNull(values.stateId),
    timeZone: values.timeZone || null,
    latitude: parseCoordinate(values.latitude),
    longitude: parseCoordinate(values.longitude),
    isActive: base.isActive,
    propertyImage: values.propertyImage,
    propertyImageMediaId: values.propertyImageMediaId,
    videoCollectionId: base.videoCollectionId,
    propertyStrTypes: mainStr === null ? [] : [mainStr, ...values.otherStrTypes.filter((id) => id !== mainStr)],
    emergencyInfos: values.emergencyInfos.map((info) => ({
      emergencyInfoId: info.emergencyInfoId,
      emergencyInfoTypeId: idOrNull(info.emergencyInfoTypeId) ?? 0,
      name: info.name.trim(),
      phone: orNull(info.phone),
      address: orNull(info.address),
      latitude: info.latitude,
      longitude: info.longitude,
      notes: compactText(info.notes, textToHtml),
    })),
    guide: {
      published: guide.published,
      accessCode: orNull(guide.accessCode),
      themeId: idOrNull(guide.themeId),
      defaultLocale: guide.defaultLocale,
      guestAnalytics: guide.guestAnalytics,
      checkInTime: orNull(guide.checkInTime),
      checkOutTime: orNull(guide.checkOutTime),
      hostContact: {
        name: orNull(guide.hostContact.name),
        phone: orNull(guide.hostContact.phone),
        email: orNull(guide.hostContact.email),
        show: guide.hostContact.show,
      },
      sections: guide.sections.map((section, index) => ({
        sectionId: section.sectionId,
        kind: section.kind,
        icon: orNull(section.icon),
        sensitive: section.sensitive,
        sortOrder: index,
        title: compactText(section.title, (title) => title.trim()),
        body: compactText(section.body, normalizeEditorHtml),
        mediaIds: section.mediaIds,
        imageUrls: section.imageUrls,
        wifi:
          section.kind === 'wifi' && section.wifi
            ? { network: section.wifi.network.trim(), password: section.wifi.password }
            : null,
        videoId: section.videoId,
        ...(section.machine ? { machine: keptMachineMarks(section) } : {}),
      })),
      attractions: guide.attractions.map((attraction) => ({
        attractionId: attraction.attractionId,
        attractionTypeId: idOrNull(attraction.attractionTypeId) ?? 0,
        name: attraction.name.trim(),
        description: compactText(attraction.description, textToHtml),
        address: orNull(attraction.address),
        latitude: parseCoordinate(attraction.latitude),
        longitude: parseCoordinate(attraction.longitude),
        url: orNull(attraction.url),
        phone: orNull(attraction.phone),
        mediaId: attraction.mediaId,
        imageUrl: attraction.imageUrl,
        ...(attraction.machine ? { machine: keptPlaceMarks(attraction) } : {}),
      })),
    },
  };
}

/** A section of `kind`, titled in both languages so the host has something to edit. */
export function newSection(kind: SectionKind): SectionValues {
  const title = (lng: GuideLocale) => (kind === 'custom' ? '' : i18n.t(`host.editor.sectionKinds.${kind}`, { lng }));
  return {
    sectionId: newItemId(),
    kind,
    icon: DEFAULT_SECTION_ICONS[kind] ?? '',
    sensitive: false,
    title: { en: title('en'), es: title('es') },
    body: { en: '', es: '' },
    mediaIds: [],
    imageUrls: [],
    wifi: kind === 'wifi' ? { network: '', password: '' } : null,
    videoId: null,
  };
}

export function newAttraction(attractionTypeId: number | null): AttractionValues {
  return {
    attractionId: newItemId(),
    attractionTypeId: idValue(attractionTypeId),
    name: '',
    description: { en: '', es: '' },
    address: '',
    latitude: '',
    longitude: '',
    url: '',
    phone: '',
    mediaId: null,
    imageUrl: null,
  };
}

export function newEmergencyInfo(emergencyInfoTypeId: number | null): EmergencyValues {
  return {
    emergencyInfoId: newItemId(),
    emergencyInfoTypeId: idValue(emergencyInfoTypeId),
    name: '',
    phone: '',
    address: '',
    latitude: null,
    longitude: null,
    notes: { en: '', es: '' },
  };
}

/** Structural equality of two working copies (plain JSON data): the unsaved-changes test. */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameValues(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameValues(left[key], right[key])) return false;
  return true;
}
