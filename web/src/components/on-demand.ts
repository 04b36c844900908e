import { useCallback, useState } from 'react';

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
