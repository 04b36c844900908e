import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeEvents, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { makeAdmin, seedAccount } from './account.fixtures';

/** DELETE /user: a host deletes their own account from /account, confirmed with the password. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'correct horse battery staple';
const withPassword = async (userId: string) =>
  t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, userId));
const deleteMe = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'DELETE', url: '/api/user', headers, payload });
const exists = async (userId: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId))).length === 1;
const statuses = (urls: string[]) =>
  Promise.all(urls.map(async (url) => (await t.app.inject({ method: 'GET', url })).statusCode));

describe('deleting my own account', () => {
  it('refuses a wrong or missing password with 400 on the field, and keeps everything', async () => {
    const me = await seedAccount(t, { firstName: 'Keep' });
    await withPassword(me.host.userId);
    for (const payload of [{ password: 'not my password at all' }, {}]) {
      const res = await deleteMe(me.host.headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toMatchObject({
        field: 'password',
        description: 'auth.account.deleteAccount.errors.wrongPassword',
      });
    }
    expect(await exists(me.host.userId)).toBe(true);
    expect(await statuses(me.urls)).toEqual([200, 200, 200, 200]);
  });

  it('with the password: the account, its properties and files are gone, and its token no longer works', async () => {
    const me = await seedAccount(t, { firstName: 'Gone' });
    const other = await seedAccount(t, { firstName: 'Other' });
    await withPassword(me.host.userId);
    const res = await deleteMe(me.host.headers, { password: PASSWORD });
    expect(res.json()).toEqual({ result: { deleted: true }, errors: [] });
    expect(await exists(me.host.userId)).toBe(false);
    expect(await statuses(me.urls)).toEqual([404, 404, 404, 404]);
    expect(await statuses(other.urls)).toEqual([200, 200, 200, 200]);
    expect(await t.database.db.select().from(changeEvents)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: me.host.headers })).statusCode).toBe(401);
  });

  it('an account without a password confirms with its e-mail typed again', async () => {
    const me = await seedAccount(t, { firstName: 'Google' });
    const wrong = await deleteMe(me.host.headers, { confirmEmail: 'someone.else@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0]).toMatchObject({ field: 'confirmEmail' });
    expect(await exists(me.host.userId)).toBe(true);
    const res = await deleteMe(me.host.headers, { confirmEmail: me.host.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(await exists(me.host.userId)).toBe(false);
  });

  it('the last active Admin cannot delete their account (409); with another Admin they can', async () => {
    const admin = await seedAccount(t, { firstName: 'Admin' });
    await makeAdmin(t, admin.host);
    await withPassword(admin.host.userId);
    const others = await t.database.db.select({ id: users.id, roles: users.roles }).from(users);
    const otherAdmins = others.filter((u) => u.id !== admin.host.userId && u.roles.includes('Admin'));
    expect(otherAdmins).toEqual([]);
    const res = await deleteMe(admin.host.headers, { password: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].description).toBe('auth.account.deleteAccount.errors.lastAdmin');

    const second = await seedAccount(t, { firstName: 'Second' });
    await makeAdmin(t, second.host);
    expect((await deleteMe(admin.host.headers, { password: PASSWORD })).statusCode).toBe(200);
  });

  it('slows down guessing: after 5 wrong passwords in 15 minutes the next attempt is 429', async () => {
    const me = await seedAccount(t, { firstName: 'Guess' });
    await withPassword(me.host.userId);
    for (let i = 0; i < 5; i++)
      expect((await deleteMe(me.host.headers, { password: `guess ${i}` })).statusCode).toBe(400);
    expect((await deleteMe(me.host.headers, { password: PASSWORD })).statusCode).toBe(429);
    expect(await exists(me.host.userId)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await deleteMe({}, { password: PASSWORD })).statusCode).toBe(401);
  });
});
