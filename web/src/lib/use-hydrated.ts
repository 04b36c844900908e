import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while a prerendered page is being hydrated (and while prerendering), true otherwise. Parts
 * that depend on this device or on the runtime config (sign-in state, the analytics question) render
 * only once it is true, so hydration sees exactly the markup the build produced.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
