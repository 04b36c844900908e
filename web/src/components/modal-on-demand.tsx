import { type ModalProps } from '@mantine/core';
import { onDemand, useOpenedOnDemand } from './on-demand';

/** The dialog code; a test that opens dialogs at once can load it first (`modalCode.load()`). */
export const modalCode = onDemand(() => import('./modal-loaded'));

/**
 * Mantine's Modal, whose code (with the modal base and scroll lock) loads when it first opens, for
 * dialogs that stay closed on most visits: nothing is rendered before. It then stays mounted; it
 * mounts closed and opens on the next frame, so the first opening fades in like the others.
 */
export function ModalOnDemand(props: ModalProps) {
  const [loaded, mounted] = useOpenedOnDemand(modalCode, Boolean(props.opened));
  if (!loaded) return null;
  return <loaded.Modal {...props} opened={props.opened && mounted} />;
}
