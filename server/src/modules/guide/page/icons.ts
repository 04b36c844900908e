import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Tabler icons (the set the host picks section icons from) as an inline SVG sprite for the guest
 * pages: each icon used once as a <symbol>, referenced with <use>. No icon font, no request.
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

  /** The hidden sprite holding every icon used so far. */
  sprite(): string {
    return `<svg width="0" height="0" style="position:absolute" aria-hidden="true" focusable="false">${[...this.used.values()].join('')}</svg>`;
  }
}
