import { createContext, useContext, type ReactNode } from 'react';
import { type PublicConfig } from '@common/contracts/config';

/** Used for exactly one call, GET /api/config; every later call uses the apiBase that call returns. */
export const BOOTSTRAP_API_BASE = '/api';

let current: PublicConfig | null = null;

/**
 * Shape check of the fields the shell cannot work without. The full zod schema (PublicConfigSchema) is
 * deliberately not used here: it would put zod into the first bundle every visitor downloads, and the
 * server already serialises this answer through that schema.
 */
export function isPublicConfig(value: unknown): value is PublicConfig {
  if (!value || typeof value !== 'object') return false;
  const config = value as Record<string, unknown>;
  return (
    typeof config.apiBase === 'string' &&
    typeof config.imageBaseUrl === 'string' &&
    typeof config.toastLife === 'number' &&
    typeof config.toastErrorLife === 'number' &&
    typeof config.cookieSecure === 'boolean' &&
    Array.isArray(config.locales)
  );
}

/**
 * Fetches the runtime config the server publishes (`{ result: PublicConfig, errors: [] }`), checks
 * its shape and caches it for non-React code (api client, toasts).
 */
export async function loadPublicConfig(fetchImpl: typeof fetch = fetch): Promise<PublicConfig> {
  const response = await fetchImpl(`${BOOTSTRAP_API_BASE}/config`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${BOOTSTRAP_API_BASE}/config answered ${response.status}`);
  const body: unknown = await response.json();
  const result = (body as { result?: unknown } | null)?.result;
  if (!isPublicConfig(result)) throw new Error(`GET ${BOOTSTRAP_API_BASE}/config answered an unexpected shape`);
  current = result;
  return current;
}

/** The loaded config. Throws when called before loadPublicConfig (a programming error). */
export function getPublicConfig(): PublicConfig {
  if (!current) throw new Error('Public config read before it was loaded');
  return current;
}

/** The loaded config, or null before loading (for code that has a safe default). */
export function peekPublicConfig(): PublicConfig | null {
  return current;
}

/** Installs a config without fetching it (tests, and the provider below). */
export function setPublicConfig(config: PublicConfig | null): void {
  current = config;
}

const PublicConfigContext = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

/** The runtime config inside React. */
export function usePublicConfig(): PublicConfig {
  const config = useContext(PublicConfigContext);
  if (!config) throw new Error('usePublicConfig must be used inside PublicConfigProvider');
  return config;
}
