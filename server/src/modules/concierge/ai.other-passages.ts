import type { AiLocale } from '@common/contracts/ai';
import type { Attraction, LocalizedText } from '@common/contracts/property';
import { deviceTexts, languageStates, otherLanguage, shownLanguage } from '@common/guide-languages';
import { ct, translate } from './ai.i18n';
import { htmlToText } from './ai.text';

import {
  chunkText,
  type DeviceSource,
  type GuideSource,
  keywordsFor,
  type PassageDraft,
  pick,
  PSEUDO_SECTIONS,
} from './ai.passage-source';

/** Passages of the guide beyond its sections: emergency numbers, recommended places, the property, devices. */

export function emergencyPassages(
  source: GuideSource,
  locale: AiLocale,
  sectionId: string,
  next: () => number,
): PassageDraft[] {
  return source.emergencyInfos.map((info) => {
    const type = source.emergencyTypeNames.get(info.emergencyInfoTypeId)?.[locale] ?? '';
    const parts = [
      ct(locale, 'kb.emergencyLine', { type: type || ct(locale, 'kb.emergencyTitle'), name: info.name || type }),
      info.phone ? ct(locale, 'kb.phone', { phone: info.phone }) : '',
      info.address ? ct(locale, 'kb.address', { address: info.address }) : '',
      htmlToText(pick(info.notes, locale) || pick(info.notes, locale === 'en' ? 'es' : 'en')),
    ].filter(Boolean);
    const title = [type, info.name].filter(Boolean).join(' - ') || ct(locale, 'kb.emergencyTitle');
    return {
      locale,
      sourceKind: 'emergency' as const,
      sourceId: info.emergencyInfoId,
      sectionId,
      title,
      body: parts.join('\n'),
      keywords: keywordsFor(`${type} emergency emergencia`),
      sensitive: false,
      position: next(),
    };
  });
}

/** The language a place's description is read in: the guest's when the host wrote it there (decision 035). */
const placeLanguage = (attraction: GuideSource['guide']['attractions'][number], locale: AiLocale) => {
  const shown = shownLanguage(languageStates(attraction.description ?? {}, attraction.edited), locale);
  return pick(attraction.description, shown) ? shown : otherLanguage(shown);
};

export function attractionPassages(source: GuideSource, locale: AiLocale, next: () => number): PassageDraft[] {
  return source.guide.attractions.map((attraction: Attraction) => {
    const type = source.attractionTypeNames.get(attraction.attractionTypeId)?.[locale] ?? '';
    const parts = [
      type ? ct(locale, 'kb.attractionLine', { name: attraction.name, type }) : `${attraction.name}.`,
      htmlToText(pick(attraction.description, placeLanguage(attraction, locale))),
      attraction.address ? ct(locale, 'kb.address', { address: attraction.address }) : '',
      attraction.phone ? ct(locale, 'kb.phone', { phone: attraction.phone }) : '',
      attraction.url ? ct(locale, 'kb.website', { url: attraction.url }) : '',
    ].filter(Boolean);
    return {
      locale,
      sourceKind: 'attraction' as const,
      sourceId: attraction.attractionId,
      sectionId: `${PSEUDO_SECTIONS.place}${attraction.attractionId}`,
      title: attraction.name,
      body: parts.join('\n'),
      keywords: keywordsFor(`${type} ${attraction.name}`),
      sensitive: false,
      position: next(),
    };
  });
}

export function propertyPassages(source: GuideSource, locale: AiLocale, next: () => number): PassageDraft[] {
  const out: PassageDraft[] = [];
  const place = [source.address, source.city, source.region?.[locale], source.country?.[locale]]
    .filter(Boolean)
    .join(', ');
  const lines = [
    source.rentalType ? ct(locale, 'kb.rentalType', { name: source.name, type: source.rentalType[locale] }) : '',
    place ? ct(locale, 'kb.propertyAddress', { name: source.name, address: place }) : '',
  ].filter(Boolean);
  if (lines.length) {
    out.push({
      locale,
      sourceKind: 'property',
      sourceId: 'property',
      sectionId: PSEUDO_SECTIONS.property,
      title: source.name,
      body: lines.join('\n'),
      keywords: keywordsFor('address'),
      // The street address is for guests holding the code, when the guide has one.
      sensitive: source.hasAccessCode && !!source.address,
      position: next(),
    });
  }
  const contact = source.guide.hostContact;
  if (contact?.show && (contact.phone || contact.email)) {
    out.push({
      locale,
      sourceKind: 'contact',
      sourceId: 'contact',
      sectionId: PSEUDO_SECTIONS.contact,
      title: ct(locale, 'kb.contactTitle'),
      body: [
        ct(locale, 'kb.contactLine', { name: contact.name ?? ct(locale, 'kb.contactTitle') }),
        contact.phone ? ct(locale, 'kb.phone', { phone: contact.phone }) : '',
        contact.email ? ct(locale, 'kb.email', { email: contact.email }) : '',
      ]
        .filter(Boolean)
        .join('\n'),
      keywords: keywordsFor('host contact'),
      sensitive: false,
      position: next(),
    });
  }
  return out;
}

/**
 * Each device as passages in every language: the how-to and troubleshooting text (the other
 * language's when this one has none), then name, category, where it is and the model, cut like sections.
 * Keywords carry the category's names in both languages ("dishwasher", "lavavajillas").
 */
export function devicePassages(devices: DeviceSource[], locale: AiLocale, next: () => number): PassageDraft[] {
  return devices.flatMap((device) => {
    const category = (l: AiLocale) => {
      const name = translate(l, `guest.devices.categories.${device.category}`);
      return name.startsWith('guest.') ? '' : name;
    };
    const maker = [device.brand, device.model].filter(Boolean).join(' ');
    const head = [
      category(locale) && category(locale) !== device.name
        ? `${device.name} (${category(locale)}).`
        : `${device.name}.`,
      device.location ? translate(locale, 'guest.devices.where', { location: device.location }) : '',
      maker ? translate(locale, 'guest.devices.model', { model: maker }) : '',
    ]
      .filter(Boolean)
      .join(' ');
    const shown = shownLanguage(languageStates(deviceTexts(device), device.edited), locale);
    const text = (field: LocalizedText) => htmlToText(pick(field, shown) || pick(field, otherLanguage(shown)));
    // The how-to first: an extractive answer quotes the passage's best sentences, and guests ask how.
    const body = [text(device.howTo), text(device.troubleshooting), head].filter(Boolean).join('\n');
    const chunks = chunkText(body);
    const keywords = [keywordsFor(`${device.name} ${category('en')} ${category('es')}`), category('en'), category('es')]
      .filter(Boolean)
      .join(' ');
    return chunks.map((chunk, i) => ({
      locale,
      sourceKind: 'device' as const,
      sourceId: chunks.length > 1 ? `${device.id}#${i}` : device.id,
      sectionId: device.id,
      title: device.name,
      body: chunk,
      keywords,
      sensitive: false,
      position: next(),
    }));
  });
}
