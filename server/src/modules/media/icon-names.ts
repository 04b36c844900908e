import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MEDIA_LIMITS } from '@common/contracts/media';

/**
 * Icon names for guide sections, from the icon set the web renders (@tabler/icons-react). The
 * names are read once, from the package's own list of the icons it exports (dist/esm/icons-list.mjs,
 * kebab-case, e.g. "wifi", "home-filled"), and searchable keywords from @tabler/icons' icons.json
 * (its dependency, same version) when present, so "toilet" also finds "bath".
 */
export interface IconIndex {
  names: string[];
  /** name -> lowercase tags and category words */
  keywords: Map<string, string[]>;
}

const require = createRequire(import.meta.url);

function packageDir(name: string): string | null {
  try {
    return path.dirname(require.resolve(`${name}/package.json`));
  } catch {
    return null;
  }
}

/** The names @tabler/icons-react exports, kebab-case without the Icon prefix. */
function readReactIconNames(): string[] {
  const dir = packageDir('@tabler/icons-react');
  const file = dir ? path.join(dir, 'dist', 'esm', 'icons-list.mjs') : null;
  if (!file || !existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('[');
  const end = text.lastIndexOf(']');
  if (start < 0 || end < start) return [];
  try {
    return (JSON.parse(text.slice(start, end + 1)) as unknown[]).filter((n): n is string => typeof n === 'string');
  } catch {
    return [];
  }
}

function readKeywords(): Map<string, string[]> {
  const keywords = new Map<string, string[]>();
  // @tabler/icons only exports its SVG files, so it is found next to (or inside) @tabler/icons-react.
  const react = packageDir('@tabler/icons-react');
  const candidates = react
    ? [path.join(react, '..', 'icons'), path.join(react, 'node_modules', '@tabler', 'icons')]
    : [];
  const dir = candidates.find((c) => existsSync(path.join(c, 'icons.json'))) ?? null;
  const file = dir ? path.join(dir, 'icons.json') : null;
  if (!file || !existsSync(file)) return keywords;
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as Record<
      string,
      { tags?: unknown[]; category?: string; styles?: Record<string, unknown> }
    >;
    for (const [name, icon] of Object.entries(data)) {
      const words = [...(icon.tags ?? []), icon.category ?? '']
        .filter((w): w is string => typeof w === 'string' && w.length > 0)
        .map((w) => w.toLowerCase());
      keywords.set(name, words);
      // Filled variants share their outline icon's keywords.
      if (icon.styles && 'filled' in icon.styles) keywords.set(`${name}-filled`, words);
    }
  } catch {
    // Keywords only widen the search; names alone still work.
  }
  return keywords;
}

let cached: IconIndex | null = null;

/** Loads the icon index once per process (about 6,000 names). */
export function loadIconIndex(): IconIndex {
  if (!cached) {
    let names = readReactIconNames();
    const keywords = readKeywords();
    if (names.length === 0) names = [...keywords.keys()];
    cached = { names: names.sort(), keywords };
  }
  return cached;
}

/** Normalises typed text to the kebab-case of icon names: "Wi Fi" -> "wi-fi". */
const normalise = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '');

/**
 * Up to `limit` names, best first: the exact name, names starting with the text, names containing
 * it, then names whose keywords start with it. Outline icons come before their "-filled" twins.
 */
export function searchIcons(index: IconIndex, text: string, limit: number = MEDIA_LIMITS.iconResults): string[] {
  const query = normalise(text);
  if (!query) return [];
  const word = query.replace(/-/g, ' ');
  const buckets: string[][] = [[], [], [], []];
  for (const name of index.names) {
    if (name === query) buckets[0]!.push(name);
    else if (name.startsWith(query)) buckets[1]!.push(name);
    else if (name.includes(query)) buckets[2]!.push(name);
    else if (index.keywords.get(name)?.some((k) => k.startsWith(word))) buckets[3]!.push(name);
  }
  const filledLast = (a: string, b: string) =>
    Number(a.endsWith('-filled')) - Number(b.endsWith('-filled')) || a.length - b.length || a.localeCompare(b);
  return buckets.flatMap((bucket) => bucket.sort(filledLast)).slice(0, limit);
}
