import { createHash } from 'node:crypto';
import { vi } from 'vitest';
import { type ApiError } from '@common/contracts/api';
import { type UserSession } from '@common/contracts/user';
import { fakeJwt } from './fixtures';

/** One recorded call to the fake API. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
  /** The query string's parameters. */
  query: URLSearchParams;
}

type Reply = { status?: number; result?: unknown; errors?: ApiError[] };
type Handler = Reply | ((call: ApiCall) => Reply);

/** A small ALTCHA challenge (secret number 7) such as GET /auth/botcheck/challenge answers. */
export function altchaChallenge(number = 7) {
  const salt = `testsalt?expires=${Math.floor(Date.now() / 1000) + 600}`;
  return {
    algorithm: 'SHA-256' as const,
    challenge: createHash('sha256')
      .update(salt + number)
      .digest('hex'),
    salt,
    maxnumber: 50,
    signature: 'signature',
  };
}

/**
 * Replaces fetch with a fake of the API under /api: `routes` maps "METHOD /path" (path without
 * /api, query ignored) to an answer, wrapped as `{ result, errors }`. The bot-check challenge is
 * answered by default. Unknown calls answer 404, so a test notices calls it did not expect.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const all: Record<string, Handler> = { 'GET /auth/botcheck/challenge': { result: altchaChallenge() }, ...routes };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const path = decodeURIComponent(url.pathname).replace(/^\/api/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = {
      method,
      path,
      body,
      headers: (init.headers ?? {}) as Record<string, string>,
      query: url.searchParams,
    };
    calls.push(call);
    const handler = all[`${method} ${path}`];
    const reply: Reply = handler
      ? typeof handler === 'function'
        ? handler(call)
        : handler
      : { status: 404, errors: [{ code: 'not_found', description: 'errors.routeNotFound' }] };
    const status = reply.status ?? 200;
    return new Response(JSON.stringify({ result: reply.result ?? null, errors: reply.errors ?? [] }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  /** The recorded calls to one endpoint. */
  const callsTo = (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key);
  return { calls, callsTo, fetchMock };
}

/** A complete signed-in user as the sign-in calls answer it. */
export function sessionUser(overrides: Partial<UserSession> = {}): UserSession {
  return {
    aspNetUsersId: '6d3f1c1e-0000-4000-8000-000000000001',
    firstName: 'Ana',
    lastName: 'García',
    refreshToken: 'refresh-1',
    email: 'ana@example.com',
    phoneNumber: '',
    token: fakeJwt(),
    profileImageMediaId: null,
    twoFactorEnabled: false,
    phoneNumberConfirmed: false,
    onboardingCount: 5,
    rememberMe: false,
    fullName: 'Ana García',
    fullNameLastFirst: 'García, Ana',
    shortName: 'Ana G.',
    shortNameFirst: 'Ana',
    isActive: true,
    createDate: '2026-01-01T00:00:00.000Z',
    lastLoginDate: null,
    previousLoginDate: null,
    profileImage: null,
    roles: [],
    locale: 'en',
    ...overrides,
  };
}

/**
 * Replaces fetch with one whose answers (`{ result }` by path without /api) wait until the test calls
 * `release` (later calls are answered at once): the page as a slow network shows it.
 */
export function heldApi(answers: Record<string, unknown>) {
  const waiting: Array<() => void> = [];
  let held = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api/, '');
          const answer = () =>
            resolve(
              new Response(JSON.stringify({ result: answers[path] ?? null, errors: [] }), {
                status: 200,
                headers: { 'Content-Type': 'application/json' },
              }),
            );
          if (held) waiting.push(answer);
          else answer();
        }),
    ),
  );
  return {
    release: () => {
      held = false;
      waiting.splice(0).forEach((answer) => answer());
    },
  };
}
