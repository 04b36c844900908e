/**
 * Calls `then` with what `find` answers once it answers something (an element a tab or a section lays
 * out over a few frames, or once its code has come), looking every 50 ms for 3 s at most, then with
 * null. Answers the function that stops looking.
 */
export function whenFound<T>(
  find: () => T | null | undefined,
  then: (found: T | null) => void,
  tries = 60,
): () => void {
  let timer = 0;
  const look = (left: number) => {
    const found = find() ?? null;
    if (found === null && left > 0) timer = window.setTimeout(() => look(left - 1), 50);
    else then(found);
  };
  timer = window.setTimeout(() => look(tries), 50);
  return () => window.clearTimeout(timer);
}
