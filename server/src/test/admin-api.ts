import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { users } from '../db/schema';
import { buildTestApp, type TestApp } from './test-app';
import { createHost, type TestHost } from '../modules/property/property.fixtures';

// Shared setup of the admin API tests (modules/admin/admin*.test.ts).

/** The app and callers of the test file that called useAdminTestApp (files of a worker run one after another). */
export let t: TestApp;
export let host: TestHost;
export let internal: TestHost;
export let admin: TestHost;

export async function withRoles(roles: string[], firstName: string): Promise<TestHost> {
  const user = await createHost(t, { firstName, lastName: 'Staff' });
  await t.database.db.update(users).set({ roles }).where(eq(users.id, user.userId));
  return user;
}

/** Builds the app with a host, an Internal and an Admin before the file's tests; closes it after. */
export function useAdminTestApp(): void {
  beforeAll(async () => {
    t = await buildTestApp();
    host = await createHost(t, { firstName: 'Hana', lastName: 'Host' });
    internal = await withRoles(['Internal'], 'Ines');
    admin = await withRoles(['Admin'], 'Adam');
  });
  afterAll(async () => {
    await t?.close();
  });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export const call = (who: TestHost | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
