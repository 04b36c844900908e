import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Idle callbacks the page asked for, run by the test one at a time. */
let idle: Array<() => void> = [];

beforeEach(() => {
  vi.resetModules();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
});
afterEach(() => vi.unstubAllGlobals());

const runIdle = () => idle.shift()?.();

describe('later (start-up work the first screen does not need)', () => {
  it('runs one part per idle period after load, in order, then runs new work at once', async () => {
    const { later } = await import('./startup');
    const ran: string[] = [];
    later(() => ran.push('search'));
    later(() => ran.push('map'));
    later(() => ran.push('devices'));
    expect(ran).toEqual([]);
    // The document has loaded (jsdom): the first idle callback is already asked for.
    runIdle();
    expect(ran).toEqual(['search']);
    runIdle();
    expect(ran).toEqual(['search', 'map']);
    runIdle();
    runIdle();
    expect(ran).toEqual(['search', 'map', 'devices']);
    later(() => ran.push('concierge'));
    expect(ran).toEqual(['search', 'map', 'devices', 'concierge']);
  });

  it("runs everything still waiting at the guest's first interaction", async () => {
    const { later } = await import('./startup');
    const ran: string[] = [];
    later(() => ran.push('search'));
    later(() => ran.push('map'));
    later(() => ran.push('devices'));
    runIdle();
    document.dispatchEvent(new Event('pointerdown'));
    expect(ran).toEqual(['search', 'map', 'devices']);
    runIdle();
    expect(ran).toEqual(['search', 'map', 'devices']);
  });

  it('starts the other parts when one fails', async () => {
    const { later } = await import('./startup');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    later(() => {
      throw new Error('map failed');
    });
    later(() => ran.push('search'));
    document.dispatchEvent(new Event('keydown'));
    expect(ran).toEqual(['search']);
    expect(error).toHaveBeenCalled();
  });

  it('runs everything at once when the guest interacted before the script ran (the starter says so)', async () => {
    document.documentElement.dataset.guestInteracted = '';
    try {
      const { later } = await import('./startup');
      const ran: string[] = [];
      later(() => ran.push('search'));
      later(() => ran.push('map'));
      expect(ran).toEqual(['search', 'map']);
    } finally {
      delete document.documentElement.dataset.guestInteracted;
    }
  });
});

describe('inSteps (the script start-up, one step per task)', () => {
  it('runs one step per task, in order, goes on past a failing step and resolves after the last', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const { inSteps } = await import('./startup');
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const ran: string[] = [];
      let resolved = false;
      void inSteps([
        () => ran.push('handlers'),
        () => {
          throw new Error('storage refused');
        },
        () => ran.push('later work'),
      ]).then(() => (resolved = true));
      // Nothing runs in the task that loaded the script.
      expect(ran).toEqual([]);
      vi.advanceTimersToNextTimer();
      expect(ran).toEqual(['handlers']);
      vi.advanceTimersToNextTimer();
      expect(ran).toEqual(['handlers']);
      expect(error).toHaveBeenCalled();
      vi.advanceTimersToNextTimer();
      expect(ran).toEqual(['handlers', 'later work']);
      await Promise.resolve();
      expect(resolved).toBe(false);
      vi.advanceTimersToNextTimer();
      await Promise.resolve();
      expect(resolved).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
