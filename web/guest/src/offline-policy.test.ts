import { describe, expect, it } from 'vitest';
import { backgroundAllowed, pickCandidate, srcsetUrls } from './offline-policy';

describe('backgroundAllowed', () => {
  it('allows background saving on a fast connection, or when the browser does not tell', () => {
    expect(backgroundAllowed(undefined)).toBe(true);
    expect(backgroundAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
  });

  it('saves nothing in the background with Save-Data, even on a fast connection', () => {
    expect(backgroundAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it.each(['slow-2g', '2g', '3g'])('saves nothing in the background on %s', (effectiveType) => {
    expect(backgroundAllowed({ effectiveType, saveData: false })).toBe(false);
  });
});

describe('pickCandidate', () => {
  const srcset = '/i/s.jpg 400w, /i/m.jpg 800w, /i/l.jpg 1600w';

  it('picks the narrowest candidate covering the slot in device pixels', () => {
    expect(pickCandidate(srcset, 195, 2)).toBe('/i/s.jpg');
    expect(pickCandidate(srcset, 390, 2)).toBe('/i/m.jpg');
    expect(pickCandidate(srcset, 412, 2)).toBe('/i/l.jpg');
    expect(pickCandidate(srcset, 390, 1)).toBe('/i/s.jpg');
  });

  it('falls back to the widest when none covers the slot, and to null without width candidates', () => {
    expect(pickCandidate(srcset, 1200, 2)).toBe('/i/l.jpg');
    expect(pickCandidate('/i/a.jpg 2x', 300, 1)).toBeNull();
    expect(pickCandidate('', 300, 1)).toBeNull();
  });

  it('lists every URL of a srcset', () => {
    expect(srcsetUrls(srcset)).toEqual(['/i/s.jpg', '/i/m.jpg', '/i/l.jpg']);
  });
});
