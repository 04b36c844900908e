import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root directory: the nearest directory above this module that holds
 * `server/drizzle` (the migrations). Found by walking up, so the same code works when it runs from
 * its sources (server/src/...) and from the production bundle (server/dist/server.mjs).
 */
function findRoot(from: string): string {
  for (let dir = from; ;) {
    if (existsSync(path.join(dir, 'server', 'drizzle'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`The project root (a directory with server/drizzle) was not found above ${from}`);
    dir = up;
  }
}

export const ROOT_DIR = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The built web app (vite build) and its prerendered public pages. */
export const WEB_DIST_DIR = path.join(ROOT_DIR, 'web', 'dist');
/** The built guest entry (see scripts/lib/web-build.mjs) and the guest stylesheet's source. */
export const GUEST_DIST_DIR = path.join(ROOT_DIR, 'web', 'guest', 'dist');
export const GUEST_CSS_SOURCE = path.join(ROOT_DIR, 'web', 'guest', 'src', 'guest.css');
/** The site's icon (served at /favicon.svg; written into the guest pages, page/layout.ts). */
export const FAVICON_SOURCE = path.join(ROOT_DIR, 'web', 'public', 'favicon.svg');
/** The SQL migrations (drizzle-kit generate). */
export const MIGRATIONS_FOLDER = path.join(ROOT_DIR, 'server', 'drizzle');
