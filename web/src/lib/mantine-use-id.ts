import { useId as useReactId } from 'react';

/**
 * Mantine's `useId` (@mantine/hooks), as the build gives it to Mantine (`mantineStableIdPlugin`,
 * web/build-plugins.ts; decision 070): the id it starts from, React's, kept. Mantine's own swaps it
 * for a random id in a layout effect, which renders every labelled input a second time, synchronously,
 * before the first paint. React's id is unique within the app's one root and the same in a
 * prerendered page and its hydration. A given id (`staticId`) wins, as in Mantine's.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
