/**
 * Helpers for the accounts API tests: bot-check tokens, users created straight in the database,
 * sign-in, and reading the mail outbox.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import type { AltchaChallenge } from '@common/contracts/auth';
import type { UserSession } from '@common/contracts/user';
import { mailOutbox, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import type { TestApp } from '../../test/test-app';
import { solveAltcha } from '../bot-check/altcha';

/** Settings for accounts tests: tiny proof of work, limits out of the way unless a test lowers them. */
export const ACCOUNTS_TEST_ENV: Record<string, string> = {
  ALTCHA_MAX_NUMBER: '20',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
  AUTH_RATE_LIMIT_PER_IP: '100000',
};

export const PASSWORD = 'correct horse battery';

let counter = 0;
/** A unique email per call. */
export const uniqueEmail = (prefix = 'host') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** A solved ALTCHA challenge from the app, as the widget would send it. */
export async function botToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/botcheck/challenge' });
  return solveAltcha((res.json() as { result: AltchaChallenge }).result);
}

export interface UserOptions {
  email?: string;
  password?: string;
  confirmed?: boolean;
  roles?: string[];
  locale?: 'en' | 'es';
  isActive?: boolean;
  firstName?: string;
  lastName?: string;
}

/** Inserts a user directly (confirmed by default). */
export async function createUser(t: TestApp, options: UserOptions = {}) {
  const [row] = await t.database.db
    .insert(users)
    .values({
      email: options.email ?? uniqueEmail(),
      passwordHash: await hashPassword(options.password ?? PASSWORD),
      emailConfirmed: options.confirmed ?? true,
      firstName: options.firstName ?? 'Ana',
      lastName: options.lastName ?? 'Host',
      roles: options.roles ?? [],
      locale: options.locale ?? 'en',
      isActive: options.isActive ?? true,
    })
    .returning();
  return row!;
}

/** POST /auth/issuetoken with a fresh bot token. */
export async function issueToken(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/issuetoken',
    payload: { email, password, rememberMe: false, botToken: await botToken(app), ...extra },
  });
}

/** Signs in and answers the user (fails the test when sign-in does not answer 200). */
export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<UserSession> {
  const res = await issueToken(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { result: UserSession }).result;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A TOTP for the user's current secret (or a given one), `offsetSteps` periods from now. */
export async function totp(secret: string, offsetSteps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
}

/**
 * Turns two-factor on through the API with the current TOTP. Unless `keepStep`, the used time step
 * is then forgotten so the test's next sign-in may use the current code again (a code from the
 * previous step would fail whenever a 30-second boundary passes mid-test).
 */
export async function enableTwoFactor(t: TestApp, session: UserSession, options: { keepStep?: boolean } = {}) {
  const headers = bearer(session.token);
  const setup = await t.app.inject({ method: 'POST', url: '/api/user/2fa/setup', headers });
  const { secret } = (setup.json() as { result: { secret: string } }).result;
  const enableCode = await totp(secret);
  const enable = await t.app.inject({
    method: 'POST',
    url: '/api/user/2fa/enable',
    headers,
    payload: { code: enableCode },
  });
  if (enable.statusCode !== 200) throw new Error(`enabling two-factor failed: ${enable.statusCode} ${enable.body}`);
  if (!options.keepStep)
    await t.database.db.update(users).set({ twoFactorLastStep: null }).where(eq(users.id, session.aspNetUsersId));
  return {
    secret,
    enableCode,
    recoveryCodes: (enable.json() as { result: { recoveryCodes: string[] } }).result.recoveryCodes,
  };
}

/** The outbox mails to an address, newest first, once queued mail has been written. */
export async function outboxFor(t: TestApp, email: string) {
  await t.app.mailer.flush();
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${email})`)
    .orderBy(desc(mailOutbox.createDate));
}

/** The first link in a mail's text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return new URL(match[0]);
}

export async function userRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}
