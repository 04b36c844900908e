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

/** Stored HTML back to the plain text a textarea edits (the inverse of textToHtml). */
export function htmlToText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks: string[] = [];
  let current = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      current += node.textContent ?? '';
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const tag = (node as Element).tagName;
    if (tag === 'BR') {
      current += '\n';
      return;
    }
    const isBlock = /^(P|DIV|LI|H[1-6]|BLOCKQUOTE|UL|OL)$/.test(tag);
    if (isBlock && current.trim()) {
      blocks.push(current.trim());
      current = '';
    }
    node.childNodes.forEach(walk);
    if (isBlock && current.trim()) {
      blocks.push(current.trim());
      current = '';
    }
  };
  doc.body.childNodes.forEach(walk);
  if (current.trim()) blocks.push(current.trim());
  return blocks.join('\n\n');
}
