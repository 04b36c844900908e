/**
 * The page's side of the offline policy (decision 050), apart so it can be tested without a page:
 * whether anything may be downloaded ahead of use, and which variant of a photo this screen shows.
 */

/** What `navigator.connection` tells (Chromium, Android browsers); other browsers tell nothing. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Background saving: at most this many bytes per page load (decision 050). */
export const BACKGROUND_BUDGET_BYTES = 1_000_000;

const SLOW = new Set(['slow-2g', '2g', '3g']);

/** Save-Data, or a connection slower than 4G: nothing is downloaded in the background. */
export function backgroundAllowed(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW.has(connection.effectiveType ?? '');
}

/**
 * The candidate of a `srcset` ("url 400w, url 1600w") a browser picks for a slot `cssWidth` wide at
 * `dpr` device pixels per CSS pixel: the narrowest at least that wide, else the widest. Null when the
 * srcset has no width candidates.
 */
export function pickCandidate(srcset: string, cssWidth: number, dpr: number): string | null {
  const candidates = srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => {
      const width = descriptor?.endsWith('w') ? Number(descriptor.slice(0, -1)) : Number.NaN;
      return url && Number.isFinite(width) ? [{ url, width }] : [];
    })
    .sort((a, b) => a.width - b.width);
  if (candidates.length === 0) return null;
  const needed = cssWidth * dpr;
  return (candidates.find((c) => c.width >= needed) ?? candidates[candidates.length - 1]!).url;
}

/** Every URL of a srcset, for grouping a photo's variants. */
export const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
