import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AltchaChallenge } from '@common/contracts/auth';
import { sha256Hex } from '../../lib/secrets';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, createUser, PASSWORD } from '../auth/accounts.fixtures';
import { Altcha, solveAltcha } from './altcha';

const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');

describe('ALTCHA (unit)', () => {
  const altcha = new Altcha({ hmacKey: 'k'.repeat(40), maxNumber: 50, ttlSeconds: 60 });

  it('verifies a solved challenge', () => {
    const challenge = altcha.createChallenge();
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 50 });
    expect(challenge.salt).toMatch(/\?expires=\d+$/);
    expect(altcha.verify(solveAltcha(challenge))).toMatchObject({ challenge: challenge.challenge });
  });

  it('refuses a wrong number, a forged signature, another key, an expired salt and garbage', () => {
    const challenge = altcha.createChallenge();
    const solved = JSON.parse(Buffer.from(solveAltcha(challenge), 'base64').toString()) as { number: number };
    const base = {
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      salt: challenge.salt,
      signature: challenge.signature,
    };
    expect(altcha.verify(encode({ ...base, number: (solved.number + 1) % 51 }))).toBeNull();
    expect(altcha.verify(encode({ ...base, number: solved.number, signature: 'f'.repeat(64) }))).toBeNull();
    expect(altcha.verify(encode({ ...base, number: solved.number, algorithm: 'SHA-1' }))).toBeNull();
    const other = new Altcha({ hmacKey: 'x'.repeat(40), maxNumber: 50, ttlSeconds: 60 });
    expect(other.verify(solveAltcha(challenge))).toBeNull();
    expect(altcha.verify(solveAltcha(challenge), Date.now() + 61_000)).toBeNull();
    // Moving the expiry changes the challenge, so a client cannot extend it.
    const extended = challenge.salt.replace(/expires=\d+/, 'expires=9999999999');
    expect(
      altcha.verify(
        encode({ ...base, salt: extended, number: solved.number, challenge: sha256Hex(`${extended}${solved.number}`) }),
      ),
    ).toBeNull();
    expect(altcha.verify('not base64 json')).toBeNull();
  });
});

describe('GET /auth/botcheck/challenge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(ACCOUNTS_TEST_ENV);
  });
  afterAll(async () => {
    await t?.close();
  });

  const signInWith = (email: string, botToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/issuetoken', payload: { email, password: PASSWORD, botToken } });

  it('serves a fresh, signed, uncached challenge', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/botcheck/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json().result as AltchaChallenge;
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 20 });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const again = (await t.app.inject({ method: 'GET', url: '/api/auth/botcheck/challenge' })).json()
      .result as AltchaChallenge;
    expect(again.challenge === challenge.challenge && again.salt === challenge.salt).toBe(false);
  });

  it('accepts a solution once: solve, verify, replay refused', async () => {
    const user = await createUser(t);
    const challenge = (await t.app.inject({ method: 'GET', url: '/api/auth/botcheck/challenge' })).json()
      .result as AltchaChallenge;
    const token = solveAltcha(challenge);
    expect((await signInWith(user.email, token)).statusCode).toBe(200);
    const replay = await signInWith(user.email, token);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().errors[0]).toMatchObject({ description: 'auth.errors.botCheckFailed', field: 'botToken' });
  });

  it('refuses a solution to a challenge signed by another instance key', async () => {
    const user = await createUser(t);
    const foreign = new Altcha({ hmacKey: 'z'.repeat(40), maxNumber: 20, ttlSeconds: 60 }).createChallenge();
    expect((await signInWith(user.email, solveAltcha(foreign))).statusCode).toBe(409);
  });
});

describe('reCAPTCHA v3 (RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET set)', () => {
  let t: TestApp;
  let server: Server;
  const received: { contentType: string | undefined; form: URLSearchParams }[] = [];

  /** Google's siteverify, as documented: form-encoded secret + response, JSON answer. */
  const answers: Record<string, object> = {
    'good-login': {
      success: true,
      score: 0.9,
      action: 'login',
      challenge_ts: new Date().toISOString(),
      hostname: 'guidebook.test',
    },
    'low-score': { success: true, score: 0.1, action: 'login' },
    'wrong-action': { success: true, score: 0.9, action: 'signup' },
    'bad-token': { success: false, 'error-codes': ['invalid-input-response'] },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        received.push({ contentType: req.headers['content-type'], form });
        const answer =
          form.get('secret') === 'test-recaptcha-secret'
            ? (answers[form.get('response') ?? ''] ?? answers['bad-token'])
            : { success: false, 'error-codes': ['invalid-input-secret'] };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await buildTestApp({
      ...ACCOUNTS_TEST_ENV,
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_SECRET: 'test-recaptcha-secret',
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      RECAPTCHA_MIN_SCORE: '0.5',
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const signInWith = (email: string, botToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/issuetoken', payload: { email, password: PASSWORD, botToken } });

  it('advertises reCAPTCHA in the public config', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.json().result.botCheck).toEqual({ provider: 'recaptcha', siteKey: 'test-site-key' });
    expect(res.body).not.toContain('test-recaptcha-secret');
  });

  it('verifies the token form-encoded with the secret and accepts a good score for the right action', async () => {
    const user = await createUser(t);
    expect((await signInWith(user.email, 'good-login')).statusCode).toBe(200);
    const last = received.at(-1)!;
    expect(last.contentType).toBe('application/x-www-form-urlencoded');
    expect(last.form.get('secret')).toBe('test-recaptcha-secret');
    expect(last.form.get('response')).toBe('good-login');
  });

  it('refuses a low score, another action, a failed verification and a missing token', async () => {
    const user = await createUser(t);
    for (const token of ['low-score', 'wrong-action', 'bad-token']) {
      const res = await signInWith(user.email, token);
      expect(res.statusCode, token).toBe(409);
      expect(res.json().errors[0].description).toBe('auth.errors.botCheckFailed');
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/issuetoken',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(missing.statusCode).toBe(409);
  });

  it('fails closed when the verify server cannot be reached', async () => {
    const unreachable = await buildTestApp({
      ...ACCOUNTS_TEST_ENV,
      RECAPTCHA_SITE_KEY: 'k',
      RECAPTCHA_SECRET: 's',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
    });
    try {
      const user = await createUser(unreachable);
      const res = await unreachable.app.inject({
        method: 'POST',
        url: '/api/auth/issuetoken',
        payload: { email: user.email, password: PASSWORD, botToken: 'good-login' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].description).toBe('auth.errors.botCheckFailed');
    } finally {
      await unreachable.close();
    }
  });
});
