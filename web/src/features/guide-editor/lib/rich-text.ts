/**
 * Helpers for the guide's HTML fields. The server sanitises every rich text before storing it
 * (server/src/lib/sanitize-html.ts); the editor keeps to the same allow-list so what a host sees is
 * what guests get.
 */

/** Elements the server keeps; the preview keeps exactly these too. */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'EM',
  'U',
  'S',
  'A',
  'UL',
  'OL',
  'LI',
  'H2',
  'H3',
  'BLOCKQUOTE',
  'CODE',
]);
/** Dropped together with their content. */
const DROPPED_TAGS = new Set([
  'SCRIPT',
  'STYLE',
  'TEXTAREA',
  'SELECT',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'SVG',
  'MATH',
  'TEMPLATE',
  'TITLE',
  'HEAD',
]);
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[0-9+()\-.\s/]+)$/i;

function cleanNode(node: Node, doc: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const tag = element.tagName.toUpperCase();
  if (DROPPED_TAGS.has(tag)) return [];
  const children = Array.from(element.childNodes).flatMap((child) => cleanNode(child, doc));
  if (!ALLOWED_TAGS.has(tag)) return children;
  const copy = doc.createElement(tag.toLowerCase());
  if (tag === 'A') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (!SAFE_HREF.test(href)) return children;
    copy.setAttribute('href', href);
    copy.setAttribute('rel', 'noopener noreferrer');
    copy.setAttribute('target', '_blank');
  }
  copy.append(...children);
  return [copy];
}

/**
 * The preview's own allow-list pass (same tags and link rules as the server), so markup that has not
 * been through the server yet (the host is typing it) can be shown without trusting it.
 */
export function sanitizePreviewHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = doc.createElement('div');
  for (const child of Array.from(doc.body.childNodes)) out.append(...cleanNode(child, doc));
  return out.innerHTML;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text (notes, descriptions) to the stored HTML: blank lines make paragraphs, line breaks <br>. */
export function textToHtml(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean);
  return paragraphs.map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`).join('');
}

/** Tags, comments and text of an HTML string, in order (attribute values may hold `>`). */
const HTML_TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([A-Za-z][A-Za-z0-9]*)(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+|</g;
const BLOCK_TAGS = /^(P|DIV|LI|H[1-6]|BLOCKQUOTE|UL|OL)$/;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Character references as the stored HTML has them (the server escapes & < > " and keeps the rest as is). */
function decodeEntities(text: string): string {
  return text.replace(/&(#[0-9]+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
  });
}

/**
 * Stored HTML back to the plain text a textarea edits (the inverse of textToHtml). Made from the text
 * alone, without the browser's DOM, so the editor's first view can also be drawn on the server
 * (decision 077): block elements end paragraphs, <br> a line, every other tag is dropped.
 */
export function htmlToText(html: string): string {
  if (!html) return '';
  const blocks: string[] = [];
  let current = '';
  const endBlock = () => {
    if (current.trim()) blocks.push(current.trim());
    current = '';
  };
  for (const [token, closing, name] of html.matchAll(HTML_TOKEN)) {
    if (token.startsWith('<!--')) continue;
    if (name === undefined) {
      current += decodeEntities(token);
      continue;
    }
    const tag = name.toUpperCase();
    if (tag === 'BR' && !closing) current += '\n';
    else if (BLOCK_TAGS.test(tag)) endBlock();
  }
  endBlock();
  return blocks.join('\n\n');
}
