import { useEffect, useSyncExternalStore } from 'react';

let override: string | null = null;
const listeners = new Set<() => void>();

function setOverride(title: string | null) {
  override = title;
  for (const listener of listeners) listener();
}

/**
 * Lets a page name itself in the browser tab (e.g. a property's name) instead of the title its route
 * declares; the app root adds the product name. Cleared when the page unmounts.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    setOverride(title);
    return () => setOverride(null);
  }, [title]);
}

/** The title a page asked for, if any (read by the app root). */
export function useDocumentTitleOverride(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => override,
    () => override,
  );
}
