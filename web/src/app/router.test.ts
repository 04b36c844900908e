import { afterEach, describe, expect, it } from 'vitest';
import { createPreparedAppRouter } from './router';

/** The prepared router for `path`: its first matches, and whether it still had code to load. */
async function prepared(path: string) {
  window.history.replaceState(null, '', path);
  const router = await createPreparedAppRouter({ hydrate: false });
  const { matches, initialized } = router.state;
  router.dispose();
  return {
    initialized,
    pathnames: matches.map((match) => match.pathnameBase),
    page: matches.at(-1)?.route,
  };
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the router for the page the browser opened', () => {
  it("has an English page's code loaded before the first render", async () => {
    const { initialized, pathnames, page } = await prepared('/pricing');
    expect(initialized).toBe(true);
    expect(pathnames).toEqual(['/', '/', '/', '/pricing']);
    expect(page?.lazy).toBeUndefined();
    expect(page?.element).toBeTruthy();
  });

  it("has a Spanish page's code loaded, under /es", async () => {
    const { initialized, pathnames, page } = await prepared('/es/pricing');
    expect(initialized).toBe(true);
    expect(pathnames).toEqual(['/', '/es', '/es', '/es/pricing']);
    expect(page?.element).toBeTruthy();
  });

  it('takes an unknown Spanish path to the Spanish not-found page, not the English one', async () => {
    const { initialized, pathnames, page } = await prepared('/es/no-such-page');
    expect(initialized).toBe(true);
    expect(pathnames.slice(0, 2)).toEqual(['/', '/es']);
    expect(page?.path).toBe('*');
    expect(page?.element).toBeTruthy();
  });
});
