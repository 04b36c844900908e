/**
 * Helpers for the property and list API tests: hosts created straight in the database, each with a
 * session and a signed access token, as the accounts module would issue after sign-in.
 */
import { randomUUID } from 'node:crypto';
import { authSessions, users } from '../../db/schema';
import type { TestApp } from '../../test/test-app';

export interface TestHost {
  userId: string;
  email: string;
  headers: { authorization: string };
}

let counter = 0;

export async function createHost(
  t: TestApp,
  options: { locale?: 'en' | 'es'; firstName?: string; lastName?: string } = {},
): Promise<TestHost> {
  const email = `host.${randomUUID().slice(0, 8)}.${++counter}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      email,
      emailConfirmed: true,
      firstName: options.firstName ?? 'Ana',
      lastName: options.lastName ?? 'Host',
      locale: options.locale ?? 'en',
    })
    .returning();
  const [session] = await t.database.db
    .insert(authSessions)
    .values({ userId: user!.id, method: 'password', expiresAt: new Date(Date.now() + 86_400_000) })
    .returning();
  const token = await t.app.tokens.sign({ sub: user!.id, role: [], sid: session!.id });
  return { userId: user!.id, email, headers: { authorization: `Bearer ${token}` } };
}
