import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';

/**
 * Issue 18: GET /user answers the roles held now, so the web app's admin guard follows a role
 * granted or revoked after sign-in without a new sign-in (the access token still names the old roles).
 */
let t: TestApp;
let admin: TestHost;
let staff: TestHost;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createHost(t, { firstName: 'Adam' });
  await t.database.db
    .update(users)
    .set({ roles: ['Admin'] })
    .where(eq(users.id, admin.userId));
  staff = await createHost(t, { firstName: 'Sam' });
});
afterAll(async () => {
  await t?.close();
});

const me = (who: TestHost | null) => t.app.inject({ method: 'GET', url: '/api/user', headers: who?.headers ?? {} });

describe('GET /user', { timeout: 60_000 }, () => {
  it('answers 401 signed out, and the signed-in user without tokens', async () => {
    expect((await me(null)).statusCode).toBe(401);
    const res = await me(staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      aspNetUsersId: staff.userId,
      email: staff.email,
      roles: [],
      token: '',
      refreshToken: '',
    });
  });

  it('shows a role granted or revoked after sign-in on the same access token', async () => {
    const grant = await t.app.inject({
      method: 'POST',
      url: '/api/admin/roles',
      headers: admin.headers,
      payload: { email: staff.email, role: 'Internal' },
    });
    expect(grant.statusCode).toBe(200);
    expect((await me(staff)).json().result.roles).toEqual([{ name: 'Internal' }]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/roles/${staff.userId}/Internal`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(staff)).json().result.roles).toEqual([]);
  });
});
