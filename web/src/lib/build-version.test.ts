import { afterEach, describe, expect, it, vi } from 'vitest';
import { BUILD_POLL_INTERVAL_MS } from '@common/limits';
import { watchBuildVersion } from './build-version';

afterEach(() => vi.useRealTimers());

const versionFetch = (version: string) =>
  vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify({ version, builtAt: '2026-01-01T00:00:00Z' }), { status: 200 }),
  );

describe('build version polling', () => {
  it('checks /version.json hourly and reports a different build once', async () => {
    vi.useFakeTimers();
    const fetchImpl = versionFetch('b2');
    const onNew = vi.fn();
    const stop = watchBuildVersion(onNew, { loaded: 'b1', fetchImpl });

    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledWith('/version.json', expect.objectContaining({ cache: 'no-store' }));
    expect(onNew).toHaveBeenCalledWith('b2');

    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 3);
    expect(onNew).toHaveBeenCalledTimes(1);
    stop();
  });

  it('stays quiet while the deployed build is the loaded one or cannot be read', async () => {
    vi.useFakeTimers();
    const onNew = vi.fn();
    const same = watchBuildVersion(onNew, { loaded: 'b1', fetchImpl: versionFetch('b1') });
    const broken = watchBuildVersion(onNew, {
      loaded: 'b1',
      fetchImpl: vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
    });
    await vi.advanceTimersByTimeAsync(BUILD_POLL_INTERVAL_MS * 2);
    expect(onNew).not.toHaveBeenCalled();
    same();
    broken();
  });
});
