import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createSmsSender, SmsError, smsConfigured, TwilioSmsSender } from './sms';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'tok_5e3c7a1b9d2f4e6a8c0b1d3f5a7c9e2b';
const SERVICE_SID = 'MG0123456789abcdef0123456789abcdef';

/**
 * A local server that speaks Twilio's Messages resource: it checks the path, the Basic auth and the
 * form fields as Twilio does, and answers 201 with a sid, or Twilio's error JSON.
 */
let server: Server;
let apiUrl: string;
let received: { path: string; authorization?: string; contentType?: string; form: URLSearchParams }[] = [];
let failWith: { status: number; body: string } | null = null;

function fakeTwilio(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const form = new URLSearchParams(raw);
    received.push({
      path: req.url!,
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      form,
    });
    const answer = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (failWith) return res.writeHead(failWith.status, { 'content-type': 'application/json' }).end(failWith.body);
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${SID}/Messages.json`)
      return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    if (req.headers.authorization !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`)
      return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
    const to = form.get('To') ?? '';
    if (!/^\+[1-9]\d{6,14}$/.test(to))
      return answer(400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      });
    if (!form.get('Body')) return answer(400, { code: 21602, message: 'Message body is required.', status: 400 });
    if (!form.get('From') && !form.get('MessagingServiceSid'))
      return answer(400, {
        code: 21603,
        message: "A 'From' or 'MessagingServiceSid' parameter is required to send a message",
        status: 400,
      });
    answer(201, {
      sid: `SM${String(received.length).padStart(32, '0')}`,
      status: 'queued',
      to,
      body: form.get('Body'),
    });
  });
}

beforeAll(async () => {
  server = createServer(fakeTwilio);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  failWith = null;
});

const sender = (from = '+15005550006', token = TOKEN) =>
  new TwilioSmsSender({ apiUrl, accountSid: SID, authToken: token, from });

async function smsError(work: Promise<unknown>): Promise<SmsError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SmsError);
  return error as SmsError;
}

describe('TwilioSmsSender', () => {
  it("posts To, From and Body form-encoded with Basic auth to the account's Messages resource", async () => {
    const result = await sender().send('+34600111222', 'Hola Ana, tu código es 4821 ✓');
    expect(result.id).toMatch(/^SM\d{32}$/);
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request!.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({
      To: '+34600111222',
      From: '+15005550006',
      Body: 'Hola Ana, tu código es 4821 ✓',
    });
  });

  it('sends through a messaging service when the sender is a messaging service SID', async () => {
    await sender(SERVICE_SID).send('+15551234567', 'Hi');
    expect(received[0]!.form.get('MessagingServiceSid')).toBe(SERVICE_SID);
    expect(received[0]!.form.has('From')).toBe(false);
  });

  it("turns an invalid number (21211) into a non-retryable error with the provider's reason", async () => {
    const error = await smsError(sender().send('12345', 'Hi'));
    expect(error).toMatchObject({ retryable: false, details: { status: 400, code: 21211 } });
    expect(error.reason).toContain('21211');
    expect(error.reason).toContain("The 'To' number 12345 is not a valid phone number.");
  });

  it('reports wrong credentials without the auth token anywhere in the error', async () => {
    const error = await smsError(sender('+15005550006', 'wrong-token-value-123').send('+15551234567', 'Hi'));
    expect(error).toMatchObject({ retryable: false, details: { status: 401, code: 20003 } });
    expect(inspect(error, { depth: 5 })).not.toContain('wrong-token-value-123');
  });

  it('marks rate limiting and server errors as retryable', async () => {
    failWith = { status: 429, body: JSON.stringify({ code: 20429, message: 'Too Many Requests', status: 429 }) };
    expect(await smsError(sender().send('+15551234567', 'Hi'))).toMatchObject({
      retryable: true,
      details: { status: 429, code: 20429 },
    });
    failWith = { status: 503, body: '<html>Service Unavailable</html>' };
    expect(await smsError(sender().send('+15551234567', 'Hi'))).toMatchObject({
      retryable: true,
      details: { status: 503 },
    });
  });

  it('marks an unreachable service as retryable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const offline = new TwilioSmsSender({
      apiUrl: `http://127.0.0.1:${port}`,
      accountSid: SID,
      authToken: TOKEN,
      from: '+15005550006',
    });
    expect(await smsError(offline.send('+15551234567', 'Hi'))).toMatchObject({
      retryable: true,
      reason: 'SMS service unreachable',
    });
  });

  it('shows none of its credentials when logged or serialised', () => {
    const s = sender();
    const encoded = Buffer.from(`${SID}:${TOKEN}`).toString('base64');
    for (const text of [inspect(s, { depth: 5, showHidden: true }), JSON.stringify(s), String(s)]) {
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(encoded);
    }
  });
});

describe('createSmsSender', () => {
  const base = { PUBLIC_URL: 'http://guidebook.test' };

  it('is null unless the account SID, auth token and sender are all set', () => {
    for (const env of [
      {},
      { SMS_ACCOUNT_SID: SID, SMS_AUTH_TOKEN: TOKEN },
      { SMS_ACCOUNT_SID: SID, SMS_FROM: '+15005550006' },
      { SMS_AUTH_TOKEN: TOKEN, SMS_FROM: '+15005550006' },
    ]) {
      const config = loadConfig({ ...base, ...env });
      expect(smsConfigured(config)).toBe(false);
      expect(createSmsSender(config)).toBeNull();
    }
  });

  it('sends through the configured base URL when configured', async () => {
    const config = loadConfig({
      ...base,
      SMS_API_URL: `${apiUrl}/`,
      SMS_ACCOUNT_SID: SID,
      SMS_AUTH_TOKEN: TOKEN,
      SMS_FROM: '+15005550006',
    });
    expect(smsConfigured(config)).toBe(true);
    const result = await createSmsSender(config)!.send('+15551234567', 'Check-in is at 15:00');
    expect(result.id).toMatch(/^SM/);
    expect(received[0]!.path).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
  });

  it("defaults to Twilio's API", () => {
    expect(loadConfig(base).SMS_API_URL).toBe('https://api.twilio.com');
  });
});
