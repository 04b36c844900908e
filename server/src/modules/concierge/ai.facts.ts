import type { AiLocale, AskCitation } from '@common/contracts/ai';
import type { GuideSection, SectionKind } from '@common/contracts/property';
import { stripStarterFiller } from '@common/starter-filler';
import type { GuideContent } from '../../db/schema';
import { ct, translate } from './ai.i18n';
import { cueWords, LEXICON, phrasePattern } from './ai.lexicon';
import { PSEUDO_SECTIONS } from './ai.passage-source';
import { htmlToText, normalize, splitSentences } from './ai.text';

/**
 * The two questions every guest asks (the Wi-Fi, the door code) and the two times (check-in,
 * check-out), answered with their values from the guide as it is now (docs/decisions/008):
 * the values are read from the current guide at answer time, never from an index that may lag
 * behind an edit, and a sensitive value (a section the page locks) is given only when the guest
 * may see sensitive content (AiService.includeSensitive).
 *
 * A question is a fact question only when it plainly asks for the value ("wifi password?",
 * "¿cuál es el código de la puerta?", "what time is check-out?"); anything more ("the wifi is not
 * working", "can we check out late?") goes to retrieval as before.
 */

export type FactKind = 'wifi' | 'doorCode' | 'checkIn' | 'checkOut';

/** The cue words of each fact (lexicon/en.json, lexicon/es.json), both languages together. */
const CUES = {
  wifi: LEXICON.en.facts.wifi,
  /** Spanish-only Wi-Fi words ("red"), heard only in a Spanish question or next to a Spanish value word. */
  wifiEs: LEXICON.es.facts.wifi,
  wifiValue: cueWords('wifiValue'),
  wifiValueEs: LEXICON.es.facts.wifiValue,
  door: cueWords('door'),
  code: cueWords('code'),
  checkIn: cueWords('checkIn'),
  checkOut: cueWords('checkOut'),
  /** Words that are the check-in or check-out only when nothing else is named ("when can we arrive?", not "when does the train leave?"). */
  arriving: cueWords('arriving'),
  leaving: cueWords('leaving'),
  /** What a bare time question about arriving or leaving may name besides. */
  stay: cueWords('stay'),
  time: cueWords('time'),
  /** A time question about an exception (late, early, luggage...) is for retrieval, not the bare time. */
  notBare: cueWords('notBare'),
  /** Words a bare "what is the wifi?" may hold besides the topic. */
  asking: cueWords('asking'),
};

/** Words that, in a door-code section sentence, mark it as giving the code. */
const CODE_SENTENCE = phrasePattern('codeSentence');
const DIGITS = /\d{3,}/;

const has = (text: string, terms: readonly string[]) => terms.some((term) => ` ${text} `.includes(` ${term} `));
const onlyAsking = (text: string, topic: readonly string[]) => {
  let rest = ` ${text} `;
  for (const term of [...topic].sort((a, b) => b.length - a.length)) rest = rest.split(` ${term} `).join(' ');
  return rest
    .trim()
    .split(' ')
    .filter(Boolean)
    .every((w) => CUES.asking.includes(w));
};

/** Which fact a question plainly asks for, if any. */
export function factAsked(question: string, locale: AiLocale): FactKind | null {
  const q = normalize(question);
  if (!q || q.split(' ').length > 14) return null;
  // "red" is the Spanish network only in Spanish ("the red door code" is not the Wi-Fi).
  const wifiWords = locale === 'es' || has(q, CUES.wifiValueEs) ? [...CUES.wifi, ...CUES.wifiEs] : CUES.wifi;
  if (has(q, wifiWords)) {
    // Only the value asked for, nothing else ("the wifi password does not work" goes to retrieval).
    return onlyAsking(q, [...wifiWords, ...CUES.wifiValue]) ? 'wifi' : null;
  }
  if (has(q, CUES.code) && onlyAsking(q, [...CUES.code, ...CUES.door])) return 'doorCode';
  if (/\d/.test(q) || has(q, CUES.notBare)) return null;
  const asksTime = has(q, CUES.time) || /^(?:what time|a que hora)\b/.test(q);
  if (has(q, CUES.checkOut) && (asksTime || onlyAsking(q, CUES.checkOut))) return 'checkOut';
  if (has(q, CUES.checkIn) && (asksTime || onlyAsking(q, CUES.checkIn))) return 'checkIn';
  if (asksTime && has(q, CUES.leaving) && onlyAsking(q, [...CUES.leaving, ...CUES.stay])) return 'checkOut';
  if (asksTime && has(q, CUES.arriving) && onlyAsking(q, [...CUES.arriving, ...CUES.stay])) return 'checkIn';
  return null;
}

export interface FactAnswer {
  kind: FactKind;
  text: string;
  /** The language the text is written in (a door-code sentence is the host's own words). */
  locale: AiLocale;
  sensitive: boolean;
  citation: AskCitation;
}

const pick = (text: Partial<Record<AiLocale, string>> | undefined, locale: AiLocale) => text?.[locale]?.trim() ?? '';
const other = (locale: AiLocale): AiLocale => (locale === 'en' ? 'es' : 'en');
const sorted = (guide: GuideContent) => [...guide.sections].sort((a, b) => a.sortOrder - b.sortOrder);

function titleOf(section: GuideSection | null, locale: AiLocale, fallbackKey: string): string {
  if (!section) return ct(locale, fallbackKey);
  const own = pick(section.title, locale) || pick(section.title, other(locale));
  if (own) return own;
  const kind = translate(locale, `guest.kinds.${section.kind}`);
  return kind.startsWith('guest.') ? ct(locale, fallbackKey) : kind;
}

/** Sentences of a section's text (without the starter's placeholder lines) that give a door code. */
export function codeSentences(section: GuideSection, locale: AiLocale, except: readonly string[] = []): string[] {
  const text = htmlToText(stripStarterFiller(pick(section.body, locale)));
  return splitSentences(text).filter((s) => {
    const n = normalize(s);
    return CODE_SENTENCE.test(n) && DIGITS.test(s) && !except.some((value) => value && s.includes(value));
  });
}

/** The fact's answer from the guide as it is now, or null when the guide does not give it. */
export function factOf(kind: FactKind, guide: GuideContent, locale: AiLocale): FactAnswer | null {
  const sections = sorted(guide);
  const firstOfKind = (k: SectionKind) => sections.find((s) => s.kind === k) ?? null;
  if (kind === 'wifi') {
    const withWifi = sections.filter((s) => s.wifi && (s.wifi.network.trim() || s.wifi.password));
    const section = withWifi.find((s) => s.kind === 'wifi') ?? withWifi[0];
    if (!section?.wifi) return null;
    const network = section.wifi.network.trim() || '-';
    const text = section.wifi.password
      ? ct(locale, 'kb.wifi', { network, password: section.wifi.password })
      : ct(locale, 'kb.wifiOpen', { network });
    return {
      kind,
      text,
      locale,
      sensitive: section.sensitive,
      citation: { sectionId: section.sectionId, title: titleOf(section, locale, 'kb.wifiTitle') },
    };
  }
  if (kind === 'doorCode') {
    const wifiPasswords = sections.map((s) => s.wifi?.password ?? '').filter((p) => p.length >= 3);
    // The arrival section first (where hosts write how to get in), then the others in page order.
    const order = [
      ...sections.filter((s) => s.kind === 'arrival'),
      ...sections.filter((s) => s.kind !== 'arrival' && s.kind !== 'wifi'),
    ];
    for (const section of order) {
      for (const lang of [locale, other(locale)]) {
        const found = codeSentences(section, lang, wifiPasswords);
        if (found.length) {
          return {
            kind,
            text: found.slice(0, 2).join(' '),
            locale: lang,
            sensitive: section.sensitive,
            citation: { sectionId: section.sectionId, title: titleOf(section, locale, 'kb.checkInTitle') },
          };
        }
      }
    }
    return null;
  }
  const time = kind === 'checkIn' ? guide.checkInTime : guide.checkOutTime;
  if (!time) return null;
  const anchor = firstOfKind(kind === 'checkIn' ? 'arrival' : 'checkout');
  const text = splitSentences(ct(locale, kind === 'checkIn' ? 'kb.checkIn' : 'kb.checkOut', { time }))[0] ?? '';
  const sectionId = anchor?.sectionId ?? (kind === 'checkIn' ? PSEUDO_SECTIONS.checkin : PSEUDO_SECTIONS.checkout);
  // The time itself is on the page for everyone (the essentials), whatever the section's lock.
  return {
    kind,
    text,
    locale,
    sensitive: false,
    citation: {
      sectionId,
      title: titleOf(anchor, locale, kind === 'checkIn' ? 'kb.checkInTitle' : 'kb.checkOutTitle'),
    },
  };
}

/** Whether a text gives away a sensitive fact of the guide (a door code or a Wi-Fi password behind the lock). */
export function revealsSensitiveFact(text: string, guide: GuideContent): boolean {
  const n = normalize(text);
  for (const section of guide.sections) {
    if (!section.sensitive) continue;
    const password = section.wifi?.password ?? '';
    if (password.length >= 3 && text.includes(password)) return true;
    for (const lang of ['en', 'es'] as const) {
      for (const sentence of codeSentences(section, lang)) {
        const codes = sentence.match(/\d{3,}/g) ?? [];
        if (codes.some((code) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(n))) return true;
      }
    }
  }
  return false;
}
