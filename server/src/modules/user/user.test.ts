import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSession } from '@common/contracts/user';
import { media, oneTimeCodes, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { buildTestApp, type TestApp } from '../../test/test-app';
import {
  ACCOUNTS_TEST_ENV,
  bearer,
  botToken,
  createUser,
  issueToken,
  linkIn,
  outboxFor,
  PASSWORD,
  signIn,
  uniqueEmail,
  userRow,
} from '../auth/accounts.fixtures';

/** A photo in the library of a new property of the signed-in user (as an upload would leave it). */
async function libraryPhoto(t: TestApp, token: string): Promise<number> {
  const property = (
    await t.app.inject({ method: 'POST', url: '/api/property/user', headers: { authorization: `Bearer ${token}` } })
  ).json().result;
  const [row] = await t.database.db
    .insert(media)
    .values({
      propertyId: property.propertyId,
      mediaSourceId: 1,
      smallPath: 'x/s.webp',
      largePath: 'x/l.webp',
      width: 10,
      height: 10,
      smallWidth: 5,
      smallHeight: 5,
      storedBytes: 100,
    })
    .returning();
  return row!.id;
}

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp(ACCOUNTS_TEST_ENV);
});
afterAll(async () => {
  await t?.close();
});

const NEW_PASSWORD = 'a brand new passphrase';

const signup = async (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: {
      firstName: 'Ana',
      lastName: 'Host',
      password: PASSWORD,
      locale: 'en',
      botToken: await botToken(t.app),
      ...body,
    },
  });
const confirm = (email: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/user/signupconfirmation', payload: { email, code } });
const startReset = async (email: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/user/password/${encodeURIComponent(email)}`,
    headers: { 'x-bot-token': await botToken(t.app) },
  });
const finishReset = (email: string, code: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/user/password/', payload: { email, code, password } });
const refresh = (s: { token: string; refreshToken: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/refreshtoken',
    payload: { token: s.token, refreshToken: s.refreshToken },
  });
const expireCodes = (userId: string) =>
  t.database.db
    .update(oneTimeCodes)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeCodes.userId, userId));

describe('POST /user/signup', () => {
  it('creates an unconfirmed account and mails a confirmation link', async () => {
    const email = uniqueEmail('New.Host');
    const res = await signup({ email, phoneNumber: '+34 600 000 000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { mailSent: true }, errors: [] });
    const [mail] = await outboxFor(t, email);
    expect(mail!.subject).toBe('Confirm your Guidebook account');
    const link = linkIn(mail!.text);
    expect(`${link.origin}${link.pathname}`).toBe('http://guidebook.test/login/confirm');
    expect(link.searchParams.get('email')).toBe(email);
    expect(mail!.html).toContain('href="http://guidebook.test/login/confirm?');
    // Not confirmed yet: sign-in is refused until the link is opened.
    expect((await issueToken(t.app, email)).json().errors[0].description).toBe('auth.errors.emailNotConfirmed');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      emailConfirmed: false,
      phoneNumber: '+34 600 000 000',
      firstName: 'Ana',
      locale: 'en',
    });
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);
  });

  it('mails in Spanish with a /es link for a Spanish signup', async () => {
    const email = uniqueEmail('es');
    await signup({ email, locale: 'es' });
    const [mail] = await outboxFor(t, email);
    expect(mail!.subject).toBe('Confirma tu cuenta de Guidebook');
    expect(linkIn(mail!.text).pathname).toBe('/es/login/confirm');
  });

  it('answers an existing email exactly like a new one, and mails its owner instead', async () => {
    const existing = await createUser(t);
    const fresh = await signup({ email: uniqueEmail() });
    const taken = await signup({ email: existing.email.toUpperCase(), password: 'another password entirely' });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.body).toBe(fresh.body);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    const [mail] = await outboxFor(t, existing.email);
    expect(mail!.subject).toBe('You already have a Guidebook account');
    expect(linkIn(mail!.text).pathname).toBe('/login/forgot');
    // The existing account is untouched.
    expect(await verifyPassword((await userRow(t, existing.id)).passwordHash, PASSWORD)).toBe(true);
  });

  it('sends a fresh link to an email still awaiting confirmation, without changing its password', async () => {
    const pending = await createUser(t, { confirmed: false });
    await signup({ email: pending.email, password: 'attacker chosen password' });
    const [mail] = await outboxFor(t, pending.email);
    expect(mail!.subject).toBe('Confirm your Guidebook account');
    expect(await verifyPassword((await userRow(t, pending.id)).passwordHash, PASSWORD)).toBe(true);
  });

  it('rejects bad input naming each field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { firstName: '', email: 'nope', password: 'short', locale: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'email',
      'firstName',
      'lastName',
      'locale',
      'password',
    ]);
    const short = (res.json().errors as { field: string; description: string }[]).find((e) => e.field === 'password');
    expect(short!.description).toBe('errors.tooShort');
  });

  it('refuses a missing or forged bot-check token', async () => {
    const email = uniqueEmail();
    const missing = await signup({ email, botToken: undefined });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().errors[0].description).toBe('auth.errors.botCheckFailed');
    const forged = await signup({
      email,
      botToken: Buffer.from(
        JSON.stringify({ algorithm: 'SHA-256', challenge: 'a', number: 1, salt: 'b', signature: 'c' }),
      ).toString('base64'),
    });
    expect(forged.statusCode).toBe(409);
    expect(await outboxFor(t, email)).toHaveLength(0);
  });
});

describe('POST /user/signupconfirmation', () => {
  async function signedUp() {
    const email = uniqueEmail();
    await signup({ email });
    const link = linkIn((await outboxFor(t, email))[0]!.text);
    return { email, code: link.searchParams.get('code')! };
  }

  it('confirms the account with the emailed code, after which sign-in works', async () => {
    const { email, code } = await signedUp();
    const res = await confirm(email.toUpperCase(), code);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ confirmed: true, email });
    expect((await issueToken(t.app, email)).statusCode).toBe(200);
  });

  it('refuses a reused code with 409 codeUsed', async () => {
    const { email, code } = await signedUp();
    expect((await confirm(email, code)).statusCode).toBe(200);
    const again = await confirm(email, code);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ description: 'auth.errors.codeUsed', field: 'code' });
  });

  it("refuses a wrong code, another account's code and an unknown email with 409 invalidCode", async () => {
    const a = await signedUp();
    const b = await signedUp();
    for (const res of [
      await confirm(a.email, 'wrong-code'),
      await confirm(a.email, b.code),
      await confirm(uniqueEmail('nobody'), a.code),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].description).toBe('auth.errors.invalidCode');
    }
  });

  it('refuses an expired code with 409 codeExpired', async () => {
    const { email, code } = await signedUp();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    await expireCodes(row!.id);
    const res = await confirm(email, code);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].description).toBe('auth.errors.codeExpired');
  });

  it('gives a link that expires after 24 hours', async () => {
    const { email } = await signedUp();
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [code] = await t.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, row!.id));
    const hours = (code!.expiresAt.getTime() - code!.createDate.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(24);
  });

  it('rejects bad input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signupconfirmation', payload: { email: 'x' } });
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['code', 'email']);
  });
});

describe('GET /user/password/{email} and POST /user/password/', () => {
  async function resetCode(email: string) {
    await startReset(email);
    const [mail] = await outboxFor(t, email);
    return linkIn(mail!.text).searchParams.get('code')!;
  }

  it('answers a known and an unknown email identically, mailing only the known one', async () => {
    const user = await createUser(t);
    const known = await startReset(user.email);
    const unknownEmail = uniqueEmail('nobody');
    const unknown = await startReset(unknownEmail);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(known.json().result).toEqual({ mailSent: true });
    const [mail] = await outboxFor(t, user.email);
    expect(mail!.subject).toBe('Reset your Guidebook password');
    const link = linkIn(mail!.text);
    expect(link.pathname).toBe('/login/reset');
    expect(link.searchParams.get('email')).toBe(user.email);
    expect(await outboxFor(t, unknownEmail)).toHaveLength(0);
  });

  it('needs the bot-check token in the X-Bot-Token header', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/user/password/${encodeURIComponent(user.email)}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].description).toBe('auth.errors.botCheckFailed');
  });

  it('rejects a malformed email', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/password/not-an-email',
      headers: { 'x-bot-token': await botToken(t.app) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('email');
  });

  it('sets the new password with the emailed code and ends every session', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const code = await resetCode(user.email);
    const res = await finishReset(user.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ passwordChanged: true });
    expect((await issueToken(t.app, user.email, PASSWORD)).statusCode).toBe(409);
    expect((await issueToken(t.app, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await refresh(session)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/onboard/1', headers: bearer(session.token) })).statusCode,
    ).toBe(401);
  });

  it('confirms an unconfirmed account (the link proved the address)', async () => {
    const user = await createUser(t, { confirmed: false });
    expect((await finishReset(user.email, await resetCode(user.email))).statusCode).toBe(200);
    expect((await userRow(t, user.id)).emailConfirmed).toBe(true);
  });

  it('refuses wrong, expired and reused codes with 409', async () => {
    const user = await createUser(t);
    const wrong = await finishReset(user.email, 'not-the-code');
    expect(wrong.json().errors[0].description).toBe('auth.errors.invalidCode');
    const code = await resetCode(user.email);
    expect((await finishReset(user.email, code)).statusCode).toBe(200);
    const reused = await finishReset(user.email, code);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors[0].description).toBe('auth.errors.codeUsed');
    const later = await resetCode(user.email);
    await expireCodes(user.id);
    const expired = await finishReset(user.email, later);
    expect(expired.statusCode).toBe(409);
    expect(expired.json().errors[0].description).toBe('auth.errors.codeExpired');
  });

  it('retires an older link when a new one is requested', async () => {
    const user = await createUser(t);
    const first = await resetCode(user.email);
    await resetCode(user.email);
    expect((await finishReset(user.email, first)).json().errors[0].description).toBe('auth.errors.invalidCode');
  });

  it('gives reset links that expire after 1 hour', async () => {
    const user = await createUser(t);
    await resetCode(user.email);
    const [row] = await t.database.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'reset_password')));
    expect(Math.round((row!.expiresAt.getTime() - row!.createDate.getTime()) / 60_000)).toBe(60);
  });

  it('rejects a short password naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/',
      payload: { email: 'a@example.com', code: 'x', password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'password', description: 'errors.tooShort' });
  });
});

describe('GET /user/password/account/{email} and POST /user/password/account/', () => {
  const requestCode = (session: UserSession, email = session.email) =>
    t.app.inject({
      method: 'GET',
      url: `/api/user/password/account/${encodeURIComponent(email)}`,
      headers: bearer(session.token),
    });
  const change = (session: UserSession, code: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/password/account/',
      headers: bearer(session.token),
      payload: { code, password },
    });
  const mailedCode = async (email: string) => /(\d{8})/.exec((await outboxFor(t, email))[0]!.text)![1]!;

  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/password/account/a%40example.com' })).statusCode).toBe(
      401,
    );
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/password/account/',
          payload: { code: '1', password: NEW_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);
  });

  it("mails a code to the user's own email only", async () => {
    const user = await createUser(t, { locale: 'es' });
    const other = await createUser(t);
    const session = await signIn(t.app, user.email);
    const res = await requestCode(session, user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    const [mail] = await outboxFor(t, user.email);
    expect(mail!.subject).toBe('Tu código para cambiar la contraseña de Guidebook');
    expect(mail!.text).toMatch(/\d{8}/);
    const foreign = await requestCode(session, other.email);
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().errors[0]).toMatchObject({ description: 'auth.errors.notYourEmail', field: 'email' });
    expect(await outboxFor(t, other.email)).toHaveLength(0);
  });

  it('changes the password with the code and ends every other session, keeping this one', async () => {
    const user = await createUser(t);
    const here = await signIn(t.app, user.email);
    const elsewhere = await signIn(t.app, user.email);
    await requestCode(here);
    const res = await change(here, await mailedCode(user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ passwordChanged: true });
    expect(await verifyPassword((await userRow(t, user.id)).passwordHash, NEW_PASSWORD)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/onboard/2', headers: bearer(elsewhere.token) })).statusCode,
    ).toBe(401);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/onboard/2', headers: bearer(here.token) })).statusCode,
    ).toBe(200);
    expect((await refresh(here)).statusCode).toBe(200);
  });

  it("refuses wrong, reused, expired and another user's codes", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const session = await signIn(t.app, user.email);
    const otherSession = await signIn(t.app, other.email);
    expect((await change(session, '12345678')).json().errors[0].description).toBe('auth.errors.invalidCode');
    await requestCode(otherSession);
    const othersCode = await mailedCode(other.email);
    expect((await change(session, othersCode)).json().errors[0].description).toBe('auth.errors.invalidCode');
    await requestCode(session);
    const code = await mailedCode(user.email);
    expect((await change(session, code)).statusCode).toBe(200);
    const reused = await change(session, code, 'yet another passphrase');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().errors[0].description).toBe('auth.errors.codeUsed');
    await requestCode(session);
    const later = await mailedCode(user.email);
    await expireCodes(user.id);
    expect((await change(session, later)).json().errors[0].description).toBe('auth.errors.codeExpired');
  });

  it('rejects bad input', async () => {
    const session = await signIn(t.app, (await createUser(t)).email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/password/account/',
      headers: bearer(session.token),
      payload: { password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['code', 'password']);
    expect((await requestCode(session, 'not-an-email')).statusCode).toBe(400);
  });
});

describe('PUT /user', () => {
  it('requires a signed-in user', async () => {
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/user', payload: { firstName: 'A', lastName: 'B' } })).statusCode,
    ).toBe(401);
  });

  it('saves names, phone, profile image and language from the whole stored user, ignoring the rest', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const photo = await libraryPhoto(t, session.token);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: {
        ...session,
        firstName: 'Marta',
        lastName: 'Ruiz',
        phoneNumber: '+34 611 222 333',
        profileImageMediaId: photo,
        locale: 'es',
        email: 'hijack@example.com',
        roles: [{ name: 'Admin' }],
        twoFactorEnabled: true,
        onboardingCount: 0,
      },
    });
    expect(res.statusCode).toBe(200);
    const saved = res.json().result as UserSession;
    expect(saved).toMatchObject({
      aspNetUsersId: user.id,
      firstName: 'Marta',
      lastName: 'Ruiz',
      fullName: 'Marta Ruiz',
      shortName: 'Marta R.',
      phoneNumber: '+34 611 222 333',
      profileImageMediaId: photo,
      locale: 'es',
      email: user.email,
      roles: [],
      twoFactorEnabled: false,
      onboardingCount: 5,
      token: '',
      refreshToken: '',
    });
    const row = await userRow(t, user.id);
    expect(row).toMatchObject({
      firstName: 'Marta',
      locale: 'es',
      email: user.email,
      roles: [],
      twoFactorEnabled: false,
    });
  });

  it('answers the profile photo as a full image URL after saving it, and again at the next sign-in', async () => {
    const user = await createUser(t);
    const session = await signIn(t.app, user.email);
    const photo = await libraryPhoto(t, session.token);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: { firstName: 'A', lastName: 'B', profileImageMediaId: photo },
    });
    expect(res.json().result).toMatchObject({
      profileImageMediaId: photo,
      profileImage: `${t.config.imageBaseUrl}x/s.webp`,
    });
    expect((await signIn(t.app, user.email)).profileImage).toBe(`${t.config.imageBaseUrl}x/s.webp`);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: { firstName: 'A', lastName: 'B', profileImageMediaId: null },
    });
    expect(cleared.json().result).toMatchObject({ profileImageMediaId: null, profileImage: null });
  });

  it('clears the phone and profile image when sent empty or null', async () => {
    const session = await signIn(t.app, (await createUser(t)).email);
    const photo = await libraryPhoto(t, session.token);
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: { firstName: 'A', lastName: 'B', phoneNumber: '123', profileImageMediaId: photo },
    });
    expect(first.json().result).toMatchObject({ profileImageMediaId: photo });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: { firstName: 'A', lastName: 'B', phoneNumber: '', profileImageMediaId: null },
    });
    expect(res.json().result).toMatchObject({ phoneNumber: '', profileImageMediaId: null });
  });

  it("refuses another host's photo, or one that does not exist, as the profile photo", async () => {
    const other = await signIn(t.app, (await createUser(t)).email);
    const theirs = await libraryPhoto(t, other.token);
    const session = await signIn(t.app, (await createUser(t)).email);
    for (const profileImageMediaId of [theirs, 2_000_000_000]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user',
        headers: bearer(session.token),
        payload: { firstName: 'A', lastName: 'B', profileImageMediaId },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { code: 'validation', description: 'host.property.errors.unknownMedia', field: 'profileImageMediaId' },
      ]);
    }
    expect((await userRow(t, session.aspNetUsersId))!.profileImageMediaId).toBeNull();
  });

  it('rejects bad input naming the field', async () => {
    const session = await signIn(t.app, (await createUser(t)).email);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: bearer(session.token),
      payload: { firstName: '', lastName: 'B', locale: 'de', profileImageMediaId: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as { field: string }[]).map((e) => e.field).sort()).toEqual([
      'firstName',
      'locale',
      'profileImageMediaId',
    ]);
  });
});

describe('GET /user/onboard/{value}', () => {
  it('requires a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/onboard/0' })).statusCode).toBe(401);
  });

  it('stores the count for the signed-in user only and answers it', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const session = await signIn(t.app, user.email);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/onboard/0', headers: bearer(session.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 0, errors: [] });
    expect((await userRow(t, user.id)).onboardingCount).toBe(0);
    expect((await userRow(t, other.id)).onboardingCount).toBe(5);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/onboard/3', headers: bearer(session.token) })).json().result,
    ).toBe(3);
  });

  it('rejects a value outside 0..5', async () => {
    const session = await signIn(t.app, (await createUser(t)).email);
    for (const value of ['6', '-1', 'abc', '1.5']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/user/onboard/${value}`,
        headers: bearer(session.token),
      });
      expect(res.statusCode, value).toBe(400);
      expect(res.json().errors[0].field).toBe('value');
    }
  });

  it('answers a range message, not "too long", for a number outside 0..5', async () => {
    const session = await signIn(t.app, (await createUser(t)).email);
    const above = await t.app.inject({ method: 'GET', url: '/api/user/onboard/6', headers: bearer(session.token) });
    expect(above.json().errors).toEqual([
      { code: 'validation', description: 'errors.numberTooLarge', params: { max: 5 }, field: 'value' },
    ]);
    const below = await t.app.inject({ method: 'GET', url: '/api/user/onboard/-1', headers: bearer(session.token) });
    expect(below.json().errors).toEqual([
      { code: 'validation', description: 'errors.numberTooSmall', params: { min: 0 }, field: 'value' },
    ]);
  });
});
