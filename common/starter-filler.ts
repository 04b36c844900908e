/**
 * The starter guide's placeholder lines ("Keys: where the keys or the lockbox are..."): text a new
 * property starts with so the host sees what to write, never content. The server drops them from
 * the guest page and from the concierge's index; the editor and the property API
 * (`fillerSectionIds`) warn while a section still holds one. Server and web read this one list.
 */
export const STARTER_FILLER: Readonly<Record<'en' | 'es', readonly { label: string; text: string }[]>> = Object.freeze({
  en: [
    { label: 'Finding us:', text: 'how to recognise the building and where the entrance is.' },
    { label: 'Keys:', text: 'where the keys or the lockbox are and how to open the door.' },
    { label: 'Parking:', text: 'where you can leave your car.' },
  ],
  es: [
    { label: 'Cómo encontrarnos:', text: 'cómo reconocer el edificio y dónde está la entrada.' },
    { label: 'Llaves:', text: 'dónde están las llaves o la caja de seguridad y cómo abrir la puerta.' },
    { label: 'Aparcamiento:', text: 'dónde puedes dejar el coche.' },
  ],
});

/** The starter's list item for one placeholder line (how the template writes it). */
export const fillerItemHtml = (line: { label: string; text: string }) =>
  `<li><strong>${line.label}</strong> ${line.text}</li>`;

const squash = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const FILLER_TEXTS: ReadonlySet<string> = new Set(
  [...STARTER_FILLER.en, ...STARTER_FILLER.es].map((line) => squash(`${line.label} ${line.text}`)),
);

/** Whether one list item's or paragraph's markup is a placeholder line (whatever markup surrounds the words). */
export const isFillerBlock = (innerHtml: string): boolean => FILLER_TEXTS.has(squash(innerHtml));

const BLOCK = /<(li|p)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;

/** Whether rich text still holds a placeholder line. */
export function hasStarterFiller(html: string | null | undefined): boolean {
  if (!html) return false;
  for (const match of html.matchAll(BLOCK)) if (isFillerBlock(match[2] ?? '')) return true;
  return false;
}

/** The rich text without its placeholder lines (a list left empty goes too). */
export function stripStarterFiller(html: string): string {
  if (!hasStarterFiller(html)) return html;
  return html
    .replace(BLOCK, (whole, _tag: string, inner: string) => (isFillerBlock(inner) ? '' : whole))
    .replace(/<(ul|ol)\b[^>]*>\s*<\/\1\s*>/gi, '');
}

/** Ids of the sections whose text, in any language, still holds a placeholder line. */
export function fillerSectionIds(
  sections: readonly { sectionId: string; body?: Partial<Record<string, string>> | null }[],
): string[] {
  return sections
    .filter((s) => Object.values(s.body ?? {}).some((html) => hasStarterFiller(html)))
    .map((s) => s.sectionId);
}
