import { renderHook } from '@testing-library/react';
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
});
