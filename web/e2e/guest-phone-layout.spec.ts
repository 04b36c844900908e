import { expect, type Page, test } from '@playwright/test';
import { seedGuide, type SeededGuide, signUpHost } from '../../scripts/lib/guest-seed.mjs';

/**
 * On a phone (390 x 844) nothing floating covers the guide: the guest scrolls the whole page and at
 * every step each visible piece of text is what the screen shows at that spot, not a fixed or sticky
 * button or bar laid over it (the "Ask a question" and "Emergency" buttons used to cover the address,
 * the Wi-Fi password, the search field and the call buttons).
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

let guide: SeededGuide;

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const host = await signUpHost(BASE);
  guide = await seedGuide(BASE, host.token, { sections: 12, photos: 2, places: 6 });
});

/**
 * Text boxes (one per line of each text node) whose visible part is hit, at its centre, by an
 * unrelated element that is (or sits in) a fixed or sticky box. Clipped parts of a box (outside the
 * viewport or an overflow container) do not count: they are not on screen.
 */
function coveredText(page: Page) {
  return page.evaluate(() => {
    const floats = (el: Element | null): boolean => {
      for (let e = el; e; e = e.parentElement) {
        const position = getComputedStyle(e).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const visibleRect = (el: Element, r: DOMRect) => {
      let left = Math.max(r.left, 0);
      let top = Math.max(r.top, 0);
      let right = Math.min(r.right, window.innerWidth);
      let bottom = Math.min(r.bottom, window.innerHeight);
      for (let e = el.parentElement; e && e !== document.documentElement; e = e.parentElement) {
        const style = getComputedStyle(e);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const c = e.getBoundingClientRect();
        left = Math.max(left, c.left);
        top = Math.max(top, c.top);
        right = Math.min(right, c.right);
        bottom = Math.min(bottom, c.bottom);
      }
      return right - left > 2 && bottom - top > 2 ? { left, top, right, bottom } : null;
    };
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const owner = node.parentElement;
      if (!text || !owner || owner.closest('script,style,svg,[hidden]')) continue;
      // The floating things' own labels are not covered content.
      if (floats(owner)) continue;
      if (!owner.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        const v = visibleRect(owner, r);
        if (!v) continue;
        const hit = document.elementFromPoint((v.left + v.right) / 2, (v.top + v.bottom) / 2);
        if (!hit || hit === owner || owner.contains(hit) || hit.contains(owner)) continue;
        if (floats(hit)) covered.push(`${text.slice(0, 40)} under ${hit.tagName.toLowerCase()}.${hit.className}`);
      }
    }
    return covered;
  });
}

/** Scrolls whatever scrolls the guide (the window or the guide's scrolling area) by most of a screen. */
function scrollOn(page: Page) {
  return page.evaluate(() => {
    const scrollers = [document.scrollingElement, ...document.querySelectorAll('body *')].filter(
      (e): e is Element =>
        !!e &&
        e.scrollHeight > e.clientHeight + 1 &&
        (e === document.scrollingElement || ['auto', 'scroll'].includes(getComputedStyle(e).overflowY)),
    );
    const el = scrollers.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
    if (!el) return false;
    const before = el.scrollTop;
    el.scrollBy({ top: el.clientHeight * 0.6, behavior: 'instant' });
    return el.scrollTop > before;
  });
}

for (const locale of ['en', 'es'] as const) {
  test(`no text of the guide is under a floating button or bar at 390x844 (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(locale === 'en' ? `/g/${guide.slug}` : `/es/g/${guide.slug}`);
    // The concierge indexes the guide after the seed's save; its button joins the emergency one.
    await expect(async () => {
      await page.reload();
      await expect(page.locator('[data-concierge-launch]')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(page.locator('.sos')).toBeVisible();

    const covered = new Set<string>();
    let steps = 0;
    do {
      await page.waitForTimeout(50);
      for (const line of await coveredText(page)) covered.add(line);
      steps++;
    } while ((await scrollOn(page)) && steps < 200);
    expect(steps).toBeGreaterThan(5);
    expect([...covered]).toEqual([]);

    // The buttons stay reachable: both at the bottom of the screen, with their labels.
    await expect(page.locator('[data-concierge-launch]')).toBeInViewport();
    await expect(page.locator('[data-concierge-launch]')).toHaveAccessibleName(
      locale === 'en' ? /Ask a question/ : /Haz una pregunta/,
    );
    await expect(page.locator('.sos')).toBeInViewport();
  });
}
