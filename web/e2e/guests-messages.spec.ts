import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { seedGuide, type SeededGuide, type SeededHost, signUpHost } from '../../scripts/lib/guest-seed.mjs';
import { waitForMail } from './support/accounts';

/**
 * A host's day with guests (1280 x 800): adds a stay, writes a message with a live preview, schedules
 * it on booking so it goes at once, sees it sent in the log; the guest opens their own link, sees the
 * door code (inside the stay's window, no access code) and presses "I've arrived", which the host
 * sees on the dashboard. The host and a published guide with a sensitive key-box section are seeded
 * through the API.
 */
const BASE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199)}`;

let host: SeededHost;
let guide: SeededGuide;

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  host = await signUpHost(BASE, { firstName: 'Marta' });
  guide = await seedGuide(BASE, host.token, { sections: 4, photos: 1, places: 1 });
});

async function signIn(page: Page) {
  await page.goto('/login?redirect=%2Fhome');
  await page.getByLabel('Email').fill(host.email);
  await page.getByLabel('Password', { exact: true }).fill(host.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 });
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A calendar date in the property's time zone (the seeded guide is in Europe/Madrid), `days` from today. */
function madridDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test.describe('a host with guests', () => {
  test('adds a stay, previews and schedules a message, sees it sent; the guest opens their link, sees the door code and says they arrived; the dashboard shows it', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const guestEmail = `jane.${randomBytes(4).toString('hex')}@example.com`;
    await signIn(page);

    // The stay: checking in today, so the door code is already open on the guest's link.
    await page.goto('/home/guide/guests');
    await page.getByRole('button', { name: 'Add a stay' }).click();
    const form = page.getByRole('dialog', { name: 'New stay' });
    await form.getByLabel(/Guest name/).fill('Jane Smith');
    await form.getByLabel('E-mail').fill(guestEmail);
    await form.getByLabel(/Check-in date/).fill(madridDate(0));
    await form.getByLabel(/Check-out date/).fill(madridDate(3));
    await form.getByRole('button', { name: 'Add stay' }).click();

    const details = page.getByRole('dialog', { name: 'Jane Smith' });
    const linkField = details.getByRole('textbox', { name: 'Link for this guest' });
    await expect(linkField).toHaveValue(new RegExp(`/g/${guide.slug}\\?s=`));
    const stayLink = await linkField.inputValue();
    await expect(details.getByRole('img', { name: /QR code of the guide link of Jane Smith/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Stays' }).getByText('Jane Smith')).toBeVisible();

    // A template with a live preview for Jane's stay.
    await page.goto('/home/guide/messages');
    await expect(page.getByText('Booking confirmed', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'New template' }).click();
    const editor = page.getByRole('dialog', { name: 'New template' });
    await editor.getByLabel(/Template name/).fill('Door code reminder');
    await editor.getByLabel('Subject (English)').fill('Your stay at {propertyName}');
    const body = editor.getByLabel('Message (English)');
    await body.fill('Hi {guestFirstName}, the door code is in your guide: ');
    await body.press('End');
    await editor.getByRole('button', { name: 'Insert variable' }).click();
    await page.getByRole('menuitem', { name: /Guest's guide link/ }).click();
    await expect(body).toHaveValue('Hi {guestFirstName}, the door code is in your guide: {guideLink}');
    await expect(editor.getByTestId('preview-subject')).toHaveText('Your stay at Casa Sol');
    await expect(editor.getByTestId('preview-body')).toContainText(
      `Hi Jane, the door code is in your guide: ${stayLink}`,
    );
    // A typo is refused by the preview before it is ever sent.
    await body.fill('Hi {guestFirstNme}');
    await expect(
      editor.getByText('“guestFirstNme” is not a variable you can use.', { exact: false }).first(),
    ).toBeVisible();
    await body.fill('Hi {guestFirstName}, the door code is in your guide: {guideLink}');
    await expect(editor.getByTestId('preview-body')).toContainText('Hi Jane');
    await editor.getByRole('button', { name: 'Save template' }).click();
    await expect(editor).toBeHidden();

    // Scheduled on booking, at once, by e-mail, and applied to Jane's stay: due now.
    await page.getByRole('tab', { name: 'Schedules' }).click();
    await page.getByRole('button', { name: 'New schedule' }).click();
    const schedule = page.getByRole('dialog', { name: 'New schedule' });
    await pick(page, 'Template', 'Door code reminder');
    await pick(page, 'When', 'When the stay is added');
    await schedule.getByLabel(/Days after the stay is added/).fill('0');
    await expect(schedule.getByText('As soon as the stay is added, by e-mail')).toBeVisible();
    await schedule.getByRole('button', { name: 'Save schedule' }).click();
    await expect(schedule).toBeHidden();
    // Jane was booked before the schedule existed: it goes to her only when the host says so, seeing how many.
    const existing = page.getByRole('dialog', { name: 'Send it to guests already booked?' });
    await expect(existing).toContainText('1 guest booked before it has not had this message');
    await existing.getByRole('button', { name: 'Send to 1 guest' }).click();
    await expect(existing).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: 'Door code reminder' })).toContainText(
      'As soon as the stay is added, by e-mail',
    );

    // The log shows it sent, and the guest has it.
    await page.getByRole('tab', { name: 'Log' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Jane Smith' }).filter({ hasText: 'Door code reminder' });
    // The log follows messages on its own (it asks again every 15 s while open).
    await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(row).toContainText(`To ${guestEmail}`);
    const mail = await waitForMail(request, guestEmail, 'Your stay at Casa Sol');
    expect(mail.text).toContain(stayLink);

    // The guest, on their own link: welcomed by name, the key box open without the access code.
    const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const guest = await guestContext.newPage();
    await guest.goto(stayLink);
    await expect(guest.getByText('Welcome, Jane!')).toBeVisible();
    await expect(guest.getByText('Key box code 7391')).toBeVisible();
    await guest.getByRole('button', { name: "I've arrived" }).click();
    await expect(guest.locator('#main').getByText('Thank you! Your host knows you have arrived.')).toBeVisible();
    await guestContext.close();

    // The host's dashboard says so.
    await page.goto('/home');
    const agenda = page.getByRole('region', { name: 'Arrivals and departures' });
    await expect(agenda.getByText('Jane Smith has arrived at Casa Sol.')).toBeVisible();
    await expect(agenda.getByText('Today')).toBeVisible();
  });
});
