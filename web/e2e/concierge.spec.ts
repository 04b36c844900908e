import { expect, type Page, test } from '@playwright/test';
import {
  rememberedSession,
  type SeededGuide,
  type SeededHost,
  seedGuide,
  signUpHost,
} from '../../scripts/lib/guest-seed.mjs';

/**
 * The AI concierge end to end: the guide is indexed by itself when saved (/home/guide/ai shows it), a guest on a phone asks
 * in Spanish and follows the citation to the section, and a question the guide cannot answer reaches
 * the host, who answers it in one step (as a Q&A pair, or as a new guide section). The guide is seeded through the API (scripts/lib/guest-seed.mjs).
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

let host: SeededHost;
let guide: SeededGuide;
/** The signed-in user as the web app keeps it in localStorage (what the login page stores). */
let session: unknown;

async function signIn(page: Page) {
  await page.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(session));
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  host = await signUpHost(BASE);
  guide = await seedGuide(BASE, host.token, { sections: 12, photos: 0, places: 4 });
  session = await rememberedSession(BASE, host);
});

test.describe('the AI concierge', () => {
  test('the guide is indexed by itself after it is saved, a guest asks in Spanish and follows the citation to the section', async ({
    browser,
  }) => {
    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const hostPage = await hostContext.newPage();
    await signIn(hostPage);
    await hostPage.goto('/home/guide/ai');
    await expect(hostPage.getByRole('heading', { level: 1, name: 'AI concierge' })).toBeVisible();
    // Saving the guide (the seed's PUT) queued the index run: nobody presses "Index now".
    await expect(async () => {
      await hostPage.reload();
      await expect(hostPage.getByTestId('index-state')).toHaveText('Up to date', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await hostContext.close();

    const guestContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'es-ES',
    });
    const page = await guestContext.newPage();
    await page.goto(`/es/g/${guide.slug}`);
    await page.getByRole('button', { name: 'Haz una pregunta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pregunta sobre tu estancia' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: '¿Dónde puedo aparcar?' })).toBeVisible();
    await dialog.getByLabel('Tu pregunta').fill('¿dónde puedo aparcar el coche?');
    await dialog.getByRole('button', { name: 'Preguntar' }).click();
    await expect(dialog.getByText('Free parking two streets away, on Calle Feria.')).toBeVisible();
    await expect(dialog.getByText('Respuesta automática citada de esta guía')).toBeVisible();
    await dialog.getByRole('link', { name: 'Parking on Calle Mayor' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/es/g/${guide.slug}#s-`));
    await expect(page.getByRole('heading', { name: 'Parking on Calle Mayor' })).toBeInViewport();
    await guestContext.close();
  });

  test('a question the guide cannot answer gets the host contact, and the host answers it in one step', async ({
    browser,
  }) => {
    const guestContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await guestContext.newPage();
    await page.goto(`/g/${guide.slug}`);
    await page.getByRole('button', { name: 'Ask a question' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ask about your stay' });
    await dialog.getByLabel('Your question').fill('Is there a sauna?');
    await dialog.getByRole('button', { name: 'Ask', exact: true }).click();
    await expect(dialog.getByText('I could not find that in this guide.', { exact: false })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Call +34 600 123 456' })).toHaveAttribute(
      'href',
      'tel:+34600123456',
    );
    await guestContext.close();

    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const hostPage = await hostContext.newPage();
    await signIn(hostPage);
    await hostPage.goto('/home/guide/ai?tab=questions');
    const item = hostPage.getByRole('listitem').filter({ hasText: 'Is there a sauna?' });
    await item.getByRole('button', { name: 'Add as Q&A' }).click();
    const modal = hostPage.getByRole('dialog', { name: 'Turn the question into a Q&A pair' });
    await modal
      .getByRole('textbox', { name: 'Answer' })
      .fill('No sauna, but the public baths on Calle Feria have one.');
    await modal.getByRole('button', { name: 'Add to Q&A' }).click();
    await expect(modal).toBeHidden();
    await hostPage.getByText('All', { exact: true }).click();
    await expect(
      hostPage.getByRole('listitem').filter({ hasText: 'Is there a sauna?' }).getByText('In your Q&A'),
    ).toBeVisible();
    await hostContext.close();
  });

  test('the host turns an unanswered question into a guide section, and after indexing the concierge answers from it', async ({
    browser,
  }) => {
    const guestContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await guestContext.newPage();
    const askGuest = async (question: string) => {
      await page.goto(`/g/${guide.slug}`);
      await page.getByRole('button', { name: 'Ask a question' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ask about your stay' });
      await dialog.getByLabel('Your question').fill(question);
      await dialog.getByRole('button', { name: 'Ask', exact: true }).click();
      return dialog;
    };
    const first = await askGuest('Do you have a hair straightener?');
    await expect(first.getByText('I could not find that in this guide.', { exact: false })).toBeVisible();

    const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const hostPage = await hostContext.newPage();
    await signIn(hostPage);
    await hostPage.goto('/home/guide/ai?tab=questions');
    await hostPage
      .getByRole('listitem')
      .filter({ hasText: 'Do you have a hair straightener?' })
      .getByRole('button', { name: 'Add to guide' })
      .click();
    const modal = hostPage.getByRole('dialog', { name: 'Add the answer to your guide' });
    await modal.getByRole('textbox', { name: 'Section title' }).fill('Hair straightener');
    await modal
      .getByRole('textbox', { name: 'Section text' })
      .fill('A hair straightener is in the bathroom drawer, next to the hairdryer.');
    await modal.getByRole('button', { name: 'Add to guide' }).click();
    await expect(modal).toBeHidden();
    // Re-indexed by itself after the new section.
    await expect(async () => {
      await hostPage.reload();
      await expect(hostPage.getByTestId('index-state')).toHaveText('Up to date', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await hostPage.getByText('All', { exact: true }).click();
    await expect(
      hostPage
        .getByRole('listitem')
        .filter({ hasText: 'Do you have a hair straightener?' })
        .getByText('In the guide: Hair straightener'),
    ).toBeVisible();
    // "In the guide" opens the editor on that section, ready to polish.
    await hostPage.getByRole('link', { name: 'In the guide: Hair straightener' }).click();
    await expect(hostPage).toHaveURL(/\/home\/guide\/property-\d+\?section=/);
    const title = hostPage.getByRole('textbox', { name: 'Title (English)', exact: true });
    await expect(title).toHaveValue('Hair straightener');
    await expect(title).toBeInViewport();
    await hostContext.close();

    const again = await askGuest('Do you have a hair straightener?');
    await expect(again.getByText('A hair straightener is in the bathroom drawer', { exact: false })).toBeVisible();
    await again.getByRole('link', { name: 'Hair straightener' }).click();
    await expect(page.getByRole('heading', { name: 'Hair straightener' })).toBeInViewport();
    await guestContext.close();
  });
});
