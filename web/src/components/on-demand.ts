import { useCallback, useEffect, useState } from 'react';

/** A module loaded the first time it is asked for (a menu's or a tooltip's code), then kept. */
export interface OnDemand<T> {
  /** Starts the load (once; again after a failed one) and answers the module. */
  load: () => Promise<T>;
  /** The module if it has loaded. */
  current: () => T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    load: () =>
      (pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined; // the next use tries again
          throw error;
        },
      )),
    current: () => value,
  };
}

/**
 * The module once it has loaded (for this component), and the function that asks for it. A failed
 * load leaves the component as it was (the next intent tries again).
 */
export function useOnDemand<T extends object>(module: OnDemand<T>): [T | undefined, () => void] {
  const [loaded, setLoaded] = useState<T | undefined>(module.current);
  const request = useCallback(() => {
    module.load().then(
      (value) => setLoaded(value),
      () => undefined,
    );
  }, [module]);
  return [loaded, request];
}

/**
 * For an overlay whose code loads when it first opens (a drawer, a dialog): the module once loaded,
 * and whether the overlay may show open. The load starts at the first opening (latched during
 * render, so at once); the overlay then mounts closed and opens on the next frame, so the first
 * opening animates like the others.
 */
export function useOpenedOnDemand<T extends object>(module: OnDemand<T>, opened: boolean): [T | undefined, boolean] {
  const [loaded, request] = useOnDemand(module);
  const [started, setStarted] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (opened && !started) setStarted(true);
  useEffect(() => {
    if (started) request();
  }, [started, request]);
  useEffect(() => {
    if (!loaded) return;
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, [loaded]);
  return [loaded, mounted];
}
