import { Drawer } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the drawer was opened for: an image to replace (its URL, or an object carrying one), or nothing. */
export type PhotoDrawerTarget = string | { url: string };

export interface PhotoDrawerState {
  opened: boolean;
  target: PhotoDrawerTarget | null;
  /** Opens the drawer, optionally for a given image (SPEC.md "Photo drawer"). */
  open: (target?: PhotoDrawerTarget) => void;
  close: () => void;
}

const PhotoDrawerContext = createContext<PhotoDrawerState | null>(null);

/**
 * The app-wide photo drawer slot: one left-side drawer titled Photos, mounted once in the providers
 * and reachable from any page through usePhotoDrawer(). Its tabs (library, stock search) arrive with the
 * photos feature, which passes them in as `content`.
 */
export function PhotoDrawerProvider({ children, content }: { children: ReactNode; content?: ReactNode }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [target, setTarget] = useState<PhotoDrawerTarget | null>(null);

  const open = useCallback((next?: PhotoDrawerTarget) => {
    setTarget(next ?? null);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  const value = useMemo(() => ({ opened, target, open, close }), [opened, target, open, close]);

  return (
    <PhotoDrawerContext.Provider value={value}>
      {children}
      <Drawer
        opened={opened}
        onClose={close}
        position="left"
        size="lg"
        title={t('photos.title')}
        closeButtonProps={{ 'aria-label': t('photos.close') }}
      >
        {content}
      </Drawer>
    </PhotoDrawerContext.Provider>
  );
}

/** Opens and closes the photo drawer from anywhere inside the app providers. */
export function usePhotoDrawer(): PhotoDrawerState {
  const value = useContext(PhotoDrawerContext);
  if (!value) throw new Error('usePhotoDrawer must be used inside PhotoDrawerProvider');
  return value;
}
