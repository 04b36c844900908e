import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema';
import { verifyPassword } from '../../lib/passwords';
import { createUser, issueToken, linkIn, outboxFor, PASSWORD, uniqueEmail, userRow } from '../auth/accounts.fixtures';
import { t, useUserTestApp, signup, confirm, expireCodes } from '../../test/user-api';

useUserTestApp();

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
