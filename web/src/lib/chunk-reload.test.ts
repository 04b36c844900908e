import { describe, expect, it, vi } from 'vitest';
import { RELOAD_GUARD_MS } from '@common/limits';
import indexHtml from '../../index.html?raw';
import { isChunkLoadError, LAST_RELOAD_KEY, reloadOnceForChunkError } from './chunk-reload';

const memoryStorage = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
};

describe('failed chunk loads', () => {
  it('are recognised from the browsers’ dynamic import errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reload the page at most once per 10 s', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForChunkError(1_000_000, storage, reload)).toBe(true);
    expect(reloadOnceForChunkError(1_009_999, storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(1_010_000, storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('share their guard with the boot watchdog in index.html (one key, one interval)', () => {
    const watchdog = /<script id="boot-watchdog">([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';
    expect(watchdog).toContain(`const RELOADED_KEY = '${LAST_RELOAD_KEY}';`);
    expect(watchdog).toContain(`const GUARD_MS = ${RELOAD_GUARD_MS};`);
  });
});
