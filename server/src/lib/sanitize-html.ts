import sanitize from 'sanitize-html';

/** The only elements rich text may keep. Everything else is unwrapped (text kept) or dropped. */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'blockquote',
  'code',
] as const;

/** Link targets a guest may follow. Relative links, data:, javascript:, vbscript:... are refused. */
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[0-9+()\-.\s/]+)$/i;

/** Elements whose content is never text for a reader: dropped together with everything inside. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'template',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
];

/**
 * A link's href when it is safe, else null. The parser has already decoded entities
 * (`&#106;avascript:`), and control characters or whitespace inside a scheme are refused rather than
 * repaired, so `java\tscript:` cannot slip through.
 */
function safeHref(raw: string | undefined): string | null {
  if (!raw) return null;
  const href = raw.trim();
  if (href.length > 2048 || !SAFE_HREF.test(href)) return null;
  if (/^https?:/i.test(href)) {
    try {
      const url = new URL(href);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    } catch {
      return null;
    }
  }
  return href;
}

const heading = (tagName: 'h2' | 'h3') => () => ({ tagName, attribs: {} });

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedClasses: {},
  allowedStyles: {},
  parseStyleAttributes: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  enforceHtmlBoundary: false,
  // A link left without a safe href becomes its plain text. (Renaming it to a disallowed tag in
  // transformTags instead trips a sanitize-html bug that mislabels a later closing tag.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
  transformTags: {
    // Synonyms an editor or a paste may produce, mapped onto the allow-list.
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: heading('h2'),
    h4: heading('h3'),
    h5: heading('h3'),
    h6: heading('h3'),
    // A link keeps only a safe href and always opens without access to this page (rel forced).
    a: (_tagName, attribs): sanitize.Tag => {
      const href = safeHref(attribs.href);
      return { tagName: 'a', attribs: href ? { href, rel: 'noopener noreferrer' } : {} };
    },
  },
};

/**
 * Cleans host-written rich text before it is stored: only the allow-list tags survive
 * (p, br, strong, em, u, s, a[href], ul, ol, li, h2, h3, blockquote, code), no attribute except a
 * safe http/https/mailto/tel href on links (rel="noopener noreferrer" forced), no script, style,
 * iframe, SVG, event handler, comment or javascript:/data: URL. Text is kept and escaped.
 */
export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS).trim();
}

/** Sanitises each language of a `{ en?, es? }` text. */
export function sanitizeLocalized<T extends Partial<Record<string, string>>>(text: T): T {
  const out: Partial<Record<string, string>> = {};
  for (const [locale, value] of Object.entries(text))
    if (typeof value === 'string') out[locale] = sanitizeRichText(value);
  return out as T;
}
