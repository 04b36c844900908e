import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the screen matches a media query (`(max-width: 48em)`), from the first render on.
 * Mantine's hook answers a fixed value first and the real one after an effect, so a page was laid out
 * for the wrong screen for a frame and then again (the editor without its preview column on a laptop,
 * the stays and messages lists as tables on a phone). Here a page the app renders itself knows the
 * answer at once; a page it hydrates (drawn on the server, decision 077) starts from the server's
 * answer, false, as its markup did, and takes the real one right after, so hydration never disagrees
 * with the markup. Such a page lays out what differs by screen with CSS (`visibleFrom`, spans by
 * breakpoint) and uses this only for what may come a moment later.
 */
export function useScreenQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
