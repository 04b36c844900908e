import { RELOAD_GUARD_MS } from '@common/limits';

/**
 * sessionStorage key of the last automatic reload. index.html's boot watchdog (which cannot import
 * modules: they are what failed) keeps the same key and RELOAD_GUARD_MS, so a reload for a missing
 * part and one for a boot that failed count as one (chunk-reload.test.ts holds them together).
 */
export const LAST_RELOAD_KEY = 'page-reload-at';

/** Whether an error comes from loading a code-split part of the app (a deploy replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

/**
 * Reloads the page to pick up the new build, at most once per RELOAD_GUARD_MS (10 s) so a chunk that
 * is really missing cannot cause a reload loop. Returns false when the guard holds the reload back.
 */
export function reloadOnceForChunkError(
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
): boolean {
  const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(LAST_RELOAD_KEY, String(now));
  reload();
  return true;
}
