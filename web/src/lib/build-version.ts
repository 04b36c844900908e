import { BUILD_POLL_INTERVAL_MS } from '@common/limits';

declare const __BUILD_ID__: string | undefined;

/** The build this page was loaded from (compiled in by web/vite.config.ts). */
export const LOADED_BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'unknown';

/** The build currently deployed, from /version.json, or null when it cannot be read. */
export async function fetchDeployedBuildId(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl('/version.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * Polls /version.json every BUILD_POLL_INTERVAL_MS (hourly) and calls `onNewVersion` once when the
 * deployed build differs from the loaded one. Returns a function that stops polling.
 */
export function watchBuildVersion(
  onNewVersion: (version: string) => void,
  options: { loaded?: string; intervalMs?: number; fetchImpl?: typeof fetch } = {},
): () => void {
  const loaded = options.loaded ?? LOADED_BUILD_ID;
  let stopped = false;
  const timer = setInterval(async () => {
    const deployed = await fetchDeployedBuildId(options.fetchImpl);
    if (stopped || !deployed || deployed === loaded) return;
    stopped = true;
    clearInterval(timer);
    onNewVersion(deployed);
  }, options.intervalMs ?? BUILD_POLL_INTERVAL_MS);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
