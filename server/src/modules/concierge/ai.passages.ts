import type { AiLocale } from '@common/contracts/ai';
import type { GuideSection, SectionKind } from '@common/contracts/property';
import { stripStarterFiller } from '@common/starter-filler';
import { otherLanguage, sectionStates, shownLanguage } from '@common/guide-languages';
import { factAsked, factOf, revealsSensitiveFact } from './ai.facts';
import { glossaryWords } from './ai.glossary';
import { ct } from './ai.i18n';
import { htmlToText, normalize } from './ai.text';

import { attractionPassages, devicePassages, emergencyPassages, propertyPassages } from './ai.other-passages';
import {
  chunkText,
  type GuideSource,
  keywordsFor,
  kindName,
  type PassageDraft,
  pick,
  PSEUDO_SECTIONS,
} from './ai.passage-source';

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
