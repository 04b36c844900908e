import { Font, Link, Path, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import sharp from 'sharp';
import { qrPath } from '../qr';
import { parseRichText, type RichNode } from '../rich-text';

/** Shared pieces of the guide PDFs: elements without JSX, rich text, QR codes and photos. */

// Words are never split with a hyphen (names, codes and passwords must stay intact).
Font.registerHyphenationCallback((word) => [word]);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = any;
type Child = ReactNode | ReactNode[];

/** createElement for react-pdf primitives, tolerant of their loose prop types. */
export const h = (type: AnyComponent, props: Record<string, unknown> | null, ...children: Child[]): ReactElement =>
  createElement(type, props, ...children);

export const FONT = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  boldItalic: 'Helvetica-BoldOblique',
  mono: 'Courier',
};

/**
 * Characters the built-in PDF fonts (WinAnsi) can show. Others (emoji, most non-Latin scripts) would
 * print as garbage, so they are replaced; en and es text is unaffected.
 */
export function pdfText(text: string): string {
  return text
    .replace(/[\u2028\u2029\t]/g, ' ')
    .replace(
      /[^\n\r\u0020-\u007e\u00a0-\u00ff\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201a\u201c-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/gu,
      '',
    );
}

export const baseStyles = StyleSheet.create({
  body: { fontFamily: FONT.regular, fontSize: 11, lineHeight: 1.45, color: '#1a1a1a' },
  p: { marginBottom: 6 },
  h2: { fontFamily: FONT.bold, fontSize: 13, marginTop: 6, marginBottom: 4 },
  h3: { fontFamily: FONT.bold, fontSize: 11.5, marginTop: 4, marginBottom: 3 },
  li: { flexDirection: 'row', marginBottom: 3 },
  bullet: { width: 14 },
  liBody: { flex: 1 },
  quote: { borderLeftWidth: 2, borderLeftColor: '#999999', paddingLeft: 8, marginBottom: 6, color: '#333333' },
});

interface InlineStyle {
  fontFamily?: string;
  textDecoration?: string;
}

function inline(nodes: RichNode[], style: InlineStyle = {}): ReactNode[] {
  return nodes.map((node, i) => {
    if (typeof node === 'string') return pdfText(node);
    const bold = node.tag === 'strong' || style.fontFamily === FONT.bold || style.fontFamily === FONT.boldItalic;
    const italic = node.tag === 'em' || style.fontFamily === FONT.italic || style.fontFamily === FONT.boldItalic;
    const next: InlineStyle = { ...style };
    if (node.tag === 'strong' || node.tag === 'em')
      next.fontFamily = bold && italic ? FONT.boldItalic : bold ? FONT.bold : FONT.italic;
    if (node.tag === 'code') next.fontFamily = FONT.mono;
    if (node.tag === 'u') next.textDecoration = 'underline';
    if (node.tag === 's') next.textDecoration = 'line-through';
    if (node.tag === 'br') return '\n';
    const children = inline(node.children, next);
    if (node.tag === 'a' && node.href)
      return h(Link, { key: i, src: node.href, style: { ...next, color: '#0b5394' } }, ...children);
    return h(Text, { key: i, style: next }, ...children);
  });
}

const isBlock = (node: RichNode) =>
  typeof node !== 'string' && ['p', 'ul', 'ol', 'h2', 'h3', 'blockquote', 'li'].includes(node.tag);

function blocks(nodes: RichNode[]): ReactElement[] {
  const out: ReactElement[] = [];
  let run: RichNode[] = [];
  const flush = () => {
    if (run.some((n) => (typeof n === 'string' ? n.trim() : true)))
      out.push(h(Text, { key: `t${out.length}`, style: baseStyles.p }, ...inline(run)));
    run = [];
  };
  for (const node of nodes) {
    if (!isBlock(node) || typeof node === 'string') {
      run.push(node);
      continue;
    }
    flush();
    const key = `b${out.length}`;
    switch (node.tag) {
      case 'p':
        out.push(h(Text, { key, style: baseStyles.p }, ...inline(node.children)));
        break;
      case 'h2':
      case 'h3':
        out.push(
          h(
            Text,
            { key, style: node.tag === 'h2' ? baseStyles.h2 : baseStyles.h3, minPresenceAhead: 30 },
            ...inline(node.children),
          ),
        );
        break;
      case 'blockquote':
        out.push(h(View, { key, style: baseStyles.quote }, ...blocks(node.children)));
        break;
      case 'ul':
      case 'ol': {
        const items = node.children.filter(
          (c): c is Exclude<RichNode, string> => typeof c !== 'string' && c.tag === 'li',
        );
        out.push(
          h(
            View,
            { key, style: { marginBottom: 6 } },
            ...items.map((item, n) =>
              h(
                View,
                { key: n, style: baseStyles.li, wrap: false },
                h(Text, { style: baseStyles.bullet }, node.tag === 'ol' ? `${n + 1}.` : '•'),
                h(View, { style: baseStyles.liBody }, ...blocks(item.children)),
              ),
            ),
          ),
        );
        break;
      }
      default:
        out.push(h(View, { key }, ...blocks(node.children)));
    }
  }
  flush();
  return out;
}

/**
 * Sanitised rich text as PDF paragraphs, headings and lists, in one element under `key`: its blocks'
 * own keys restart with every text, so two texts side by side (a device's how-to and its
 * troubleshooting, the emergency sections) must not be spread into the same parent.
 */
export function RichText(htmlText: string, key: string): ReactElement {
  return h(Fragment, { key }, ...blocks(parseRichText(htmlText)));
}

/** A QR code as vector paths: sharp at any print size. */
export function QrCode(text: string, size: number): ReactElement {
  const { size: modules, d } = qrPath(text);
  const view = modules + 4;
  return h(
    Svg,
    { width: size, height: size, viewBox: `-2 -2 ${view} ${view}` },
    h(Rect, { x: -2, y: -2, width: view, height: view, fill: '#ffffff' }),
    h(Path, { d, fill: '#000000' }),
  );
}

/** Reads a photo for a PDF: the bytes of a guide image URL, or null (then the PDF goes without). */
export type ImageLoader = (url: string) => Promise<Buffer | null>;

/** A photo as JPEG data (the PDF format has no WebP), at most `width` pixels wide. */
export async function jpegFor(
  load: ImageLoader,
  url: string,
  width: number,
): Promise<{ data: Buffer; ratio: number } | null> {
  try {
    const bytes = await load(url);
    if (!bytes) return null;
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, ratio: info.height / info.width };
  } catch {
    return null;
  }
}
