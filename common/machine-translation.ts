import { comparableText, type ItemLanguage, ITEM_LANGUAGES, type ItemTexts } from './guide-languages';

/**
 * Machine-translated guide text (docs/decisions/055-translation-help.md). A section's, place's or
 * device's language carries a mark, the fingerprint of the words a translation provider wrote there
 * (a section's title and body, a place's description, a device's how-to and troubleshooting). The
 * mark holds while the words are still those: once the host edits any of them, it no longer matches
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

/** The fingerprint of an item's two texts (HTML or plain) in one language: a title and body, or a device's two texts. */
export const machineFingerprint = (title: string | null | undefined, body: string | null | undefined): string =>
  `m1-${fnv1a(`${comparableText(title)}\u0000${comparableText(body)}`)}`;

/** A place's fingerprint: its description alone (the name is not translated). */
export const placeFingerprint = (description: string | null | undefined): string => machineFingerprint('', description);

interface Marked {
  machine?: MachineMarks | null;
}
interface MarkedSection extends Marked {
  title?: ItemTexts | null;
  body?: ItemTexts | null;
}
interface MarkedPlace extends Marked {
  description?: ItemTexts | null;
}
interface MarkedDevice extends Marked {
  howTo?: ItemTexts | null;
  troubleshooting?: ItemTexts | null;
}

/** Whether a mark still matches two texts (empty text is never machine-translated). */
function holds(mark: string | undefined, first: string | null | undefined, second: string | null | undefined) {
  if (!mark) return false;
  if (!comparableText(first) && !comparableText(second)) return false;
  return mark === machineFingerprint(first, second);
}

/** Whether a section's text in a language is still what the translation provider wrote. */
export const isMachineTranslated = (section: MarkedSection, lang: ItemLanguage): boolean =>
  holds(section.machine?.[lang], section.title?.[lang], section.body?.[lang]);

/** Whether a place's description in a language is still the provider's. */
export const isPlaceMachineTranslated = (place: MarkedPlace, lang: ItemLanguage): boolean =>
  holds(place.machine?.[lang], '', place.description?.[lang]);

/** Whether a device's how-to and troubleshooting in a language are still the provider's. */
export const isDeviceMachineTranslated = (device: MarkedDevice, lang: ItemLanguage): boolean =>
  holds(device.machine?.[lang], device.howTo?.[lang], device.troubleshooting?.[lang]);

function kept<T extends Marked>(item: T, test: (item: T, lang: ItemLanguage) => boolean): MachineMarks {
  const marks: MachineMarks = {};
  for (const lang of ITEM_LANGUAGES) if (test(item, lang)) marks[lang] = item.machine![lang];
  return marks;
}

/** The marks that still hold for the section's current text (what the server stores on save). */
export const keptMachineMarks = (section: MarkedSection): MachineMarks => kept(section, isMachineTranslated);

/** The marks that still hold for a place's current description. */
export const keptPlaceMarks = (place: MarkedPlace): MachineMarks => kept(place, isPlaceMachineTranslated);

/** The marks that still hold for a device's current texts. */
export const keptDeviceMarks = (device: MarkedDevice): MachineMarks => kept(device, isDeviceMachineTranslated);
