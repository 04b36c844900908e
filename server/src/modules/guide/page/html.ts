/**
 * A tiny safe-by-default HTML builder for the server-rendered guest pages: every interpolated value
 * is escaped unless it is already `Html` (built here, or `trusted()` sanitised markup).
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for element content and quoted attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Markup that is already safe: output of the rich-text sanitiser, or of this builder. */
export const trusted = (markup: string) => new Html(markup);

type Part = Html | string | number | null | undefined | false | Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

/** html`<p>${text}</p>`: interpolations escaped, arrays joined, null/false/undefined dropped. */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new Html(out);
}

/** JSON for a `<script type="application/json">` island: `<` escaped so it can never close the tag. */
export const jsonIsland = (data: unknown) =>
  trusted(
    JSON.stringify(data)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  );
