/**
 * What the service worker saves for offline when the page asks (decision 050), apart from the worker
 * so it can be tested without one.
 *
 * - The page asks twice at most: in the background (a few seconds after load, never on Save-Data or
 *   a slow connection) for the guide's pages, its script and the photos the guest has on screen, with
 *   a byte budget; and when the guest taps "Save photos for offline", for every photo, without one.
 * - The budget counts what is downloaded (the Content-Length, or the body when there is none). A
 *   response that would go over it is dropped before its body is read, and nothing after it is fetched.
 * - What is already saved costs nothing: photos and hashed assets never change, so they are kept;
 *   pages are fetched again (an updated guide replaces the saved copy).
 * - The variants of each photo (small and large) are remembered, so that offline a photo whose
 *   other variant is saved still shows (see `savedVariant`).
 */

export const PAGES = 'guest-pages-v1';
export const IMAGES = 'guest-images-v1';
export const ASSETS = 'guest-assets-v1';
/** Which URLs are variants of the same photo (a small cache of its own, never trimmed with the photos). */
export const VARIANTS = 'guest-variants-v1';
const VARIANTS_KEY = '/__guest/photo-variants';

export interface SaveRequest {
  type: 'cache-guide';
  /** Pages to refresh (the guide in both languages, its print page). */
  pages: string[];
  /** Scripts, manifest, icons. */
  assets: string[];
  /** Photos, in the order they matter (on screen first). */
  images: string[];
  /** Bytes this request may download (the page's BACKGROUND_BUDGET_BYTES); null when the guest asked for everything. */
  budget: number | null;
  /** Every photo's variants (small, medium, large URLs), for the offline fallback. */
  variants?: string[][];
}

export interface SaveResult {
  /** The page and its script are saved: the guide opens offline. */
  ok: boolean;
  /** Photos saved now or before. */
  photosSaved: number;
  photosTotal: number;
  /** Bytes downloaded for this request. */
  bytes: number;
  /** The budget stopped the saving before the end. */
  stopped: boolean;
}

const isHashedAsset = (url: string) => url.startsWith('/guest/') || url === '/favicon.svg';

export async function saveForOffline(request: SaveRequest): Promise<SaveResult> {
  const [pages, assets, images] = await Promise.all([caches.open(PAGES), caches.open(ASSETS), caches.open(IMAGES)]);
  if (request.variants?.length) await rememberVariants(request.variants);
  let bytes = 0;
  let stopped = false;
  const budget = request.budget ?? Number.POSITIVE_INFINITY;

  /** Fetches and saves one URL: true when it is saved (now or before), false when not. */
  const save = async (cache: Cache, url: string, refresh: boolean): Promise<boolean> => {
    if (!refresh && (await cache.match(url))) return true;
    if (stopped) return false;
    try {
      const response = await fetch(url, { credentials: 'omit' });
      if (response.status !== 200) return false;
      const declared = Number(response.headers.get('content-length') ?? Number.NaN);
      if (Number.isFinite(declared)) {
        // Checked and counted in one step, so saves running side by side cannot both pass.
        if (bytes + declared > budget) {
          stopped = true;
          await response.body?.cancel();
          return false;
        }
        bytes += declared;
      }
      const body = await response.arrayBuffer();
      if (!Number.isFinite(declared)) bytes += body.byteLength;
      if (bytes >= budget) stopped = true;
      await cache.put(
        url,
        new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers }),
      );
      return true;
    } catch {
      return false;
    }
  };

  // In order: the budget is spent on what matters first, and a slow connection is not swamped.
  const pageResults: boolean[] = [];
  for (const url of request.pages) pageResults.push(await save(pages, url, true));
  const assetResults: boolean[] = [];
  for (const url of request.assets)
    assetResults.push(await save(isHashedAsset(url) ? assets : pages, url, !url.startsWith('/guest/')));
  // With a budget one at a time (an answer without a length is only known once read); else 3 at a time.
  const step = request.budget === null ? 3 : 1;
  let photosSaved = 0;
  for (let i = 0; i < request.images.length; i += step) {
    const batch = await Promise.all(request.images.slice(i, i + step).map((url) => save(images, url, false)));
    photosSaved += batch.filter(Boolean).length;
  }
  // The page counts as saved when its own copy and script are; a missing photo only shows as a gap.
  const scriptsSaved = request.assets.every((url, i) => !url.startsWith('/guest/assets/') || assetResults[i]);
  return {
    ok: pageResults[0] === true && scriptsSaved,
    photosSaved,
    photosTotal: request.images.length,
    bytes,
    stopped,
  };
}

async function rememberVariants(groups: string[][]) {
  const cache = await caches.open(VARIANTS);
  const saved = await cache.match(VARIANTS_KEY);
  const known = saved ? ((await saved.json()) as Record<string, string[]>) : {};
  for (const group of groups) for (const url of group) known[url] = group;
  await cache.put(
    VARIANTS_KEY,
    new Response(JSON.stringify(known), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Offline, a photo not saved in the variant asked for: another saved variant of the same photo, if any. */
export async function savedVariant(url: URL): Promise<Response | undefined> {
  const saved = await (await caches.open(VARIANTS)).match(VARIANTS_KEY);
  if (!saved) return undefined;
  const known = (await saved.json()) as Record<string, string[]>;
  const images = await caches.open(IMAGES);
  for (const other of known[url.pathname] ?? []) {
    if (other === url.pathname) continue;
    const response = await images.match(new URL(other, url).href);
    if (response) return response;
  }
  return undefined;
}
