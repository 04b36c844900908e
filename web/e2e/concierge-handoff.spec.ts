import { expect, type Page, test } from '@playwright/test';
import {
  rememberedSession,
  type SeededGuide,
  type SeededHost,
  seedGuide,
  signUpHost,
} from '../../scripts/lib/guest-seed.mjs';
import { uniqueEmail, waitForMail } from './support/accounts';

/**
 * The concierge hands over to the host: a guest on a phone (stay link) asks what the guide does not
 * say, sends the question to the host, the host answers it in the inbox on a laptop, and the answer
 * is mailed to the stay's e-mail and shown in the guest's concierge (in English and in Spanish).
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;
const SHOTS = process.env.HANDOFF_SHOTS_DIR;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

let host: SeededHost;
let guide: SeededGuide;
let session: unknown;
let stayUrl: string;
let propertyName: string;
const guestEmail = uniqueEmail('guest');

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test.beforeAll(async () => {
  test.setTimeout(240_000);
  host = await signUpHost(BASE);
  guide = await seedGuide(BASE, host.token, { sections: 6, photos: 0, places: 2 });
  session = await rememberedSession(BASE, host);
  const today = new Date();
  const day = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const stay = await fetch(`${BASE}/api/stays`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${host.token}` },
    body: JSON.stringify({
      propertyId: guide.propertyId,
      guestName: 'Marta Ruiz',
      email: guestEmail,
      checkInDate: day(0),
      checkOutDate: day(3),
    }),
  });
  const link = new URL((await stay.json()).result.link.url);
  stayUrl = link.pathname + link.search;
  propertyName = (await (await fetch(`${BASE}/api/guide/${guide.slug}`)).json()).result.name;
  // The concierge shows once the guide is indexed (saving the guide queued the run).
  await expect
    .poll(async () => (await (await fetch(`${BASE}/api/guide/${guide.slug}/concierge`)).json()).result.available, {
      timeout: 60_000,
    })
    .toBe(true);
});

test('a guest sends an unanswered question to the host, who answers in the inbox; the answer is mailed and shown', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const guestContext = await browser.newContext(PHONE);
  const page = await guestContext.newPage();
  await page.goto(stayUrl);
  await page.getByRole('button', { name: 'Ask a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask about your stay' });
  await dialog.getByLabel('Your question').fill('Is there a hairdryer?');
  await dialog.getByRole('button', { name: 'Ask', exact: true }).click();
  await expect(dialog.getByText('I could not find that in this guide.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Call +34 600 123 456' })).toHaveAttribute('href', 'tel:+34600123456');
  await expect(dialog.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', 'mailto:stay@casasol.example');
  await shot(page, 'guest-fallback-en');
  await dialog.getByRole('button', { name: 'Send this question to your host' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Sent to your host.' })).toBeVisible();
  await shot(page, 'guest-sent-en');

  // The owner hears of it by mail, and finds it in the inbox with an unread count in the navigation.
  const notice = await waitForMail(request, host.email, `A guest asked about ${propertyName}`);
  expect(notice.text).toContain('Is there a hairdryer?');
  const hostContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const hostPage = await hostContext.newPage();
  await hostPage.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(session));
  await hostPage.goto('/home');
  // The first load of the app may be slow on a busy machine.
  await expect(hostPage.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(hostPage.getByTestId('inbox-unread')).toHaveText('1');
  await hostPage.getByRole('link', { name: /^Inbox/ }).click();
  await expect(hostPage.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const item = hostPage.getByRole('listitem').filter({ hasText: 'Is there a hairdryer?' });
  await expect(item.getByText('Marta Ruiz', { exact: false })).toBeVisible();
  await item.getByRole('textbox', { name: 'Your answer' }).fill('Yes, in the bathroom drawer.');
  await shot(hostPage, 'host-inbox-en');
  await item.getByRole('button', { name: 'Send answer' }).click();
  await expect(item.getByText('Answered · e-mailed')).toBeVisible();
  await expect(hostPage.getByTestId('inbox-unread')).toHaveCount(0);
  await shot(hostPage, 'host-inbox-answered-en');

  // The getting-started checklist asks how guests reach the host; the account page keeps it.
  await hostPage.goto('/home');
  await hostPage.getByRole('link', { name: 'Start: Tell guests how to reach you' }).click();
  const contact = hostPage.getByRole('region', { name: 'How guests reach you' });
  await contact.getByRole('textbox', { name: 'WhatsApp number' }).fill('+34 600 999 888');
  await contact.getByRole('textbox', { name: 'E-mail for guests' }).fill('lucia@casasol.example');
  await contact.getByRole('checkbox', { name: 'Show my phone and WhatsApp number to guests' }).check();
  await contact.getByRole('button', { name: 'Save contact' }).click();
  await expect(hostPage.getByText('Guests will see your contact in every guide.')).toBeVisible();
  await contact.scrollIntoViewIfNeeded();
  await shot(hostPage, 'host-contact-en');
  await hostContext.close();

  const mail = await waitForMail(request, guestEmail, `Your host answered your question about ${propertyName}`);
  expect(mail.text).toContain('Yes, in the bathroom drawer.');

  // Next time the guest opens the concierge, the answer is there.
  await page.reload();
  await page.getByRole('button', { name: 'Ask a question' }).click();
  const replies = page.getByRole('region', { name: 'Your questions to your host' });
  await expect(replies.getByText('Yes, in the bathroom drawer.')).toBeVisible();
  await shot(page, 'guest-reply-en');
  await guestContext.close();

  // In Spanish: the same stay's answer, and the hand-off on a new unanswered question.
  const esContext = await browser.newContext({ ...PHONE, locale: 'es-ES' });
  const esPage = await esContext.newPage();
  await esPage.goto(`/es${stayUrl}`);
  await esPage.getByRole('button', { name: 'Haz una pregunta' }).click();
  const esDialog = esPage.getByRole('dialog', { name: 'Pregunta sobre tu estancia' });
  await expect(esDialog.getByRole('region', { name: 'Tus preguntas a tu anfitrión' })).toContainText(
    'Yes, in the bathroom drawer.',
  );
  await esDialog.getByLabel('Tu pregunta').fill('¿Hay plancha?');
  await esDialog.getByRole('button', { name: 'Preguntar' }).click();
  await expect(esDialog.getByRole('button', { name: 'Enviar esta pregunta a tu anfitrión' })).toBeVisible();
  await expect(esDialog.getByRole('link', { name: 'Correo' })).toBeVisible();
  await expect(esDialog.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/34600999888');
  await shot(esPage, 'guest-fallback-es');
  await esContext.close();
});
