import { useSyncExternalStore } from 'react';

/** The visitor's answer to the analytics question, kept on this device (localStorage). */
export type AnalyticsConsent = 'granted' | 'denied';

export const ANALYTICS_CONSENT_KEY = 'analyticsConsent';

const listeners = new Set<() => void>();

/** The remembered answer, or null while the visitor has not answered (or storage is blocked). */
export function getAnalyticsConsent(): AnalyticsConsent | null {
  try {
    const value = localStorage.getItem(ANALYTICS_CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** Remembers the answer; null forgets it, so the banner asks again. */
export function setAnalyticsConsent(consent: AnalyticsConsent | null): void {
  try {
    if (consent) localStorage.setItem(ANALYTICS_CONSENT_KEY, consent);
    else localStorage.removeItem(ANALYTICS_CONSENT_KEY);
  } catch {
    // Blocked storage: the answer lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ANALYTICS_CONSENT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The answer inside React; re-renders when it changes here or in another tab. */
export function useAnalyticsConsent(): AnalyticsConsent | null {
  return useSyncExternalStore(subscribe, getAnalyticsConsent, getAnalyticsConsent);
}

/** Guest-facing pages never load the analytics tag (see lib/guest-paths). */
export { isGuestPath } from '@web/lib/guest-paths';
