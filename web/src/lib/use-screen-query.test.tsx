import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenQuery } from './use-screen-query';

afterEach(() => vi.restoreAllMocks());

const screenMatching = (matching: string) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === matching,
        media: query,
        onchange: null,
        addListener: vi.fn(),
        removeListener: vi.fn(),
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
        dispatchEvent: vi.fn(),
      }) as MediaQueryList,
  );

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
