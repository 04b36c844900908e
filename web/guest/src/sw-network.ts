/**
 * The service worker's network-first fetch, apart so it can be tested without a worker.
 *
 * A stay page (`?s=` token) waits for the network however long it takes while there is one: its
 * answer may say the link was revoked or the stay changed, and that must reach the phone on the next
 * online load. The saved copy is only for when the network fails (offline). Other guide pages show
 * the saved copy when the network is slower than `timeoutMs`, and refresh it in the background.
 */

/** How long a guide page waits for the network before the saved copy is shown. */
export const NETWORK_TIMEOUT_MS = 4000;

/** How long a page may wait for the network before its saved copy: a stay page (`?s=` token) waits as long as it takes. */
export const pageTimeout = (url: URL): number | null => (url.searchParams.has('s') ? null : NETWORK_TIMEOUT_MS);

/** Network first; a 200 is saved, a 404/410 removes the saved copy (unpublished or a changed link). */
export async function networkFirst(
  request: Request,
  cacheName: string,
  options: { timeoutMs: number | null; fallback?: () => Response },
): Promise<Response> {
  const cache = await caches.open(cacheName);
  const network = fetch(request).then(async (response) => {
    if (response.status === 200) await cache.put(request, response.clone());
    else if (response.status === 404 || response.status === 410) await cache.delete(request);
    return response;
  });
  try {
    if (options.timeoutMs !== null) {
      const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), options.timeoutMs!));
      const first = await Promise.race([network, timeout]);
      if (first) return first;
      const saved = await cache.match(request);
      if (saved) return saved;
    }
    return await network;
  } catch {
    const saved = await cache.match(request);
    if (saved) return saved;
    return options.fallback ? options.fallback() : Response.error();
  }
}
