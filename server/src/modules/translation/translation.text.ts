/**
 * What goes to a translation provider and what comes back: every text travels as HTML (DeepL's
 * `tag_handling=html`), titles escaped into it and read back as plain text, and `{placeholders}`
 * wrapped in `<span translate="no">` so no provider rewrites them. After the answer the spans are
 * unwrapped and the placeholders must be exactly the ones sent.
 */

/** `{{name}}` and `{name}`: the variables a host may write (the messages' style), kept as they are. */
const PLACEHOLDER = /\{\{\s*[\w.-]+\s*\}\}|\{[\w.-]+\}/g;
const KEPT = /<span translate="no">([^<]*)<\/span>/g;

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of a provider's HTML answer for a title: tags dropped, entities decoded, spacing squeezed. */
export function htmlToPlain(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const placeholdersOf = (text: string) => (text.match(PLACEHOLDER) ?? []).sort();

/** The HTML sent for a text: its placeholders marked untranslatable. */
export const protect = (html: string) => html.replace(PLACEHOLDER, (token) => `<span translate="no">${token}</span>`);

/**
 * The provider's answer with the marks removed, or null when its placeholders are not exactly the
 * source's (a provider that rewrote or lost one gave an unusable answer).
 */
export function restore(source: string, translated: string): string | null {
  const text = translated.replace(KEPT, '$1');
  const before = placeholdersOf(source);
  const after = placeholdersOf(text);
  if (before.length !== after.length || before.some((token, i) => token !== after[i])) return null;
  return text;
}
