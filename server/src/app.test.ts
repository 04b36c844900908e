import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SignJWT } from 'jose';
import { buildApp } from './app';
import { loadConfig } from './config';
import { authSessions, users } from './db/schema';
import { conflict } from './lib/errors';
import { buildTestApp, TEST_ENV, type TestApp } from './test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /healthz and /readyz', () => {
  it('answers that the process is alive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: { status: 'ok' }, errors: [] });
  });

  it('answers ready when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'ready', database: t.database.kind });
  });

  it('answers 503 while draining for shutdown', async () => {
    t.app.appState.draining = true;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().errors[0]).toMatchObject({ code: 'unavailable', description: 'errors.unavailable' });
    } finally {
      t.app.appState.draining = false;
    }
  });
});

describe('GET /api/config', () => {
  it('serves the public settings and no secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({
      apiBase: '/api',
      publicUrl: 'http://guidebook.test',
      imageBaseUrl: 'http://guidebook.test/images/',
      defaultLocale: 'en',
      locales: ['en', 'es'],
    });
    expect(res.body).not.toContain(TEST_ENV.JWT_SECRET);
  });
});

describe('API conventions', () => {
  let custom: TestApp;
  beforeAll(async () => {
    const { createTestDatabase } = await import('./test/test-app');
    const database = await createTestDatabase();
    const app = await buildApp({
      config: loadConfig({ ...TEST_ENV, API_BASE_PATH: '/v2' }),
      database,
      logger: false,
      webDistDir: null,
    });
    app.post(
      '/v2/echo',
      {
        schema: {
          body: z.object({
            email: z.email(),
            nights: z.number().int().min(1),
            guest: z.object({ name: z.string().min(1) }),
          }),
        },
      },
      async (req) => ({ result: req.body, errors: [] }),
    );
    app.get('/v2/boom', async () => {
      throw new Error('relation "secret_table" does not exist');
    });
    app.get('/v2/taken', async () => {
      throw conflict('errors.conflict', { field: 'name' });
    });
    app.delete('/v2/things/:id', async (req) => ({
      result: { id: (req.params as { id: string }).id, body: req.body ?? null },
      errors: [],
    }));
    app.get('/v2/me', { preHandler: app.requireUser }, async (req) => ({ result: req.auth, errors: [] }));
    await app.ready();
    custom = {
      app,
      database,
      config: app.config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await custom?.close();
  });

  it('uses the configured API base path', async () => {
    expect((await custom.app.inject({ method: 'GET', url: '/v2/config' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a JSON 404 in the wrapper', async () => {
    const res = await custom.app.inject({ method: 'GET', url: '/v2/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ result: null, errors: [{ code: 'not_found', description: 'errors.routeNotFound' }] });
  });

  it('answers invalid input with 400 naming each field', async () => {
    const res = await custom.app.inject({
      method: 'POST',
      url: '/v2/echo',
      payload: { email: 'not-an-email', guest: { name: '' } },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { field: string; description: string }[];
    expect(errors.map((e) => e.field).sort()).toEqual(['email', 'guest.name', 'nights']);
    expect(errors.find((e) => e.field === 'nights')?.description).toBe('errors.required');
    expect(errors.find((e) => e.field === 'email')?.description).toBe('errors.invalidFormat');
    expect(errors.find((e) => e.field === 'guest.name')?.description).toBe('errors.required');
  });

  it('answers malformed JSON with 400 on the body', async () => {
    const res = await custom.app.inject({
      method: 'POST',
      url: '/v2/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ code: 'validation', field: 'body' });
  });

  it('accepts a body-less call sent with a JSON content type', async () => {
    const res = await custom.app.inject({
      method: 'DELETE',
      url: '/v2/things/7',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ id: '7', body: null });
  });

  it('answers conflicts with 409 and a translation key', async () => {
    const res = await custom.app.inject({ method: 'GET', url: '/v2/taken' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      result: null,
      errors: [{ code: 'conflict', description: 'errors.conflict', field: 'name' }],
    });
  });

  it('never leaks internals of an unexpected error', async () => {
    const res = await custom.app.inject({ method: 'GET', url: '/v2/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret_table');
    expect(res.json().errors[0]).toEqual({ code: 'internal', description: 'errors.internal' });
  });

  it('echoes a request id, generating one when none is sent', async () => {
    const given = await custom.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const generated = await custom.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id with spaces' },
    });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('requires a bearer token where a route asks for a user', async () => {
    const res = await custom.app.inject({ method: 'GET', url: '/v2/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].description).toBe('errors.unauthorized');
  });

  /** A user with a live session (tokens name a session of their user; the roles are read from the user row). */
  const signedInUser = async (roles: string[] = []) => {
    const [user] = await custom.database.db
      .insert(users)
      .values({ email: `u.${randomUUID()}@example.com`, emailConfirmed: true, firstName: 'U', roles })
      .returning();
    const [session] = await custom.database.db
      .insert(authSessions)
      .values({ userId: user!.id, method: 'password', expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    return { sub: user!.id, sid: session!.id };
  };

  it('accepts a token it signed', async () => {
    const { sub, sid } = await signedInUser(['Admin']);
    const token = await custom.app.tokens.sign({ sub, role: ['Admin'], sid });
    const res = await custom.app.inject({
      method: 'GET',
      url: '/v2/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ userId: sub, roles: ['Admin'], twoFactorPending: false });
  });

  it('refuses tampered, unsigned, foreign-key and expired tokens', async () => {
    const { sub, sid } = await signedInUser();
    const good = await custom.app.tokens.sign({ sub, role: [], sid });
    const [h, p, s] = good.split('.');
    const tamperedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p!, 'base64url').toString()), role: ['Admin'] }),
    ).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
    const foreign = await new SignJWT({ role: [], sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('guidebook')
      .setAudience('guidebook-api')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const expired = await custom.app.tokens.sign({ sub, role: [], sid }, -10);
    expect(
      (await custom.app.inject({ method: 'GET', url: '/v2/me', headers: { authorization: `Bearer ${good}` } }))
        .statusCode,
    ).toBe(200);
    for (const token of [`${h}.${tamperedPayload}.${s}`, none, foreign, expired, 'garbage']) {
      const res = await custom.app.inject({
        method: 'GET',
        url: '/v2/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, token).toBe(401);
    }
  });

  it('refuses a token pending its second factor with 403', async () => {
    const { sub, sid } = await signedInUser();
    const token = await custom.app.tokens.sign({ sub, role: ['TwoFa'], sid });
    const res = await custom.app.inject({
      method: 'GET',
      url: '/v2/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document generated from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.paths['/api/config'].get.responses['200']).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});

describe('request logs', () => {
  it('keep neither query strings nor email addresses', async () => {
    const { logSafeUrl } = await import('./app');
    expect(logSafeUrl('/login/confirm?email=a%40b.c&code=123456')).toBe('/login/confirm');
    expect(logSafeUrl('/api/user/password/Ana.Host@example.com')).toBe('/api/user/password/[email]');
  });
});
