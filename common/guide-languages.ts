import { STARTER_OLD_BODIES, STARTER_SECTIONS } from './starter-guide';

/**
 * Per-language state of a guide item (section, place, device): which of its two languages a guest
 * can be shown, and what the editor warns about (docs/decisions/035-guide-languages.md).
 *
 * - `written`: the host's own text.
 * - `outdated`: the host's text, but the other language was edited after it (and this one was not
 *   brought up to date since).
 * - `starter`: the starter guide's text, untouched (common/starter-guide.ts): never shown in place of
 *   what the host wrote in the other language.
 * - `missing`: nothing in this language.
 */
export type LanguageState = 'written' | 'outdated' | 'starter' | 'missing';

export const ITEM_LANGUAGES = ['en', 'es'] as const;
export type ItemLanguage = (typeof ITEM_LANGUAGES)[number];

/** Text per language of one item (HTML or plain text). */
export type ItemTexts = Partial<Record<ItemLanguage, string | null | undefined>>;

/**
 * When each language's text of an item was last written (ISO 8601), kept by the server on save.
 * Equal stamps mean the two languages are in step. Absent on items saved before stamps existed.
 */
export type EditedStamps = Partial<Record<ItemLanguage, string>>;

export type LanguageStates = Record<ItemLanguage, LanguageState>;

export const otherLanguage = (lang: ItemLanguage): ItemLanguage => (lang === 'en' ? 'es' : 'en');

/** The words of a text, for comparing two versions: markup, entities and spacing do not count. */
export function comparableText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const STARTER_TEXTS: Record<ItemLanguage, ReadonlySet<string>> = {
  en: new Set([
    ...STARTER_SECTIONS.map((s) => comparableText(s.body.en)),
    ...STARTER_OLD_BODIES.filter((b) => b.lang === 'en').map((b) => comparableText(b.html)),
  ]),
  es: new Set([
    ...STARTER_SECTIONS.map((s) => comparableText(s.body.es)),
    ...STARTER_OLD_BODIES.filter((b) => b.lang === 'es').map((b) => comparableText(b.html)),
  ]),
};

/** Whether a section body is the starter guide's text in that language, untouched. */
export const isStarterText = (html: string | null | undefined, lang: ItemLanguage): boolean =>
  STARTER_TEXTS[lang].has(comparableText(html));

const isWritten = (state: LanguageState) => state === 'written' || state === 'outdated';

/**
 * The state of each language of an item. `starter` tells whether a text is starter text (sections;
 * places and devices have none).
 */
export function languageStates(
  texts: ItemTexts,
  edited: EditedStamps | null | undefined,
  starter: (html: string, lang: ItemLanguage) => boolean = () => false,
): LanguageStates {
  const base = (lang: ItemLanguage): LanguageState => {
    const text = texts[lang] ?? '';
    if (!comparableText(text)) return 'missing';
    return starter(text, lang) ? 'starter' : 'written';
  };
  const states = { en: base('en'), es: base('es') };
  const result = { ...states };
  for (const lang of ITEM_LANGUAGES) {
    const other = otherLanguage(lang);
    const mine = edited?.[lang];
    const theirs = edited?.[other];
    if (states[lang] === 'written' && states[other] === 'written' && theirs && (!mine || mine < theirs))
      result[lang] = 'outdated';
  }
  return result;
}

/**
 * The language to show an item in to a guest asking for `lang`: theirs when the host wrote it there
 * (even if out of date: still the host's words), else the other language when the host wrote that,
 * else theirs when it has any text (starter text in both), else the other one's.
 */
export function shownLanguage(states: LanguageStates, lang: ItemLanguage): ItemLanguage {
  const other = otherLanguage(lang);
  if (isWritten(states[lang])) return lang;
  if (isWritten(states[other])) return other;
  if (states[lang] !== 'missing') return lang;
  return states[other] !== 'missing' ? other : lang;
}

/**
 * The stamps after a save, from the texts before (absent for a new item) and after. A language
 * whose words changed is stamped now, so the other one becomes out of date; except when it was
 * itself behind (out of date, starter or missing): then the edit brings it up to date, and both
 * languages get the same stamp.
 */
export function nextEditedStamps(
  before: { texts: ItemTexts; edited?: EditedStamps | null } | null,
  after: ItemTexts,
  now: string,
  starter?: (html: string, lang: ItemLanguage) => boolean,
): EditedStamps {
  if (!before) {
    const stamps: EditedStamps = {};
    for (const lang of ITEM_LANGUAGES) if (comparableText(after[lang])) stamps[lang] = now;
    return stamps;
  }
  const changed = ITEM_LANGUAGES.filter((lang) => comparableText(before.texts[lang]) !== comparableText(after[lang]));
  const stamps: EditedStamps = { ...(before.edited ?? {}) };
  if (changed.length === 0) return stamps;
  if (changed.length === 2) return { en: now, es: now };
  const lang = changed[0]!;
  const other = otherLanguage(lang);
  const previous = languageStates(before.texts, before.edited, starter);
  if (!isWritten(previous[lang]) || previous[lang] === 'outdated') {
    const stamp = stamps[other] ?? now;
    return { [lang]: stamp, [other]: stamp };
  }
  stamps[lang] = now;
  return stamps;
}

/** What one guide item needs for its states: texts per language and stamps. */
export interface SectionLike {
  title?: ItemTexts | null;
  body?: ItemTexts | null;
  edited?: EditedStamps | null;
}

/**
 * The texts a section's state is judged on: its body; its title when it has no body in either
 * language (a section that is only a heading, Wi-Fi or photos).
 */
export function sectionTexts(section: SectionLike): ItemTexts {
  const body = section.body ?? {};
  return ITEM_LANGUAGES.some((lang) => comparableText(body[lang])) ? body : (section.title ?? {});
}

export const sectionStates = (section: SectionLike): LanguageStates =>
  languageStates(sectionTexts(section), section.edited, isStarterText);

/** A device's texts in one language: its how-to and troubleshooting together. */
export const deviceTexts = (device: { howTo?: ItemTexts | null; troubleshooting?: ItemTexts | null }): ItemTexts => ({
  en: `${device.howTo?.en ?? ''} ${device.troubleshooting?.en ?? ''}`,
  es: `${device.howTo?.es ?? ''} ${device.troubleshooting?.es ?? ''}`,
});

/** Whether an item needs the host's attention in a language: written in the other one, not (up to date) in this. */
export const needsWork = (states: LanguageStates, lang: ItemLanguage): boolean =>
  isWritten(states[otherLanguage(lang)]) && states[lang] !== 'written';

/** A language's mark for an editor: why its guests do not get the host's up-to-date words; null when nothing to say. */
export function languageMark(states: LanguageStates, lang: ItemLanguage): Exclude<LanguageState, 'written'> | null {
  if (!needsWork(states, lang)) return null;
  const state = states[lang];
  return state === 'written' ? null : state;
}

/** The marks of one item, per language that has one. */
export const itemMarks = (states: LanguageStates) =>
  ITEM_LANGUAGES.flatMap((lang) => {
    const mark = languageMark(states, lang);
    return mark ? [{ lang, mark }] : [];
  });

/** Stands for "the save the host is about to make": later than any stamp the server wrote. */
const UNSAVED = '9999-12-31T23:59:59.999Z';

/**
 * The states the server will store when the host saves `texts` (an editor's live marks): what
 * changed since the last save (`saved`, absent for a new item) counts as edited now.
 */
export function statesOnSave(
  saved: { texts: ItemTexts; edited?: EditedStamps | null } | null | undefined,
  texts: ItemTexts,
  starter?: (html: string, lang: ItemLanguage) => boolean,
): LanguageStates {
  return languageStates(texts, nextEditedStamps(saved ?? null, texts, UNSAVED, starter), starter);
}
