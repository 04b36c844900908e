import { afterEach, describe, expect, it } from 'vitest';
import { drawIcons } from './icons';

afterEach(() => {
  document.body.innerHTML = '';
});

const SPRITE = '/guest/icons/abcdefghijklmnop.svg?i=beer,lock';

describe('drawIcons (the icons below the first screen, from the external sprite)', () => {
  it('points the icons the page does not hold into the sprite file, and leaves the inline ones', () => {
    document.body.innerHTML = `<svg width="0" height="0"><symbol id="i-sos" viewBox="0 0 24 24"></symbol></svg>
<svg class="ic"><use href="#i-sos"/></svg><svg class="ic"><use href="#i-beer"/></svg><svg class="ic"><use href="#i-lock"/></svg>`;
    drawIcons(SPRITE);
    expect([...document.querySelectorAll('use')].map((use) => use.getAttribute('href'))).toEqual([
      '#i-sos',
      `${SPRITE}#i-beer`,
      `${SPRITE}#i-lock`,
    ]);
    // Run again (nothing left to point): unchanged.
    drawIcons(SPRITE);
    expect(document.querySelectorAll(`use[href="${SPRITE}#i-beer"]`)).toHaveLength(1);
  });

  it('changes nothing when the page names no sprite (every icon inline, or the print page)', () => {
    document.body.innerHTML = '<svg class="ic"><use href="#i-beer"/></svg>';
    drawIcons(null);
    expect(document.querySelector('use')!.getAttribute('href')).toBe('#i-beer');
  });
});
