import { comparableText, type ItemLanguage, ITEM_LANGUAGES } from './guide-languages';

/**
 * Machine-translated guide text (docs/decisions/055-translation-help.md). A section's language
 * carries a mark, the fingerprint of the words a translation provider wrote there (title and body).
 * The mark holds while the words are still those: once the host edits either, it no longer matches
 * and the text counts as the host's own. Markup and spacing do not count (as for the language stamps).
 */
export type MachineMarks = Partial<Record<ItemLanguage, string>>;

/** FNV-1a (32 bit) of a string's UTF-16 units, as 8 hex digits: cheap, the same on server and browser. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The fingerprint of a title and body (HTML) in one language. */
export const machineFingerprint = (title: string | null | undefined, body: string | null | undefined): string =>
  `m1-${fnv1a(`${comparableText(title)}\u0000${comparableText(body)}`)}`;

interface MarkedSection {
  title?: Partial<Record<ItemLanguage, string | null | undefined>> | null;
  body?: Partial<Record<ItemLanguage, string | null | undefined>> | null;
  machine?: MachineMarks | null;
}

/** Whether a section's text in a language is still what the translation provider wrote. */
export function isMachineTranslated(section: MarkedSection, lang: ItemLanguage): boolean {
  const mark = section.machine?.[lang];
  if (!mark) return false;
  const title = section.title?.[lang];
  const body = section.body?.[lang];
  if (!comparableText(title) && !comparableText(body)) return false;
  return mark === machineFingerprint(title, body);
}

/** The marks that still hold for the section's current text (what the server stores on save). */
export function keptMachineMarks(section: MarkedSection): MachineMarks {
  const kept: MachineMarks = {};
  for (const lang of ITEM_LANGUAGES) if (isMachineTranslated(section, lang)) kept[lang] = section.machine![lang];
  return kept;
}
