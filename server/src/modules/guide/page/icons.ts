import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Tabler icons (the set the host picks section icons from) as an SVG sprite for the guest pages: each
 * icon used once as a <symbol>, referenced with <use>. The print page carries its sprite inline. The
 * guide page carries inline only the few icons of its first screen; the others come from an external
 * sprite file (`fileUrl`) whose URL names its icons and the hash of its content, so it is cached for
 * good (by the browser and the service worker) and the same icons are shared by every guide that uses
 * them. The page's script points those icons into it once the cover photo is on screen (decision 071).
 */
const require = createRequire(import.meta.url);

function iconsDir(): string | null {
  try {
    const react = path.dirname(require.resolve('@tabler/icons-react/package.json'));
    const candidates = [
      path.join(react, '..', 'icons', 'icons'),
      path.join(react, 'node_modules', '@tabler', 'icons', 'icons'),
    ];
    return candidates.find((dir) => existsSync(path.join(dir, 'outline'))) ?? null;
  } catch {
    return null;
  }
}

const dir = iconsDir();
const cache = new Map<string, string | null>();
const NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The inner markup and style of an icon, or null when the name is unknown. */
function loadIcon(name: string): string | null {
  if (cache.has(name)) return cache.get(name)!;
  let symbol: string | null = null;
  if (dir && NAME.test(name)) {
    const filled = name.endsWith('-filled');
    const file = filled
      ? path.join(dir, 'filled', `${name.slice(0, -'-filled'.length)}.svg`)
      : path.join(dir, 'outline', `${name}.svg`);
    if (existsSync(file)) {
      const svg = readFileSync(file, 'utf8');
      const inner = svg
        .replace(/^[\s\S]*?<svg[^>]*>/, '')
        .replace(/<\/svg>\s*$/, '')
        .replace(/\s+/g, ' ')
        .replace(/>\s+</g, '><')
        .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
        .trim();
      const paint = filled
        ? 'fill="currentColor"'
        : 'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
      symbol = `<symbol id="i-${name}" viewBox="0 0 24 24" ${paint}>${inner}</symbol>`;
    }
  }
  cache.set(name, symbol);
  return symbol;
}

/** Collects the icons a page uses and renders the sprite once. */
export class IconSprite {
  private readonly used = new Map<string, string>();

  constructor(private readonly fallback = 'info-circle') {}

  /** `<svg><use></svg>` for the icon (or the fallback icon when the name is unknown). */
  use(name: string | null | undefined, className = 'ic'): string {
    let chosen = name && loadIcon(name) ? name : this.fallback;
    if (!loadIcon(chosen)) chosen = 'point';
    const symbol = loadIcon(chosen);
    if (symbol) this.used.set(chosen, symbol);
    return `<svg class="${className}" aria-hidden="true" focusable="false"><use href="#i-${chosen}"/></svg>`;
  }

  /** The names of the icons used so far. */
  names(): ReadonlySet<string> {
    return new Set(this.used.keys());
  }

  /**
   * The URL of one external sprite file holding the icons used so far but `except` (see `spriteFile`),
   * or null when there are none. The guide page's script points the icons' `<use href="#i-…">` into it.
   */
  fileUrl(except: ReadonlySet<string> = new Set()): string | null {
    const names = [...this.used.keys()].filter((name) => !except.has(name)).sort();
    if (names.length === 0) return null;
    return `${SPRITE_PREFIX}${hashOf(spriteDocument(names))}.svg?i=${names.join(',')}`;
  }

  /** The hidden sprite holding every icon used so far. */
  sprite(): string {
    return `<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">${[...this.used.values()].join('')}</svg>`;
  }
}

/** URL prefix of the external sprites (served by the guide pages' routes, `spriteFile`). */
export const SPRITE_PREFIX = '/guest/icons/';
/** At most this many icons in one sprite URL (a guide uses a few dozen). */
const MAX_SPRITE_ICONS = 200;

const hashOf = (svg: string) => createHash('sha256').update(svg).digest('base64url').slice(0, 16);

function spriteDocument(names: string[]): string {
  const symbols = names.map((name) => loadIcon(name)).filter((s): s is string => s !== null);
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/**
 * The external sprite `/guest/icons/{hash}.svg?i=a,b` (the names the URL asks for, and the hash of
 * the file they make), or null when the names are not icons or the hash is not this file's: a URL is
 * only ever answered with the content it was made for, so it can be cached as immutable.
 */
export function spriteFile(file: string, list: string | undefined): string | null {
  const names = (list ?? '').split(',');
  if (names.length === 0 || names.length > MAX_SPRITE_ICONS) return null;
  if (names.some((name) => !NAME.test(name) || !loadIcon(name))) return null;
  const svg = spriteDocument(names);
  return file === `${hashOf(svg)}.svg` ? svg : null;
}
