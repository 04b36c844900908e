import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenQuery } from './use-screen-query';

afterEach(() => vi.restoreAllMocks());

/** The screen matches `matching` and no other query (the rest of each answer: the test setup's stub). */
const screenMatching = (matching: string) => {
  const stub = window.matchMedia(matching);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...stub,
    media: query,
    matches: query === matching,
  }));
};

describe('useScreenQuery', () => {
  it('answers from the first render, not after an effect', () => {
    screenMatching('(min-width: 75em)');
    const answers: boolean[] = [];
    renderHook(() => answers.push(useScreenQuery('(min-width: 75em)')));
    expect(answers[0]).toBe(true);
    expect(answers.every(Boolean)).toBe(true);
  });

  it('answers false for a query the screen does not match', () => {
    screenMatching('(min-width: 75em)');
    const { result } = renderHook(() => useScreenQuery('(max-width: 48em)'));
    expect(result.current).toBe(false);
  });

  it('hydrates from the server answer (false), then takes the real answer', async () => {
    screenMatching('(min-width: 75em)');
    const answers: boolean[] = [];
    function Wide() {
      const wide = useScreenQuery('(min-width: 75em)');
      answers.push(wide);
      return <span>{wide ? 'wide' : 'narrow'}</span>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Wide />);
    expect(container.textContent).toBe('narrow');
    const mismatches: unknown[] = [];
    answers.length = 0;
    await act(async () => {
      hydrateRoot(container, <Wide />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(answers[0]).toBe(false);
    expect(answers.at(-1)).toBe(true);
    expect(container.textContent).toBe('wide');
    expect(mismatches).toEqual([]);
  });

  it('follows the screen when it changes', () => {
    let matches = false;
    let changed: (() => void) | undefined;
    const stub = window.matchMedia('(max-width: 48em)');
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          ...stub,
          media: query,
          matches,
          addEventListener: (_type: string, listener: () => void) => (changed = listener),
        }) as unknown as MediaQueryList,
    );
    const { result } = renderHook(() => useScreenQuery('(max-width: 48em)'));
    expect(result.current).toBe(false);
    matches = true;
    act(() => changed?.());
    expect(result.current).toBe(true);
  });
});
