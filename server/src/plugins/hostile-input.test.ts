import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost, type TestHost } from '../modules/property/property.fixtures';
import { buildTestApp, type TestApp } from '../test/test-app';
import { findUnstorable } from './hostile-input';

let t: TestApp;
let host: TestHost;
let property: Record<string, unknown> & {
  propertyId: number;
  guide: Record<string, unknown> & { sections: Record<string, unknown>[] };
};

beforeAll(async () => {
  t = await buildTestApp();
  host = await createHost(t);
  property = (await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })).json().result;
});
afterAll(async () => {
  await t?.close();
});

const NUL = 'Casa\u0000Azul';
const LONE_HIGH = 'Casa \ud83d Azul';
const LONE_LOW = 'Casa \udc00 Azul';
const TOO_BIG_ID = 2_147_483_648;

/** A JSON body whose text holds the escape sequence as sent by a hostile client (JSON.stringify would keep it). */
const rawJson = (value: unknown) => JSON.stringify(value);

function expectInvalidCharacters(
  res: {
    statusCode: number;
    json: () => { result: unknown; errors: { code: string; description: string; field?: string }[] };
  },
  field: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({
    result: null,
    errors: [{ code: 'validation', description: 'errors.invalidCharacters', field }],
  });
}

describe('findUnstorable', () => {
  it('names the path of a NUL, a lone high or low surrogate, in values and in keys', () => {
    expect(findUnstorable({ a: [{ b: 'ok' }, { c: NUL }] })).toBe('a.1.c');
    expect(findUnstorable({ note: LONE_HIGH })).toBe('note');
    expect(findUnstorable({ note: LONE_LOW })).toBe('note');
    expect(findUnstorable({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
  });

  it('accepts paired surrogates (emoji) and ordinary text', () => {
    expect(findUnstorable({ name: 'Casa 🏖️ Azul', es: 'Niño, ¿qué tal?', list: [1, true, null] })).toBeNull();
  });
});

describe('hostile characters at the edge', () => {
  it('answers 400 naming the field for a NUL in a sign-up name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'content-type': 'application/json' },
      payload: rawJson({ firstName: NUL, lastName: 'Host', email: 'nul@example.com', password: 'a-long-password-123' }),
    });
    expectInvalidCharacters(res, 'firstName');
  });

  it('answers 400 naming the field for a NUL in a profile save', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { ...host.headers, 'content-type': 'application/json' },
      payload: rawJson({ firstName: 'Ana', lastName: NUL }),
    });
    expectInvalidCharacters(res, 'lastName');
  });

  it('answers 400 naming the nested field for a NUL or lone surrogate in a guide section, and saves nothing', async () => {
    const sections = property.guide.sections.map((s, i) => (i === 1 ? { ...s, title: { en: NUL, es: 'Llegada' } } : s));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/property/user',
      headers: { ...host.headers, 'content-type': 'application/json' },
      payload: rawJson({ ...property, guide: { ...property.guide, sections } }),
    });
    expectInvalidCharacters(res, 'guide.sections.1.title.en');

    const withSurrogate = property.guide.sections.map((s, i) =>
      i === 0 ? { ...s, body: { en: `<p>${LONE_HIGH}</p>`, es: '' } } : s,
    );
    const res2 = await t.app.inject({
      method: 'PUT',
      url: '/api/property/user',
      headers: { ...host.headers, 'content-type': 'application/json' },
      payload: rawJson({ ...property, name: 'Changed', guide: { ...property.guide, sections: withSurrogate } }),
    });
    expectInvalidCharacters(res2, 'guide.sections.0.body.en');

    const after = (await t.app.inject({ method: 'GET', url: '/api/property/user', headers: host.headers })).json()
      .result;
    expect(after.find((p: { propertyId: number }) => p.propertyId === property.propertyId).name).toBe(property.name);
  });

  it('answers 400 for a lone surrogate in a property name sent as a raw JSON escape', async () => {
    const payload = rawJson({ ...property, name: 'PLACEHOLDER' }).replace('PLACEHOLDER', 'Casa \\udc00');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/property/user',
      headers: { ...host.headers, 'content-type': 'application/json' },
      payload,
    });
    expectInvalidCharacters(res, 'name');
  });

  it('answers 400 for a NUL in a path parameter and in a query string', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/media/photos/beach%00/1', headers: host.headers });
    expectInvalidCharacters(res, 'searchTerm');
    const res2 = await t.app.inject({ method: 'GET', url: '/api/guide/some-slug?locale=e%00n' });
    expectInvalidCharacters(res2, 'locale');
  });

  it('answers 400 for a NUL in a concierge question', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guide/some-slug/ask',
      headers: { 'content-type': 'application/json' },
      payload: rawJson({ question: `wifi${'\u0000'}?`, locale: 'en' }),
    });
    expectInvalidCharacters(res, 'question');
  });
});

describe('ids beyond the database integer range', () => {
  it('answers 400 (never 500) for an id above 2^31-1 in a path', async () => {
    for (const url of [
      `/api/property/user/${TOO_BIG_ID}`,
      `/api/list/states/${TOO_BIG_ID}`,
      `/api/media/library/1/1/${TOO_BIG_ID}`,
      `/api/property/index/${TOO_BIG_ID}/1`,
    ]) {
      const method = url.startsWith('/api/property/user/') ? 'DELETE' : 'GET';
      const res = await t.app.inject({ method, url, headers: host.headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0].code, url).toBe('validation');
    }
  });

  it('answers 400 naming the field for an id above 2^31-1 in a property body', async () => {
    for (const field of ['countryId', 'stateId', 'propertyImageMediaId', 'propertyId']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/property/user',
        headers: host.headers,
        payload: { ...property, [field]: TOO_BIG_ID },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[0].field, field).toBe(field);
    }
  });
});

describe('router and parser failures', () => {
  it('answers bad percent-encoding in the wrapper', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/guide/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      result: null,
      errors: [{ code: 'validation', description: 'errors.invalidFormat' }],
    });
  });

  it('answers an over-long path parameter in the wrapper', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/guide/${'a'.repeat(5000)}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({
      result: null,
      errors: [{ code: expect.any(String), description: expect.stringMatching(/^errors\./) }],
    });
  });

  it('answers a request line too long for the HTTP parser in the wrapper, on a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write(`GET /api/guide/${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 431/);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({
      result: null,
      errors: [{ code: 'payload_too_large', description: 'errors.payloadTooLarge' }],
    });
  });
});
