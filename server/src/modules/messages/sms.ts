import type { Config } from '../../config';
import { createSafeFetch, endpointPolicy, type SafeFetchFn } from '../../lib/safe-fetch';

/**
 * SMS through a Twilio-compatible REST API (Twilio itself, or any service that speaks its Messages
 * resource): POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP Basic auth
 * (AccountSid:AuthToken) and a form-encoded To, From (or MessagingServiceSid) and Body. Success is a
 * 201 with the message's `sid`; a refusal is a 4xx with a JSON `code` and `message`.
 *
 * The auth token only ever travels in the Authorization header: it is not in any error, message or
 * object this module hands back, so nothing that logs them can leak it.
 */

/** Sends one text message; resolves with the provider's message id. */
export interface SmsSender {
  send(to: string, body: string): Promise<{ id: string }>;
}

/**
 * A message the provider did not take. `reason` is safe to store and show (no credentials);
 * `retryable` says whether sending again later can help (network trouble, 429, 5xx) or not (a bad
 * number, a refused sender: 4xx).
 */
export class SmsError extends Error {
  constructor(
    readonly reason: string,
    readonly retryable: boolean,
    readonly details: { status?: number; code?: number } = {},
  ) {
    super(reason);
    this.name = 'SmsError';
  }
}

export interface TwilioSmsOptions {
  /** e.g. https://api.twilio.com (no trailing path). */
  apiUrl: string;
  accountSid: string;
  authToken: string;
  /** A phone number (E.164) or a messaging service SID (MG + 32 hex characters). */
  from: string;
  timeoutMs?: number;
  /** Defaults to the SSRF-safe fetch trusting `apiUrl`'s origin. */
  fetch?: SafeFetchFn;
}

const MESSAGING_SERVICE_SID = /^MG[0-9a-f]{32}$/i;
const MAX_REASON = 300;

const clip = (text: string) => (text.length > MAX_REASON ? `${text.slice(0, MAX_REASON - 1)}…` : text);

export class TwilioSmsSender implements SmsSender {
  // Private fields: a logged or serialised sender shows none of the credentials.
  readonly #endpoint: string;
  readonly #authorization: string;
  readonly #authToken: string;
  readonly #from: string;
  readonly #timeoutMs: number;
  readonly #fetch: SafeFetchFn;

  constructor(options: TwilioSmsOptions) {
    this.#endpoint = `${options.apiUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
    this.#authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
    this.#authToken = options.authToken;
    this.#from = options.from;
    this.#timeoutMs = options.timeoutMs ?? 15_000;
    this.#fetch =
      options.fetch ??
      createSafeFetch(endpointPolicy([options.apiUrl], { timeoutMs: this.#timeoutMs, maxBytes: 256 * 1024 }));
  }

  async send(to: string, body: string): Promise<{ id: string }> {
    const form = new URLSearchParams({ To: to, Body: body });
    if (MESSAGING_SERVICE_SID.test(this.#from)) form.set('MessagingServiceSid', this.#from);
    else form.set('From', this.#from);

    let response: Response;
    try {
      response = await this.#fetch(this.#endpoint, {
        method: 'POST',
        headers: {
          authorization: this.#authorization,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        redirect: 'error',
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError' || (error as { kind?: string }).kind === 'timeout';
      throw new SmsError(timedOut ? 'SMS service did not answer in time' : 'SMS service unreachable', true);
    }

    const text = await response.text().catch(() => '');
    let json: { sid?: unknown; status?: unknown; code?: unknown; message?: unknown } = {};
    try {
      json = JSON.parse(text) as typeof json;
    } catch {
      // Not JSON: handled by the status checks below.
    }
    if (response.status === 200 || response.status === 201) {
      if (typeof json.sid !== 'string' || !json.sid)
        throw new SmsError('SMS service answered without a message id', true, { status: response.status });
      if (json.status === 'failed' || json.status === 'undelivered')
        throw new SmsError(`SMS service reported the message ${json.status}`, false, { status: response.status });
      return { id: json.sid };
    }
    const code = typeof json.code === 'number' ? json.code : undefined;
    const message = typeof json.message === 'string' ? json.message : '';
    const retryable = response.status === 429 || response.status >= 500;
    const reason = clip(
      `SMS service refused the message (HTTP ${response.status}${code !== undefined ? `, error ${code}` : ''})${message ? `: ${message}` : ''}`,
    );
    throw new SmsError(reason.split(this.#authToken).join('[redacted]'), retryable, { status: response.status, code });
  }
}

/** SMS is on only when the account SID, the auth token and the sender are all configured. */
export const smsConfigured = (config: Pick<Config, 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM'>): boolean =>
  Boolean(config.SMS_ACCOUNT_SID && config.SMS_AUTH_TOKEN && config.SMS_FROM);

/** The configured SMS sender, or null when SMS is not configured. */
export function createSmsSender(
  config: Pick<Config, 'SMS_API_URL' | 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM'>,
): SmsSender | null {
  if (!config.SMS_ACCOUNT_SID || !config.SMS_AUTH_TOKEN || !config.SMS_FROM) return null;
  return new TwilioSmsSender({
    apiUrl: config.SMS_API_URL,
    accountSid: config.SMS_ACCOUNT_SID,
    authToken: config.SMS_AUTH_TOKEN,
    from: config.SMS_FROM,
  });
}
