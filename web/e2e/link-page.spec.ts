import { expect, test } from '@playwright/test';

/**
 * /link opened directly (a full page load, as from a typed address) is the same page as in-app
 * navigation: the nofooter layout with the site header, in both languages, and still no cookie.
 */
test('a guest who opens /link directly gets the site header and no footer, like in-app navigation', async ({
  page,
  context,
}) => {
  for (const [path, heading] of [
    ['/link', 'Open a guide'],
    ['/es/link', /.+/],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByTestId('link-form')).toHaveAttribute('action', path);
  }
  expect(await context.cookies()).toEqual([]);
});
