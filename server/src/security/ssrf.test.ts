import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_ERROR_KEYS } from '@common/contracts/media';
import { STAY_ERROR_KEYS } from '@common/contracts/stays';
import { buildTestApp, type TestApp } from '../test/test-app';
import { AiProvider } from '../modules/concierge/ai.provider';
import { GoogleIdTokenVerifier } from '../modules/auth/google';
import { verifyRecaptcha } from '../modules/bot-check/recaptcha';
import { makeImage } from '../modules/media/media.fixtures';
import { PexelsClient } from '../modules/media/pexels.client';
import { TwilioSmsSender } from '../modules/messages/sms';
import { createHost, type TestHost } from '../modules/property/property.fixtures';

/**
 * Every server-side fetch, through the code path the server really uses, against two local servers:
 * `service` plays the endpoint the operator configured (AI_BASE_URL, PEXELS_API_URL, ...), `inner`
 * plays an internal service nobody outside may reach. Each path must refuse loopback, private,
 * link-local/metadata and IPv6 loopback addresses - typed by a user, handed back by a third party,
 * or reached through a redirect - and answers larger than its cap. `inner` must never see a request.
 */

type Mode = { kind: 'ok' } | { kind: 'redirect'; to: string } | { kind: 'big'; bytes: number };

let service: Server;
let inner: Server;
let serviceOrigin = '';
let innerPort = 0;
let innerHits = 0;
let mode: Mode = { kind: 'ok' };
let jpeg: Buffer;
let jwks: object;
let signingKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

const CLIENT_ID = 'ssrf-client.apps.googleusercontent.com';

/** The addresses no fetch may reach (the inner server listens on the two loopback ones). */
const privateTargets = () => [
  `http://127.0.0.1:${innerPort}/secret`,
  'http://10.0.0.1/secret',
  'http://169.254.169.254/latest/meta-data/',
  `http://[::1]:${innerPort}/secret`,
];

interface Answer {
  status: number;
  type: string;
  body: Buffer | string;
}

/** What each endpoint answers normally (JSON bodies may be preceded by any amount of whitespace). */
function okAnswer(req: IncomingMessage): Answer {
  const url = new URL(req.url!, 'http://x');
  const json = (status: number, body: unknown): Answer => ({
    status,
    type: 'application/json',
    body: JSON.stringify(body),
  });
  if (url.pathname === '/v1/chat/completions') return json(200, { choices: [{ message: { content: 'fine' } }] });
  if (url.pathname === '/v1/photos/1')
    return json(200, {
      id: 1,
      width: 10,
      height: 10,
      url: '',
      photographer: 'P',
      photographer_url: '',
      src: { original: `${serviceOrigin}/photos/1/pexels-photo-1.jpeg` },
      alt: 'x',
    });
  if (url.pathname.startsWith('/photos/')) return { status: 200, type: 'image/jpeg', body: jpeg };
  if (url.pathname === '/2010-04-01/Accounts/AC1/Messages.json') return json(201, { sid: 'SM1', status: 'queued' });
  if (url.pathname === '/siteverify') return json(200, { success: true, action: 'login', score: 0.9 });
  if (url.pathname === '/certs') return json(200, jwks);
  if (url.pathname.endsWith('.ics'))
    return {
      status: 200,
      type: 'text/calendar',
      body: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n',
    };
  return { status: 404, type: 'text/plain', body: 'not found' };
}

/**
 * The normal answer after `bytes` bytes of whitespace, streamed without Content-Length: a valid JSON
 * document that only a size cap can refuse, and the cap must hold while reading.
 */
function bigAnswer(req: IncomingMessage, res: ServerResponse, bytes: number) {
  const answer = okAnswer(req);
  res.writeHead(answer.status, { 'content-type': answer.type });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let sent = 0;
  const pump = () => {
    while (sent < bytes && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end(answer.body);
  };
  res.on('error', () => {});
  pump();
}

const listen = (server: Server, host: string) =>
  new Promise<number>((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));

beforeAll(async () => {
  jpeg = await makeImage('jpeg', 64, 48);
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
  service = createServer((req, res) => {
    req.resume();
    if (mode.kind === 'redirect') return res.writeHead(307, { location: mode.to }).end();
    if (mode.kind === 'big') return bigAnswer(req, res, mode.bytes);
    const answer = okAnswer(req);
    return res.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
  serviceOrigin = `http://127.0.0.1:${await listen(service, '127.0.0.1')}`;
  const innerHandler = (_req: IncomingMessage, res: ServerResponse) => {
    innerHits++;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"secret":true}');
  };
  inner = createServer(innerHandler);
  innerPort = await listen(inner, '127.0.0.1');
  // The same port on IPv6 loopback when the machine has it (the refusal happens before connecting anyway).
  const inner6 = createServer(innerHandler);
  await new Promise<void>((resolve) => {
    inner6.once('error', () => resolve());
    inner6.listen(innerPort, '::1', () => resolve());
  });
  inner.on('close', () => inner6.close());
});

afterAll(async () => {
  await new Promise((resolve) => service?.close(resolve));
  await new Promise((resolve) => inner?.close(resolve));
});

beforeEach(() => {
  mode = { kind: 'ok' };
  innerHits = 0;
});

/** Each service client the server builds, configured with `service` as its endpoint; true when the call worked. */
const clients: { name: string; cap: number; call: () => Promise<boolean> }[] = [
  {
    name: 'AI provider (AI_BASE_URL)',
    cap: 16 * 1024 * 1024,
    call: () =>
      new AiProvider({ baseUrl: `${serviceOrigin}/v1`, chatModel: 'm' })
        .chat([{ role: 'user', content: 'hi' }])
        .then((text) => text === 'fine')
        .catch(() => false),
  },
  {
    name: 'stock photo search (PEXELS_API_URL)',
    cap: 4 * 1024 * 1024,
    call: () =>
      new PexelsClient({ apiKey: 'k', baseUrl: `${serviceOrigin}/v1` })
        .photo(1)
        .then((photo) => photo.id === 1)
        .catch(() => false),
  },
  {
    name: 'SMS (SMS_API_URL)',
    cap: 256 * 1024,
    call: () =>
      new TwilioSmsSender({ apiUrl: serviceOrigin, accountSid: 'AC1', authToken: 'secret', from: '+15550000000' })
        .send('+15551111111', 'hello')
        .then((sent) => sent.id === 'SM1')
        .catch(() => false),
  },
  {
    name: 'reCAPTCHA (RECAPTCHA_VERIFY_URL)',
    cap: 64 * 1024,
    call: () =>
      verifyRecaptcha({ verifyUrl: `${serviceOrigin}/siteverify`, secret: 's', minScore: 0.5 }, 'token', 'login'),
  },
  {
    name: 'Google sign-in keys (GOOGLE_JWKS_URL)',
    cap: 256 * 1024,
    call: async () => {
      const token = await new SignJWT({ email: 'g@example.com' })
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer('https://accounts.google.com')
        .setAudience(CLIENT_ID)
        .setSubject('g-1')
        .setExpirationTime('5m')
        .sign(signingKey);
      // A new verifier each time: jose caches the keys it fetched.
      return (await new GoogleIdTokenVerifier(CLIENT_ID, `${serviceOrigin}/certs`).verify(token)) !== null;
    },
  },
];

describe.each(clients)('$name', ({ call, cap }) => {
  it('reaches the endpoint the operator configured, even on 127.0.0.1', async () => {
    expect(await call()).toBe(true);
  });

  it('refuses a redirect to loopback, private, metadata and IPv6 loopback addresses', async () => {
    for (const to of privateTargets()) {
      mode = { kind: 'redirect', to };
      expect(await call(), to).toBe(false);
    }
    expect(innerHits).toBe(0);
  });

  it('refuses an answer larger than its cap', async () => {
    mode = { kind: 'big', bytes: cap + 128 * 1024 };
    expect(await call()).toBe(false);
  });
});

describe('through the API: stock photo copy and calendar import', () => {
  let t: TestApp;
  let allowing: TestApp;
  let host: TestHost;
  let propertyId: number;
  const UPLOAD_MAX = 200_000;

  beforeAll(async () => {
    // No FETCH_ALLOW_HOSTS: only the Pexels API origin is trusted, because the operator configured it.
    t = await buildTestApp({
      PEXELS_API_KEY: 'k',
      PEXELS_API_URL: `${serviceOrigin}/v1`,
      PEXELS_IMAGE_HOSTS: `http://127.0.0.1:${innerPort},http://10.0.0.1,http://169.254.169.254,http://[::1]:${innerPort}`,
      UPLOAD_MAX_BYTES: String(UPLOAD_MAX),
      CALENDAR_SYNC_MINUTES: '0',
    });
    // The escape hatch for calendar tests on one machine: 127.0.0.1 allowed, nothing else private.
    allowing = await buildTestApp(
      { FETCH_ALLOW_HOSTS: '127.0.0.1', FETCH_MAX_BYTES: '20000', CALENDAR_SYNC_MINUTES: '0' },
      t.database,
    );
    host = await createHost(t);
    propertyId = (await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })).json()
      .result.propertyId as number;
  });
  afterAll(async () => {
    await allowing?.close();
    await t?.close();
  });

  const saveStock = (url: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/media/library/stock/${propertyId}`,
      headers: host.headers,
      payload: { url },
    });
  const addFeed = (app: TestApp, url: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/stays/feeds',
      headers: host.headers,
      payload: { propertyId, name: `Feed ${Math.random()}`, url },
    });

  it('copies a stock photo from the provider origin the operator configured', async () => {
    const res = await saveStock(`${serviceOrigin}/photos/1/pexels-photo-1.jpeg`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a stock photo URL on a private address even when it is listed as an image host', async () => {
    for (const url of privateTargets()) {
      const res = await saveStock(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0], url).toMatchObject({
        field: 'url',
        description: MEDIA_ERROR_KEYS.stockHostNotAllowed,
      });
    }
    expect(innerHits).toBe(0);
  });

  it('refuses a stock photo redirect to a private address', async () => {
    for (const to of privateTargets()) {
      mode = { kind: 'redirect', to };
      const res = await saveStock(`${serviceOrigin}/photos/2/pexels-photo-2.jpeg`);
      expect(res.statusCode, to).toBe(400);
      expect(res.json().errors[0], to).toMatchObject({
        field: 'url',
        description: MEDIA_ERROR_KEYS.stockHostNotAllowed,
      });
    }
    expect(innerHits).toBe(0);
  });

  it('refuses a stock photo larger than the upload limit', async () => {
    mode = { kind: 'big', bytes: UPLOAD_MAX + 128 * 1024 };
    const res = await saveStock(`${serviceOrigin}/photos/3/pexels-photo-3.jpeg`);
    expect(res.statusCode).toBe(413);
  });

  it('refuses calendar feed URLs on loopback, private, metadata and IPv6 loopback addresses, the Pexels origin included', async () => {
    for (const url of [...privateTargets(), `${serviceOrigin}/cal.ics`]) {
      const res = await addFeed(t, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0], url).toMatchObject({ field: 'url', description: STAY_ERROR_KEYS.feedRefused });
    }
    expect(innerHits).toBe(0);
  });

  it('imports an allowed calendar, but not through a redirect to a private address, nor an oversized one', async () => {
    const ok = await addFeed(allowing, `${serviceOrigin}/ok.ics`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result).toMatchObject({ status: 'ok' });
    for (const [index, to] of privateTargets()
      .filter((url) => !url.startsWith('http://127.0.0.1'))
      .entries()) {
      mode = { kind: 'redirect', to };
      const res = await addFeed(allowing, `${serviceOrigin}/r${index}.ics`);
      expect(res.statusCode, to).toBe(200);
      expect(res.json().result, to).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedRefused });
    }
    mode = { kind: 'big', bytes: 200_000 };
    const big = await addFeed(allowing, `${serviceOrigin}/big.ics`);
    expect(big.json().result).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedTooLarge });
    expect(innerHits).toBe(0);
  });
});

describe('no fetch outside the SSRF-safe fetcher', () => {
  const root = path.resolve(__dirname, '..');
  /** Files allowed to open outgoing connections themselves, and why. */
  const ALLOWED: Record<string, string> = {
    'lib/safe-fetch-transport.ts':
      'the wire under the SSRF-safe fetcher (lib/safe-fetch.ts), which vets every hop first',
    'modules/storage/bucket.ts':
      'object storage through the AWS SDK at the operator-configured S3 endpoint; no user or third-party URL',
  };
  const OUTGOING = [
    /(?<![.#\w])fetch\s*\(/, // the global fetch
    /globalThis\.fetch\b/,
    /\bhttps?\.(request|get)\s*\(/,
    /from ['"](node:)?https?['"]/,
    /from ['"]undici['"]/,
    /\b(net|tls)\.connect\s*\(/,
  ];

  const sources = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(full);
      return /\.ts$/.test(entry.name) && !/\.(test|fixtures)\.ts$/.test(entry.name) ? [full] : [];
    });

  it('finds every outgoing request in an allowed file', () => {
    const offenders: string[] = [];
    for (const file of sources(root)) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (ALLOWED[relative]) continue;
      const text = readFileSync(file, 'utf8');
      text.split('\n').forEach((line, index) => {
        if (/^\s*(\/?\*|\/\/)/.test(line)) return; // comment lines
        const code = line.replace(/\/\/.*$/, '');
        // Importing a type or a status table from node:http opens no connection.
        if (
          /^import (type )?\{[^}]*\} from ['"]node:https?['"]/.test(code) &&
          !/\b(request|get|Agent)\b/.test(code.replace(/type \w+/g, ''))
        )
          return;
        if (OUTGOING.some((pattern) => pattern.test(code))) offenders.push(`${relative}:${index + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });

  it('would notice a direct fetch', () => {
    expect(OUTGOING.some((pattern) => pattern.test('  const r = await fetch(url);'))).toBe(true);
    expect(OUTGOING.some((pattern) => pattern.test('https.request({ host })'))).toBe(true);
    expect(OUTGOING.some((pattern) => pattern.test('  const r = await this.fetch(url);'))).toBe(false);
    expect(OUTGOING.some((pattern) => pattern.test('  const r = await this.#fetch(url);'))).toBe(false);
  });
});
