import { type DrawerProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { onDemand, useOnDemand } from './on-demand';

const drawerCode = onDemand(() => import('./drawer-loaded'));

/**
 * Mantine's Drawer, whose code (with the modal base and scroll lock) loads when it first opens:
 * nothing is rendered before. It then stays mounted, so `keepMounted` contents keep their state.
 * It mounts closed and opens on the next frame, so the first opening slides in like the others.
 */
export function DrawerOnDemand(props: DrawerProps) {
  const [loaded, request] = useOnDemand(drawerCode);
  const [started, setStarted] = useState(false);
  const [mounted, setMounted] = useState(false);
  // Latched during render, so the first opening starts the load at once.
  if (props.opened && !started) setStarted(true);
  useEffect(() => {
    if (started) request();
  }, [started, request]);
  useEffect(() => {
    if (!loaded) return;
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, [loaded]);
  if (!loaded) return null;
  return <loaded.Drawer {...props} opened={props.opened && mounted} />;
}
