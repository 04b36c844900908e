import type { AiLocale } from '@common/contracts/ai';
import type { Attraction, EmergencyInfo, GuideSection, LocalizedText, SectionKind } from '@common/contracts/property';
import { stripStarterFiller } from '@common/starter-filler';
import {
  deviceTexts,
  type EditedStamps,
  languageStates,
  otherLanguage,
  sectionStates,
  shownLanguage,
} from '@common/guide-languages';
import type { GuideContent } from '../../db/schema';
import { factAsked, factOf, revealsSensitiveFact } from './ai.facts';
import { conceptsInText, conceptTerms, glossaryWords } from './ai.glossary';
import { ct, translate } from './ai.i18n';
import { CONCEPT_FILE } from './ai.lexicon';
import { htmlToText, normalize, splitSentences } from './ai.text';

/** What the indexer needs to know about a property. */
export interface GuideSource {
  name: string;
  address: string | null;
  city: string | null;
  region: { en: string; es: string } | null;
  country: { en: string; es: string } | null;
  rentalType: { en: string; es: string } | null;
  hasAccessCode: boolean;
  guide: GuideContent;
  emergencyInfos: EmergencyInfo[];
  emergencyTypeNames: Map<number, { en: string; es: string }>;
  attractionTypeNames: Map<number, { en: string; es: string }>;
  qaPairs: { id: string; question: string; answer: string; locale: AiLocale }[];
  /** Devices ("How things work", issue 16); absent = none. */
  devices?: DeviceSource[];
}

/** A device as the indexer reads it. `id` is its page anchor and citation id (device-{deviceId}). */
export interface DeviceSource {
  id: string;
  name: string;
  category: string;
  location: string;
  brand: string;
  model: string;
  howTo: LocalizedText;
  troubleshooting: LocalizedText;
  /** When each language was last written (decision 035). */
  edited?: EditedStamps;
}

export interface PassageDraft {
  locale: AiLocale;
  sourceKind:
    'section' | 'wifi' | 'checkin' | 'checkout' | 'emergency' | 'attraction' | 'property' | 'contact' | 'qa' | 'device';
  sourceId: string;
  sectionId: string;
  title: string;
  body: string;
  keywords: string;
  sensitive: boolean;
  position: number;
}

/** Citation anchors of guide parts that are not sections (the guest page uses `#section-{id}`). */
export const PSEUDO_SECTIONS = {
  checkin: 'checkin',
  checkout: 'checkout',
  emergency: 'emergency',
  place: 'place-',
  property: 'property',
  contact: 'contact',
} as const;

/** Concepts implied by a section's kind, whatever its title says. */
const KIND_CONCEPTS: Readonly<Partial<Record<SectionKind, string[]>>> = CONCEPT_FILE.sectionKinds;

/** Longest passage, in words; longer sections are cut at paragraph or sentence ends. */
const CHUNK_WORDS = 90;

const words = (text: string) => (text.match(/\S+/g) ?? []).length;

/** Cuts plain text into chunks of whole paragraphs (or sentences, for a very long paragraph). */
export function chunkText(text: string, maxWords = CHUNK_WORDS): string[] {
  const units: string[] = [];
  for (const paragraph of text.split('\n').filter(Boolean)) {
    if (words(paragraph) <= maxWords) units.push(paragraph);
    else units.push(...splitSentences(paragraph));
  }
  const chunks: string[] = [];
  let current: string[] = [];
  let count = 0;
  for (const unit of units) {
    const n = words(unit);
    if (current.length && count + n > maxWords) {
      chunks.push(current.join('\n'));
      current = [];
      count = 0;
    }
    current.push(unit);
    count += n;
  }
  if (current.length) chunks.push(current.join('\n'));
  return chunks;
}

/** Glossary words of the concepts a title names (both languages), weighed like the title. */
function keywordsFor(title: string, kind?: SectionKind): string {
  const concepts = new Set([...conceptsInText(title), ...(kind ? (KIND_CONCEPTS[kind] ?? []) : [])]);
  const terms = new Set<string>();
  for (const id of concepts) for (const term of conceptTerms(id)) terms.add(term);
  return [...terms].join(' ');
}

/** The guest page's name of a section kind (guest.kinds.*). */
const kindName = (locale: AiLocale, kind: SectionKind) => {
  const name = translate(locale, `guest.kinds.${kind}`);
  return name.startsWith('guest.') ? kind : name;
};

const pick = (text: LocalizedText | undefined, locale: AiLocale) => text?.[locale]?.trim() ?? '';

/** The languages a guide is written in: those any section has a title or body in, else its default. */
function guideLocales(source: GuideSource): AiLocale[] {
  const found = new Set<AiLocale>();
  for (const section of source.guide.sections) {
    for (const locale of ['en', 'es'] as const)
      if (pick(section.title, locale) || pick(section.body, locale)) found.add(locale);
  }
  return found.size ? [...found] : ['en'];
}

/**
 * Every part of the guide as passages, for the requested languages. Structured fields (Wi-Fi,
 * times, contacts, emergency numbers, address) are written in both languages from templates, so a
 * guest gets them in their language even when the host wrote the guide in only one.
 */
export function buildPassages(source: GuideSource, locales: AiLocale[]): PassageDraft[] {
  const out: PassageDraft[] = [];
  let position = 0;
  const written = guideLocales(source);
  const sections = [...source.guide.sections].sort((a, b) => a.sortOrder - b.sortOrder);
  const firstOfKind = (kind: SectionKind) => sections.find((s) => s.kind === kind) ?? null;

  for (const locale of locales) {
    // Sections: in each language the host wrote the guide in. A section without a title in this
    // language borrows the other language's title, or its kind's name.
    for (const section of sections) {
      if (!written.includes(locale)) continue;
      // The text of the language the host wrote the section in: an untouched starter text never
      // stands in for the host's words in the other language (decision 035), as on the guest page.
      const shownIn = shownLanguage(sectionStates(section), locale);
      const title =
        pick(section.title, shownIn) || pick(section.title, otherLanguage(shownIn)) || kindName(locale, section.kind);
      // The starter template's placeholder lines are not content: never indexed, never answered from.
      const body = htmlToText(stripStarterFiller(pick(section.body, shownIn)));
      out.push(...sectionPassages(section, locale, title, body, () => position++));
    }
    for (const section of sections) {
      if (section.wifi && (section.wifi.network || section.wifi.password)) {
        const network = section.wifi.network || '-';
        out.push({
          locale,
          sourceKind: 'wifi',
          sourceId: section.sectionId,
          sectionId: section.sectionId,
          title: pick(section.title, locale) || ct(locale, 'kb.wifiTitle'),
          body: section.wifi.password
            ? ct(locale, 'kb.wifi', { network, password: section.wifi.password })
            : ct(locale, 'kb.wifiOpen', { network }),
          keywords: keywordsFor('wifi password', 'wifi'),
          sensitive: section.sensitive,
          position: position++,
        });
      }
    }
    const { checkInTime, checkOutTime } = source.guide;
    if (checkInTime) {
      const anchor = firstOfKind('arrival');
      out.push({
        locale,
        sourceKind: 'checkin',
        sourceId: 'checkin',
        sectionId: anchor?.sectionId ?? PSEUDO_SECTIONS.checkin,
        title: (anchor && pick(anchor.title, locale)) || ct(locale, 'kb.checkInTitle'),
        body: ct(locale, 'kb.checkIn', { time: checkInTime }),
        keywords: keywordsFor('check-in', 'arrival'),
        sensitive: false,
        position: position++,
      });
    }
    if (checkOutTime) {
      const anchor = firstOfKind('checkout');
      out.push({
        locale,
        sourceKind: 'checkout',
        sourceId: 'checkout',
        sectionId: anchor?.sectionId ?? PSEUDO_SECTIONS.checkout,
        title: (anchor && pick(anchor.title, locale)) || ct(locale, 'kb.checkOutTitle'),
        body: ct(locale, 'kb.checkOut', { time: checkOutTime }),
        keywords: keywordsFor('check-out', 'checkout'),
        sensitive: false,
        position: position++,
      });
    }
    out.push(
      ...emergencyPassages(
        source,
        locale,
        firstOfKind('emergency')?.sectionId ?? PSEUDO_SECTIONS.emergency,
        () => position++,
      ),
    );
    out.push(...attractionPassages(source, locale, () => position++));
    out.push(...propertyPassages(source, locale, () => position++));
    out.push(...devicePassages(source.devices ?? [], locale, () => position++));
    for (const pair of source.qaPairs) {
      // Pairs are indexed in the language they were written in only.
      if (pair.locale !== locale) continue;
      out.push({
        locale,
        sourceKind: 'qa',
        sourceId: pair.id,
        sectionId: `qa-${pair.id}`,
        title: pair.question,
        body: pair.answer.trim().replace(/\s*\n\s*/g, '\n'),
        keywords: keywordsFor(pair.question),
        sensitive: qaPairSensitive(pair, source),
        position: position++,
      });
    }
  }
  return out;
}

/**
 * A host's Q&A answer is gated like the section it stands in for: a pair about the door code (when
 * the guide has an access code), about a Wi-Fi kept behind the code, or whose answer repeats a
 * locked door code or Wi-Fi password is sensitive.
 */
export function qaPairSensitive(
  pair: { question: string; answer: string; locale: AiLocale },
  source: Pick<GuideSource, 'hasAccessCode' | 'guide'>,
): boolean {
  if (!source.hasAccessCode) return false;
  const asked = factAsked(pair.question, pair.locale);
  if (asked === 'doorCode') return true;
  if (asked === 'wifi' && factOf('wifi', source.guide, pair.locale)?.sensitive) return true;
  return revealsSensitiveFact(pair.answer, source.guide);
}

function sectionPassages(
  section: GuideSection,
  locale: AiLocale,
  title: string,
  body: string,
  next: () => number,
): PassageDraft[] {
  const keywords = keywordsFor(title, section.kind);
  const chunks = body ? chunkText(body) : [];
  if (!chunks.length) {
    // A titled section with no text still answers "is there a pool?" by its title; skip empty ones.
    return [];
  }
  return chunks.map((chunk, i) => ({
    locale,
    sourceKind: 'section' as const,
    sourceId: chunks.length > 1 ? `${section.sectionId}#${i}` : section.sectionId,
    sectionId: section.sectionId,
    title,
    body: chunk,
    keywords,
    sensitive: section.sensitive,
    position: next(),
  }));
}

function emergencyPassages(
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

function attractionPassages(source: GuideSource, locale: AiLocale, next: () => number): PassageDraft[] {
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

function propertyPassages(source: GuideSource, locale: AiLocale, next: () => number): PassageDraft[] {
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
function devicePassages(devices: DeviceSource[], locale: AiLocale, next: () => number): PassageDraft[] {
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

/** What a passage says and where it comes from: equal keys, same passage (the stale-passage check). */
export const passageKey = (p: {
  locale: string;
  sourceKind: string;
  sourceId: string;
  title: string | null;
  body: string | null;
}) => JSON.stringify([p.locale, p.sourceKind, p.sourceId, p.title, p.body]);

/** Distinct words of the passages plus the glossary's, for typo correction. */
export function vocabularyOf(passages: { title: string; body: string; keywords: string }[]): string[] {
  const terms = new Set<string>(glossaryWords());
  for (const p of passages) {
    for (const word of normalize(`${p.title} ${p.body} ${p.keywords}`).split(' ')) {
      if (word.length >= 3 && word.length <= 40 && !/^\d+$/.test(word)) terms.add(word);
    }
  }
  return [...terms];
}
