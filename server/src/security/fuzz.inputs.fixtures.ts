/** The hostile inputs of input fuzzing (fuzz.test.ts), and what an answer may never be or hold. */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { Access } from './route-access';
import { admin, errors, ids, owner, property, twoFa } from './fuzz.fixtures';

export function near(example: unknown, depth = 0): fc.Arbitrary<unknown> {
  const keep = fc.constant(example);
  if (example !== null && typeof example === 'object' && depth < 4) {
    const shaped = Array.isArray(example)
      ? fc.tuple(...example.map((item) => near(item, depth + 1)))
      : fc.record(
          Object.fromEntries(
            Object.entries(example).map(([key, value]) => [
              key,
              fc.oneof(
                { weight: 12, arbitrary: near(value, depth + 1) },
                { weight: 1, arbitrary: fc.constant(undefined) },
              ),
            ]),
          ),
        );
    return fc.oneof({ weight: 8, arbitrary: shaped }, { weight: 1, arbitrary: hostileJson });
  }
  const similar =
    typeof example === 'string' ? hostileString : typeof example === 'number' ? hostileNumber : hostileScalar;
  return fc.oneof(
    { weight: 6, arbitrary: keep },
    { weight: 2, arbitrary: similar },
    { weight: 1, arbitrary: hostileJson },
  );
}

/** Strings that have broken parsers, queries, templates and file paths somewhere. */
const HOSTILE = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(0)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  '\u0000',
  '\u202e\u200b\ufeff',
  '\ud800',
  '😀'.repeat(300),
  'a'.repeat(5000),
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '-0',
  '1e308',
  '99999999999999999999999',
  '2147483648',
  '9007199254740993',
  '0x10',
  '1.5',
  ' ',
  '',
  'true',
  'null',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  'en',
  'es',
  'ZZ',
];

/** Percent-encodes, lone surrogates included (as U+FFFD, which is what a browser would send). */
export const enc = (value: string) =>
  encodeURIComponent(
    value.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    0,
    -1,
    1,
    2,
    2_147_483_647,
    2_147_483_648,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    1e308,
    -1e308,
    0.5,
    1e-9,
  ),
);
const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
/** Any JSON value, hostile leaves, a little depth. */
const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { maxDepth: 3, depthSize: 'small' },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body: mostly an object with the schema's keys (some of them) holding hostile values, sometimes anything. */
export const bodyFor = (keys: string[]) =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .record(Object.fromEntries(keys.map((k) => [k, hostileJson])), { requiredKeys: [] })
        .chain((known) =>
          fc.dictionary(hostileString, hostileJson, { maxKeys: 2 }).map((extra) => ({ ...extra, ...known })),
        ),
    },
    { weight: 1, arbitrary: hostileJson },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"a":',
          '[1,2',
          '{"__proto__":{"admin":true}}',
          '{"constructor":{"prototype":{"admin":true}}}',
          'null',
          '""',
          '\u0000',
        )
        .map((raw) => ({ raw })),
    },
  );

/** A query string: the schema's keys (and others) with hostile values, a key repeated now and then. */
export const queryFor = (keys: string[]) =>
  fc
    .array(
      fc.tuple(
        keys.length ? fc.oneof(fc.constantFrom(...keys), hostileString) : hostileString,
        fc.oneof(hostileString, hostileNumber.map(String)),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&'));

/** A path parameter: hostile, or a real id now and then so the service code behind the lookup runs too. */
export const paramValue = () =>
  fc.oneof(
    { weight: 3, arbitrary: hostileString.map(enc) },
    { weight: 1, arbitrary: hostileNumber.map((n) => enc(String(n))) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '1',
        '2',
        String(property.propertyId),
        property.guide.slug,
        ids.userId!,
        '00000000-0000-4000-8000-000000000000',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%', '%zz', '..', '.%2e', '%2e%2e%2f') },
  );

/** Request headers the routes read, with hostile values (printable ASCII: what HTTP carries). */
export const hostileHeaders = fc.dictionary(
  fc.constantFrom(
    'x-guide-code',
    'x-stay-token',
    'x-bot-token',
    'accept-language',
    'x-request-id',
    'x-forwarded-for',
    'if-none-match',
    'range',
    'cookie',
  ),
  hostileString.map((v) => v.replace(/[^\x20-\x7e]/g, '?').slice(0, 2000)),
  { maxKeys: 3 },
);

export const headersFor = (access: Access) =>
  access === 'internal' || access === 'admin'
    ? admin.headers
    : access === 'twoFaPending'
      ? twoFa.headers
      : access === 'public'
        ? {}
        : owner.headers;

/** Whatever the input, what may never be in an answer. */
const STACK = /\n\s+at [^\n]+:\d+:\d+/;
const LEAKS: [string, RegExp][] = [
  ['a stack trace', STACK],
  ['a file path', /(\/work\/|node_modules|\.ts:\d+|file:\/\/)/],
  [
    'SQL',
    /\b(select\s.+\sfrom|insert\s+into|update\s.+\sset|delete\s+from)\b|syntax error at or near|violates (foreign key|unique|not-null|check) constraint|relation "[^"]+"|invalid input syntax for type|duplicate key value/i,
  ],
  ['a driver or ORM name', /\b(drizzle|pglite|pg-protocol|ZodError)\b/i],
];

/** Answers per route and status (FUZZ_REPORT=1 prints them: how deep the fuzzer got, route by route). */
export const seen = new Map<string, Map<number, number>>();

export function checkAnswer(res: LightMyRequestResponse, route: string, sent: string) {
  const counts = seen.get(route) ?? new Map<number, number>();
  counts.set(res.statusCode, (counts.get(res.statusCode) ?? 0) + 1);
  seen.set(route, counts);
  const detail = () =>
    `${sent}\n-> ${res.statusCode} ${res.body.slice(0, 400)}\n${errors.get(String(res.headers['x-request-id'])) ?? ''}`;
  if (res.statusCode >= 500) throw new Error(`5xx: ${detail()}`);
  // A refusal says what was wrong in its own words; an answer's data may well quote what a host typed.
  if (res.statusCode >= 400)
    for (const [what, pattern] of LEAKS)
      if (pattern.test(res.body)) throw new Error(`${what} in the answer: ${detail()}`);
  if (STACK.test(res.body) && !/application\/pdf|image\/|video\//.test(String(res.headers['content-type'] ?? '')))
    throw new Error(`a stack trace in the answer: ${detail()}`);
  // The API's refusals are the wrapper; guest pages and files answer their own 404 page.
  if (res.statusCode >= 400 && route.includes(' /api/') && !route.includes(' /api/docs')) {
    let body: { result?: unknown; errors?: { code?: unknown; description?: unknown; field?: unknown }[] };
    try {
      body = res.json();
    } catch {
      throw new Error(`a ${res.statusCode} that is not JSON: ${detail()}`);
    }
    if (!('result' in body) || !Array.isArray(body.errors) || body.errors.length === 0)
      throw new Error(`a ${res.statusCode} outside the wrapper: ${detail()}`);
    for (const e of body.errors)
      if (typeof e.code !== 'string' || typeof e.description !== 'string')
        throw new Error(`an error without code or description: ${detail()}`);
    if (res.statusCode === 400 && !body.errors.some((e) => typeof e.field === 'string' && e.field.length > 0))
      throw new Error(`a 400 naming no field: ${detail()}`);
  }
}
