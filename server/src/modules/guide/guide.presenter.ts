import type {
  GuestEmergencyContact,
  GuestGuide,
  GuestPhoto,
  GuestRecommendation,
  GuestSection,
  GuideLocale,
} from '@common/contracts/guide';
import { DEFAULT_SECTION_ICONS, type GuideSection, type LocalizedText } from '@common/contracts/property';
import { stripStarterFiller } from '@common/starter-filler';
import { STARTER_EMERGENCY_CLOSING, STARTER_EMERGENCY_OLD_CLOSING } from '@common/starter-guide';
import { languageStates, sectionStates, shownLanguage } from '@common/guide-languages';
import { isMachineTranslated, isPlaceMachineTranslated } from '@common/machine-translation';
import type { MediaRow, PropertyRow } from '../../db/schema';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { LookupCatalog } from '../list';
import { fullAddress } from '../property';
import { emergencyNumberFor } from './emergency-numbers';
import { directionsUrl, distanceMeters, geoUri, mapUrl, wifiJoinString } from './geo';
import { translator } from '../../i18n/i18n';

/** Where photos live, to turn stored URLs back into library items (for srcset and sizes). */
export interface PhotoUrls {
  publicUrl: string;
  imageBaseUrl: string;
  /** The path this server serves the image storage at (e.g. "/images/"). */
  imageRoutePrefix: string;
}

/**
 * Photos of one guide: library items by id and by URL. Same-origin URLs become root-relative so the
 * page works under any host name the server is reached by (and the service worker can cache them).
 */
export class PhotoResolver {
  private readonly byId = new Map<number, MediaRow>();
  private readonly byPath = new Map<string, MediaRow>();

  constructor(
    private readonly urls: PhotoUrls,
    rows: MediaRow[],
  ) {
    for (const row of rows) {
      this.byId.set(row.id, row);
      this.byPath.set(row.largePath, row);
    }
  }

  /** The storage key of a URL that points into this server's image storage, else null. */
  static keyOf(url: string, urls: PhotoUrls): string | null {
    if (url.startsWith(urls.imageBaseUrl)) return url.slice(urls.imageBaseUrl.length);
    if (url.startsWith(urls.imageRoutePrefix)) return url.slice(urls.imageRoutePrefix.length);
    const local = `${urls.publicUrl}${urls.imageRoutePrefix}`;
    if (url.startsWith(local)) return url.slice(local.length);
    return null;
  }

  /** Public URL of a stored key, root-relative when the images are served by this origin. */
  private publicUrlOf(key: string): string {
    const absolute = `${this.urls.imageBaseUrl}${key}`;
    return absolute.startsWith(`${this.urls.publicUrl}/`) ? absolute.slice(this.urls.publicUrl.length) : absolute;
  }

  private fromRow(row: MediaRow, alt: string): GuestPhoto {
    return {
      src: this.publicUrlOf(row.largePath),
      srcSmall: this.publicUrlOf(row.smallPath),
      width: row.width,
      height: row.height,
      smallWidth: row.smallWidth,
      alt: row.alt ?? alt,
    };
  }

  byMediaId(id: number, alt = ''): GuestPhoto | null {
    const row = this.byId.get(id);
    return row ? this.fromRow(row, alt) : null;
  }

  byUrl(url: string, alt = ''): GuestPhoto {
    const key = PhotoResolver.keyOf(url, this.urls);
    const row = key ? this.byPath.get(key) : undefined;
    if (row) return this.fromRow(row, alt);
    const src = key ? this.publicUrlOf(key) : url;
    return { src, srcSmall: null, width: null, height: null, smallWidth: null, alt };
  }
}

/** Every photo reference of a guide: what to load from the library before presenting. */
export function photoReferences(row: PropertyRow, urls: PhotoUrls): { mediaIds: number[]; largePaths: string[] } {
  const mediaIds: number[] = [];
  const largePaths: string[] = [];
  const addUrl = (url: string | null | undefined) => {
    const key = url ? PhotoResolver.keyOf(url, urls) : null;
    if (key) largePaths.push(key);
  };
  if (row.propertyImageMediaId) mediaIds.push(row.propertyImageMediaId);
  addUrl(row.propertyImage);
  for (const section of row.guide.sections ?? []) {
    mediaIds.push(...(section.mediaIds ?? []));
    (section.imageUrls ?? []).forEach(addUrl);
  }
  for (const attraction of row.guide.attractions ?? []) {
    if (attraction.mediaId) mediaIds.push(attraction.mediaId);
    addUrl(attraction.imageUrl);
  }
  return { mediaIds, largePaths };
}

const other = (locale: GuideLocale): GuideLocale => (locale === 'en' ? 'es' : 'en');
const filled = (text: string | undefined) => (text && text.replace(/<[^>]*>/g, '').trim() ? text : '');

/** Text in the locale, else the other language, else ''. */
function pick(text: LocalizedText | undefined, locale: GuideLocale): { value: string; fallback: boolean } {
  const own = filled(text?.[locale]);
  if (own) return { value: own, fallback: false };
  const alt = filled(text?.[other(locale)]);
  return { value: alt, fallback: Boolean(alt) };
}

export interface PresentGuideContext {
  locale: GuideLocale;
  catalog: LookupCatalog;
  photos: PhotoResolver;
  shortCode: string;
  /** Sensitive sections come with their content (right code, or the owner's booklet). */
  unlocked: boolean;
  mapTileUrl: string | null;
  /** The row's rich text was sanitised when it was saved (by the current sanitiser): not again here. */
  richTextSanitized?: boolean;
  /** The owner's account contact for guests (its phone reaches the emergency card only when shared). */
  accountContact?: { phone: string | null; showPhone: boolean } | null;
}

/** Sanitised rich text: as stored when the save already sanitised it, else sanitised now. */
const clean = (html: string, ctx: PresentGuideContext) =>
  ctx.richTextSanitized ? html.trim() : sanitizeRichText(html);

/** A section's text without the starter template's placeholder lines (they are never shown to guests). */
const withoutFiller = (body: LocalizedText | undefined): LocalizedText =>
  Object.fromEntries(
    Object.entries(body ?? {}).map(([locale, html]) => [
      locale,
      typeof html === 'string' ? stripStarterFiller(html) : html,
    ]),
  );

/** The old starter emergency text promised a phone number "listed below": shown as the closing that promises none. */
const withoutOldPromise = (body: LocalizedText): LocalizedText =>
  Object.fromEntries(
    Object.entries(body).map(([locale, html]) => [
      locale,
      typeof html === 'string' && (locale === 'en' || locale === 'es')
        ? html.replace(STARTER_EMERGENCY_OLD_CLOSING[locale], STARTER_EMERGENCY_CLOSING[locale])
        : html,
    ]),
  );

function presentSection(stored: GuideSection, ctx: PresentGuideContext, index: number): GuestSection {
  const unfilled = withoutFiller(stored.body);
  const section = { ...stored, body: stored.kind === 'emergency' ? withoutOldPromise(unfilled) : unfilled };
  const { locale } = ctx;
  const t = translator(locale);
  // The language the host wrote this section in: an untouched starter text never stands in for what
  // the host wrote in the other language (decision 035).
  const useLocale = shownLanguage(sectionStates(stored), locale);
  const title = pick(section.title, useLocale).value || t(`guest.kinds.${section.kind}`);
  const locked = section.sensitive && !ctx.unlocked;
  const body = locked
    ? null
    : clean(filled(section.body?.[useLocale]) || filled(section.body?.[other(useLocale)]) || '', ctx);
  const photos: GuestPhoto[] = locked
    ? []
    : [
        ...(section.mediaIds ?? []).map((id) => ctx.photos.byMediaId(id, title)).filter((p): p is GuestPhoto => !!p),
        ...(section.imageUrls ?? []).map((url) => ctx.photos.byUrl(url, title)),
      ];
  const wifi =
    !locked && section.kind === 'wifi' && section.wifi && section.wifi.network.trim()
      ? { network: section.wifi.network, password: section.wifi.password }
      : null;
  return {
    sectionId: section.sectionId || `section-${index}`,
    kind: section.kind,
    icon: section.icon || DEFAULT_SECTION_ICONS[section.kind] || 'info-circle',
    title,
    body,
    wifi,
    photos,
    sensitive: section.sensitive,
    locked,
    fallbackLocale: useLocale === locale ? null : useLocale,
    ...(!locked && isMachineTranslated(stored, useLocale) ? { machineTranslated: true } : {}),
  };
}

/** The published guide as guests see it: only what the contract lists, nothing private. */
export function presentGuestGuide(row: PropertyRow, ctx: PresentGuideContext): GuestGuide {
  const { locale, catalog } = ctx;
  const guide = row.guide;
  const country = row.countryId ? catalog.country(row.countryId) : undefined;
  const state = row.stateId ? catalog.state(row.stateId) : undefined;
  const names = (r: { nameEn: string; nameEs: string } | undefined) =>
    r ? (locale === 'es' ? r.nameEs : r.nameEn) : null;
  const addressText = fullAddress(row, names(state), names(country));
  const theme = (row.themeId ? catalog.theme(row.themeId) : undefined) ?? catalog.rows.themes[0];
  const origin = row.latitude !== null && row.longitude !== null ? { lat: row.latitude, lon: row.longitude } : null;

  const sections = [...(guide.sections ?? [])]
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0))
    .map((section, index) => presentSection(section, ctx, index));
  const wifiSectionIndex = sections.findIndex((s) => s.kind === 'wifi' && (s.locked || s.wifi));
  const wifiSection = wifiSectionIndex >= 0 ? sections[wifiSectionIndex]! : null;

  const typeOf = (rows: { id: number; code: string; nameEn: string; nameEs: string; icon: string }[], id: number) => {
    const found = rows.find((r) => r.id === id);
    return found
      ? { code: found.code, name: names(found)!, icon: found.icon }
      : { code: 'other', name: '', icon: 'point' };
  };

  const emergencyContacts: GuestEmergencyContact[] = (row.emergencyInfos ?? []).map((info) => ({
    emergencyInfoId: info.emergencyInfoId,
    type: typeOf(catalog.rows.emergencyInfoTypes, info.emergencyInfoTypeId),
    name: info.name,
    phone: info.phone,
    address: info.address,
    notes: clean(pick(info.notes, locale).value, ctx),
  }));

  const food: GuestRecommendation[] = [];
  const others: GuestRecommendation[] = [];
  for (const attraction of guide.attractions ?? []) {
    const typeRow = catalog.rows.attractionTypes.find((r) => r.id === attraction.attractionTypeId);
    const distance =
      origin && attraction.latitude !== null && attraction.longitude !== null
        ? distanceMeters(origin.lat, origin.lon, attraction.latitude, attraction.longitude)
        : null;
    const photo = attraction.mediaId
      ? ctx.photos.byMediaId(attraction.mediaId, attraction.name)
      : attraction.imageUrl
        ? ctx.photos.byUrl(attraction.imageUrl, attraction.name)
        : null;
    const placeLocale = shownLanguage(languageStates(attraction.description ?? {}, attraction.edited), locale);
    const item: GuestRecommendation = {
      attractionId: attraction.attractionId,
      type: typeRow
        ? { code: typeRow.code, name: names(typeRow)!, icon: typeRow.icon }
        : { code: 'other', name: '', icon: 'map-pin' },
      name: attraction.name,
      description: clean(filled(attraction.description?.[placeLocale]) || '', ctx),
      ...(placeLocale !== locale && filled(attraction.description?.[placeLocale])
        ? { fallbackLocale: placeLocale }
        : {}),
      ...(isPlaceMachineTranslated(attraction, placeLocale) ? { machineTranslated: true } : {}),
      address: attraction.address,
      latitude: attraction.latitude,
      longitude: attraction.longitude,
      distanceMeters: distance,
      directionsUrl: directionsUrl(origin, {
        lat: attraction.latitude,
        lon: attraction.longitude,
        address: attraction.address,
        name: attraction.name,
      }),
      url: attraction.url,
      phone: attraction.phone,
      photo,
    };
    (typeRow?.food ? food : others).push(item);
  }
  const nearestFirst = (a: GuestRecommendation, b: GuestRecommendation) =>
    (a.distanceMeters ?? Number.MAX_SAFE_INTEGER) - (b.distanceMeters ?? Number.MAX_SAFE_INTEGER);

  const cover = row.propertyImageMediaId
    ? ctx.photos.byMediaId(row.propertyImageMediaId, row.name)
    : row.propertyImage
      ? ctx.photos.byUrl(row.propertyImage, row.name)
      : null;
  const contact = guide.hostContact;
  const hostContact =
    contact?.show && (contact.name || contact.phone || contact.email)
      ? { name: contact.name, phone: contact.phone, email: contact.email }
      : null;

  return {
    slug: row.slug,
    shortCode: ctx.shortCode,
    locale,
    defaultLocale: row.defaultLocale === 'es' ? 'es' : 'en',
    name: row.name,
    coverPhoto: cover,
    theme: {
      code: theme?.code ?? 'coastal',
      primaryColor: theme?.primaryColor ?? '#0b6e99',
      accentColor: theme?.accentColor ?? '#f2a541',
      backgroundColor: theme?.backgroundColor ?? '#f5fafc',
      surfaceColor: theme?.surfaceColor ?? '#ffffff',
      textColor: theme?.textColor ?? '#1d2b36',
      onPrimaryColor: theme?.onPrimaryColor ?? '#ffffff',
    },
    address:
      addressText || origin
        ? {
            text: addressText,
            latitude: row.latitude,
            longitude: row.longitude,
            mapUrl: mapUrl(row.latitude, row.longitude, addressText),
            geoUri: geoUri(row.latitude, row.longitude, row.name),
          }
        : null,
    checkInTime: guide.checkInTime ?? null,
    checkOutTime: guide.checkOutTime ?? null,
    wifi: wifiSection?.wifi
      ? { ...wifiSection.wifi, joinString: wifiJoinString(wifiSection.wifi.network, wifiSection.wifi.password) }
      : null,
    wifiLocked: Boolean(wifiSection?.locked),
    emergency: {
      number: emergencyNumberFor(country?.code),
      countryCode: country?.code ?? null,
      contacts: emergencyContacts,
      hostPhone: hostContact?.phone || (ctx.accountContact?.showPhone ? ctx.accountContact.phone : null) || null,
    },
    hostContact,
    sections,
    recommendations: { food: food.sort(nearestFirst), other: others.sort(nearestFirst) },
    hasAccessCode: Boolean(row.accessCode) && sections.some((s) => s.sensitive),
    unlocked: ctx.unlocked,
    mapTileUrl: ctx.mapTileUrl,
    version: `${row.modifyDate.getTime().toString(36)}-${ctx.shortCode}`,
  };
}
