import { useMediaQuery } from '@mantine/hooks';

/**
 * Whether the screen matches a media query (`(max-width: 48em)`), from the first render on.
 * Mantine's hook answers a fixed value first and the real one after an effect, so a page was laid out
 * for the wrong screen for a frame and then again (the editor without its preview column on a laptop,
 * the stays and messages lists as tables on a phone). The app's pages render in the browser, where the
 * answer is known at once; without `matchMedia` (a server render) it is false.
 */
export function useScreenQuery(query: string): boolean {
  return useMediaQuery(query, undefined, { getInitialValueInEffect: false });
}
