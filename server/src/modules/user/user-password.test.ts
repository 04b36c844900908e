import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserSession } from '@common/contracts/user';
import { oneTimeCodes } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import {
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
import { t, useUserTestApp, NEW_PASSWORD, startReset, finishReset, refresh, expireCodes } from '../../test/user-api';

useUserTestApp();

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
