import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, createUser, issueToken } from '../auth/accounts.fixtures';
import { DEMO_EMAIL, ensureDemoAccount } from './demo-account';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(ACCOUNTS_TEST_ENV);
});
afterAll(async () => {
  await t?.close();
});

describe('demo account', () => {
  it('is created on an empty database, confirmed, and can sign in; never twice', async () => {
    const demo = await ensureDemoAccount(t.database.db);
    expect(demo?.email).toBe(DEMO_EMAIL);
    const res = await issueToken(t.app, demo!.email, demo!.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ email: DEMO_EMAIL, fullName: 'Demo Host' });
    expect(await ensureDemoAccount(t.database.db)).toBeNull();
  });

  it('is not created when users exist', async () => {
    await createUser(t);
    expect(await ensureDemoAccount(t.database.db)).toBeNull();
  });
});
