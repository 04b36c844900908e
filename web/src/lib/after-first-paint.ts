import { startTransition, useEffect, useState } from 'react';

/** Set once the app's first view has been painted: parts mounted later render at once. */
let painted = false;

/**
 * False during the app's first render, then true: the parts of the first view that are not its
 * content (the side navigation's entries, the dashboard's side column) render right after the first
 * paint, in a transition, so the page's content reaches the screen one render sooner (decision 062).
 * Mounted after that first paint (a later page), it is true at once.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(painted);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the first commit has been painted: a task queued from requestAnimationFrame.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        painted = true;
        startTransition(() => setReady(true));
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

/** Back to before the first paint (tests: each file starts as a fresh page). */
export function forgetFirstPaint(): void {
  painted = false;
}
