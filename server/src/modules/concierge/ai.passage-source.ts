import type { AiLocale } from '@common/contracts/ai';
import type { EmergencyInfo, LocalizedText, SectionKind } from '@common/contracts/property';
import { type EditedStamps } from '@common/guide-languages';
import type { GuideContent } from '../../db/schema';
import { conceptsInText, conceptTerms } from './ai.glossary';
import { translate } from './ai.i18n';
import { CONCEPT_FILE } from './ai.lexicon';
import { splitSentences } from './ai.text';

/*
 * What indexing reads and writes: the property as a source, a passage, the citation anchors of
 * parts that are not sections, and the keywords a passage is found by.
 */

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
export function keywordsFor(title: string, kind?: SectionKind): string {
  const concepts = new Set([...conceptsInText(title), ...(kind ? (KIND_CONCEPTS[kind] ?? []) : [])]);
  const terms = new Set<string>();
  for (const id of concepts) for (const term of conceptTerms(id)) terms.add(term);
  return [...terms].join(' ');
}

/** The guest page's name of a section kind (guest.kinds.*). */
export const kindName = (locale: AiLocale, kind: SectionKind) => {
  const name = translate(locale, `guest.kinds.${kind}`);
  return name.startsWith('guest.') ? kind : name;
};

export const pick = (text: LocalizedText | undefined, locale: AiLocale) => text?.[locale]?.trim() ?? '';
