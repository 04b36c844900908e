import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';

const PhotoDrawerTabs = lazy(() =>
  import('./photo-drawer-tabs').then((module) => ({ default: module.PhotoDrawerTabs })),
);

/**
 * What the app installs into the photo drawer. Nothing is loaded (code, media sources, properties,
 * library) until the drawer first opens; from then on the tabs stay mounted while
 * the drawer is closed, so reopening finds the same source, guide, page and search results.
 */
export function PhotoDrawerContent() {
  const { opened } = usePhotoDrawer();
  const [started, setStarted] = useState(false);
  // Latched during render (not in an effect) so the first opening already renders the tabs.
  if (opened && !started) setStarted(true);
  if (!started) return null;
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      <PhotoDrawerTabs />
    </Suspense>
  );
}
