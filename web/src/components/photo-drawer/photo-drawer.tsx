import { useTranslation } from '@web/lib/i18n/react';
import { DrawerOnDemand } from '@web/components/drawer-on-demand';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

/** What the drawer was opened for: an image to replace (its URL, or an object carrying one), or nothing. */
export type PhotoDrawerTarget = string | { url: string };

/**
 * A photo picked in the drawer (docs/product.md, "Photo drawer"): the public image base URL plus
 * largeImagePath for a library item, or src.original for a stock photo. `mediaId` is the library id
 * when the photo is (or has been saved into) the host's library, else null.
 */
export interface AssignedPhoto {
  url: string;
  mediaId: number | null;
}

export interface PhotoDrawerOpenOptions {
  /** Receives the photo the host assigns; the drawer closes after calling it. */
  onAssign?: (photo: AssignedPhoto) => void;
}

export interface PhotoDrawerState {
  opened: boolean;
  target: PhotoDrawerTarget | null;
  /**
   * True when the drawer has something to pick from (its tabs are installed). Until then, buttons that
   * promise to assign a photo should stay hidden rather than open an empty drawer.
   */
  canAssign: boolean;
  /** Opens the drawer, optionally for a given image and with a receiver for the assigned photo. */
  open: (target?: PhotoDrawerTarget, options?: PhotoDrawerOpenOptions) => void;
  close: () => void;
  /**
   * Called by the drawer's tabs when the host presses Assign: hands the photo to the receiver given to
   * open() and closes the drawer. Without a receiver it only closes.
   */
  assign: (photo: AssignedPhoto) => void;
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
  // A ref, not state: the receiver changes with every open() and never needs a render.
  const receiver = useRef<PhotoDrawerOpenOptions['onAssign']>(undefined);

  const open = useCallback((next?: PhotoDrawerTarget, options?: PhotoDrawerOpenOptions) => {
    receiver.current = options?.onAssign;
    setTarget(next ?? null);
    setOpened(true);
  }, []);
  const close = useCallback(() => {
    receiver.current = undefined;
    setOpened(false);
  }, []);
  const assign = useCallback(
    (photo: AssignedPhoto) => {
      receiver.current?.(photo);
      close();
    },
    [close],
  );
  const canAssign = content !== undefined && content !== null;
  const value = useMemo(
    () => ({ opened, target, canAssign, open, close, assign }),
    [opened, target, canAssign, open, close, assign],
  );

  return (
    <PhotoDrawerContext.Provider value={value}>
      {children}
      <DrawerOnDemand
        opened={opened}
        onClose={close}
        position="left"
        size="lg"
        title={t('photos.title')}
        closeButtonProps={{ 'aria-label': t('photos.close') }}
        // Closing hides the tabs instead of unmounting them: reopening finds the same source, guide,
        // page and search results (they are loaded on the first opening only).
        keepMounted
      >
        {content}
      </DrawerOnDemand>
    </PhotoDrawerContext.Provider>
  );
}

/** Opens and closes the photo drawer from anywhere inside the app providers. */
export function usePhotoDrawer(): PhotoDrawerState {
  const value = useContext(PhotoDrawerContext);
  if (!value) throw new Error('usePhotoDrawer must be used inside PhotoDrawerProvider');
  return value;
}
