import { startTransition, useEffect, useState } from 'react';

/** Set once the app's first view has been painted: parts mounted later render at once. */
let painted = false;

/**
 * Calls `then` in a task after the next frame has been painted (a task queued from
 * requestAnimationFrame); answers the function that cancels it.
 */
function afterNextPaint(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(then);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

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
    return afterNextPaint(() => {
      painted = true;
      startTransition(() => setReady(true));
    });
  }, [ready]);
  return ready;
}

/**
 * False in the render that mounts the component, true once that render has been painted (in a
 * transition): for the parts of a view that comes with its data, below its fold (the report's lower
 * cards, the editor's location card). That view often mounts after the app's first paint, when the
 * data arrives, and its content then reaches the screen one render sooner (decision 070).
 */
export function useAfterOwnPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setReady(true))), []);
  return ready;
}

/** Back to before the first paint (tests: each file starts as a fresh page). */
export function forgetFirstPaint(): void {
  painted = false;
}
