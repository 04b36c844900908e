/**
 * A reader for the guide's rich text, which the sanitiser has already reduced to a well-formed
 * allow-list (p, br, strong, em, u, s, a[href], ul, ol, li, h2, h3, blockquote, code). Used to lay
 * the text out in PDFs and to index it for search; never to render untrusted HTML.
 */
export type RichNode = string | { tag: string; href: string | null; children: RichNode[] };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  '#39': "'",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1]!.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

const VOID = new Set(['br']);

/** Parses sanitised rich text into a tree (unknown or stray closing tags are ignored). */
export function parseRichText(html: string): RichNode[] {
  const root: { tag: string; href: string | null; children: RichNode[] } = { tag: '#root', href: null, children: [] };
  const stack = [root];
  const token = /<(\/?)([a-z0-9]+)([^>]*)>|([^<]+)/gi;
  let match: RegExpExecArray | null;
  while ((match = token.exec(html))) {
    const [, closing, rawTag, attrs, text] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      top.children.push(decodeEntities(text));
      continue;
    }
    const tag = rawTag!.toLowerCase();
    if (closing) {
      const at = stack.map((n) => n.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const href = tag === 'a' ? decodeEntities(/href="([^"]*)"/i.exec(attrs ?? '')?.[1] ?? '') || null : null;
    const node = { tag, href, children: [] as RichNode[] };
    top.children.push(node);
    if (!VOID.has(tag) && !/\/\s*$/.test(attrs ?? '')) stack.push(node);
  }
  return root.children;
}
