import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { GuestAssets } from './page/layout';

import { GUEST_CSS_SOURCE, GUEST_DIST_DIR } from '../../paths';

export { GUEST_DIST_DIR };

/** URL prefix of the built guest files. */
export const GUEST_ASSET_PREFIX = '/guest/';
export const SERVICE_WORKER_PATH = '/guest-sw.js';

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
}

/** Removes comments and needless whitespace (the source stylesheet, when the entry is not built). */
const minifyCss = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};:,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

/** A stylesheet with its `@import './part.css';` lines replaced by the parts (as the build does). */
export function readCssWithImports(file: string): string {
  return readFileSync(file, 'utf8').replace(/^@import\s+['"]([^'"]+)['"]\s*;\s*$/gm, (_line, part: string) =>
    readCssWithImports(path.join(path.dirname(file), part)),
  );
}

/**
 * The guest stylesheet and script from the guest build. Without a build (API tests, a fresh
 * checkout) the pages still render, styled from the source stylesheet, with no script: everything
 * is readable and every link works, only the interactions (copy, unlock, search, offline) wait.
 */
export function loadGuestAssets(distDir: string | null = GUEST_DIST_DIR): GuestAssets & { distDir: string | null } {
  const manifestFile = distDir ? path.join(distDir, '.vite', 'manifest.json') : null;
  if (distDir && manifestFile && existsSync(manifestFile)) {
    try {
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
      const main = manifest['src/main.ts'];
      const sw = manifest['src/sw.ts'];
      const starter = manifest['src/starter.ts'];
      if (main) {
        // The stylesheet is listed with the entry, or on its own when CSS is not split per entry.
        const cssFiles = [
          ...new Set([
            ...(main.css ?? []),
            ...Object.values(manifest)
              .map((chunk) => chunk.file)
              .filter((file) => file.endsWith('.css')),
          ]),
        ];
        const css = cssFiles.map((file) => readFileSync(path.join(distDir, file), 'utf8')).join('');
        return {
          css,
          scriptUrl: `${GUEST_ASSET_PREFIX}${main.file}`,
          starter: starter ? inlineScript(readFileSync(path.join(distDir, starter.file), 'utf8')) : null,
          serviceWorkerUrl: sw && existsSync(path.join(distDir, sw.file)) ? SERVICE_WORKER_PATH : null,
          distDir,
        };
      }
    } catch {
      // A half-written build: fall through to the source stylesheet.
    }
  }
  const css = existsSync(GUEST_CSS_SOURCE) ? minifyCss(readCssWithImports(GUEST_CSS_SOURCE)) : '';
  return { css, scriptUrl: null, starter: null, serviceWorkerUrl: null, distDir: null };
}

/**
 * A script to write into the page, with the Content-Security-Policy source that allows exactly it
 * ('sha256-...' of its text), or null when it could not sit inside a <script> element as it is.
 */
export function inlineScript(code: string): { code: string; source: string } | null {
  const text = code.trim();
  if (!text || /<\/script|<!--/i.test(text)) return null;
  return { code: text, source: `'sha256-${createHash('sha256').update(text).digest('base64')}'` };
}
