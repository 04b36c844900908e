import { type DrawerProps } from '@mantine/core';
import { onDemand, useOpenedOnDemand } from './on-demand';

const drawerCode = onDemand(() => import('./drawer-loaded'));

/**
 * Mantine's Drawer, whose code (with the modal base and scroll lock) loads when it first opens:
 * nothing is rendered before. It then stays mounted, so `keepMounted` contents keep their state.
 * It mounts closed and opens on the next frame, so the first opening slides in like the others.
 */
export function DrawerOnDemand(props: DrawerProps) {
  const [loaded, mounted] = useOpenedOnDemand(drawerCode, Boolean(props.opened));
  if (!loaded) return null;
  return <loaded.Drawer {...props} opened={props.opened && mounted} />;
}
