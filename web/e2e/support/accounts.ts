import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

/**
 * Helpers of the account journeys: unique addresses, mail from the development outbox page
 * (GET /api/dev/outbox, newest first) and authenticator codes.
 */

/** An address no other journey (or earlier run on a kept data directory) uses. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;

const unescapeHtml = (html: string) =>
  html.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]!,
  );
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface OutboxMail {
  subject: string;
  /** The mail's text, as sent. */
  text: string;
  /** The addresses the text links to. */
  links: string[];
}

/** The outbox page's mails to `to` (newest first). */
async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const response = await request.get('/api/dev/outbox');
  expect(response.ok(), 'the development outbox page answers').toBe(true);
  const html = await response.text();
  return html
    .split('<article')
    .slice(1)
    .filter((article) => article.includes(`>To ${escapeHtml(to)} &middot;`))
    .map((article) => ({
      subject: unescapeHtml(/<h2[^>]*>([^<]*)<\/h2>/.exec(article)?.[1] ?? ''),
      text: unescapeHtml((/<pre[^>]*>([\s\S]*?)<\/pre>/.exec(article)?.[1] ?? '').replace(/<[^>]+>/g, '')),
      links: [...article.matchAll(/href="([^"]+)"/g)].map((match) => unescapeHtml(match[1]!)),
    }));
}

/**
 * The newest mail to `to` whose subject is `subject`, waiting for it to arrive. With `after`, only
 * a mail that was not among those (so a second code mail is not mistaken for the first).
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: string,
  { after = [] as OutboxMail[] } = {},
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await mailsTo(request, to)).filter((mail) => mail.subject === subject);
        found = mails.length > after.filter((mail) => mail.subject === subject).length ? mails[0] : undefined;
        return Boolean(found);
      },
      { message: `a mail "${subject}" to ${to} in the outbox`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** Every mail to `to` so far (to pass as `after` to waitForMail). */
export const mailsSoFar = (request: APIRequestContext, to: string) => mailsTo(request, to);

/** The one link in `mail` to the app path `path` (e.g. "/login/confirm"). */
export function linkTo(mail: OutboxMail, path: string): string {
  const link = mail.links.find((href) => new URL(href).pathname === path);
  expect(link, `a link to ${path} in "${mail.subject}"`).toBeTruthy();
  return link!;
}

const TOTP_STEP_MS = 30_000;
const stepAt = (ms: number) => Math.floor(ms / TOTP_STEP_MS);

/** A code of the authenticator app, and the 30-second time step it belongs to. */
export interface Totp {
  code: string;
  step: number;
}

/**
 * A code of the authenticator app. The server accepts each time step once, and a code of the step
 * before or after its own (clocks drift by up to 30 s). The first code is the one an app shows now;
 * a later one, while the step of `used` (the last code the server took) is still current, is the
 * next step's, as an app whose clock runs up to 30 s ahead shows it. The server takes that once its
 * clock has reached `used`'s step, so a wait, when there is one, ends at that step's start instead
 * of the next step's.
 */
export async function totpCode(page: Page, secret: string, used?: Totp): Promise<Totp> {
  if (used) {
    const now = Date.now();
    if (stepAt(now) < used.step) await page.waitForTimeout(used.step * TOTP_STEP_MS - now + 500);
  }
  const step = Math.max(stepAt(Date.now()), used ? used.step + 1 : 0);
  return { code: await generate({ secret, epoch: step * (TOTP_STEP_MS / 1000) }), step };
}
