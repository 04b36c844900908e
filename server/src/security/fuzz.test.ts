/**
 * Input fuzzing: every route of the route table gets random and hostile path parameters, query
 * strings and JSON bodies (fast-check, fixed seed), sent by a caller the route lets through (the
 * owner of a property, Admin for the staff area, a TwoFa token for verify2fa), so the input reaches
 * the validation and the service behind the guard. Whatever arrives: never a 5xx, never a stack
 * trace, file path or SQL in the answer; every 4xx of the API is the `{ result, errors }` wrapper
 * with a code and a description, and a 400 names the field.
 *
 * Bounded: FUZZ_RUNS requests per route (default 8), seed FUZZ_SEED (default fixed), so a failure
 * reproduces; raise FUZZ_RUNS locally for a deeper search.
 */
import diagnostics from 'node:diagnostics_channel';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { aiQuestions, authSessions, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/test-app';
import { DeepLFake } from '../modules/translation/deepl.fake';
import { ACCOUNTS_TEST_ENV, botToken } from '../modules/auth/accounts.fixtures';
import { createHost, type TestHost } from '../modules/property/property.fixtures';
import { type Access, ROUTE_ACCESS } from './route-access';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_2611);

let t: TestApp;
let owner: TestHost;
let admin: TestHost;
let twoFa: TestHost;
let property: Property;

/** Each route's schema parts (zod), as registered: their keys steer the fuzzer to real field names. */
const schemas = new Map<string, { body?: unknown; querystring?: unknown; consumes?: string[] }>();
/** The last unhandled error per request, to show why a 500 happened. */
const errors = new Map<string, string>();
const collect = (message: unknown) => {
  const fastify = (message as { fastify: FastifyInstance }).fastify;
  fastify.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as { body?: unknown; querystring?: unknown; consumes?: string[] };
    for (const method of [route.method].flat())
      schemas.set(`${method} ${route.url}`, {
        body: schema.body,
        querystring: schema.querystring,
        consumes: schema.consumes,
      });
  });
  fastify.addHook('onError', async (request, _reply, error) => {
    errors.set(request.id, `${error.name}: ${error.message}\n${error.stack ?? ''}`.slice(0, 2000));
  });
};

const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

const deepl = new DeepLFake('fuzz-key:fx');

beforeAll(async () => {
  await deepl.start();
  diagnostics.subscribe('fastify.initialization', collect);
  try {
    t = await buildTestApp({
      ...ACCOUNTS_TEST_ENV,
      DEV_OUTBOX: 'true',
      CALENDAR_SYNC_MINUTES: '0',
      // Translation help against the local DeepL stand-in (never the internet).
      TRANSLATION_PROVIDER: 'deepl',
      DEEPL_API_KEY: 'fuzz-key:fx',
      DEEPL_API_URL: deepl.origin,
      TRANSLATION_RATE_LIMIT_PER_USER: '100000',
    });
  } finally {
    diagnostics.unsubscribe('fastify.initialization', collect);
  }
  owner = await createHost(t, { firstName: 'Olga', lastName: 'Owner' });
  admin = await createHost(t, { firstName: 'Ada', lastName: 'Admin' });
  await t.database.db
    .update(users)
    .set({ roles: ['Admin'] })
    .where(eq(users.id, admin.userId));
  const pending = await createHost(t);
  const [session] = await t.database.db
    .insert(authSessions)
    .values({
      userId: pending.userId,
      method: 'password',
      twoFactorPending: true,
      expiresAt: new Date(Date.now() + 600_000),
    })
    .returning();
  twoFa = {
    ...pending,
    headers: {
      authorization: `Bearer ${await t.app.tokens.sign({ sub: pending.userId, role: ['TwoFa'], sid: session!.id }, 600)}`,
    },
  };
  property = (await api('POST', '/api/property/user')) as Property;
  // Published, so the guest routes get past the slug lookup.
  property = (await api('PUT', '/api/property/user', {
    ...property,
    guide: { ...property.guide, published: true },
  })) as Property;
  const stay = (await api('POST', '/api/stays', {
    propertyId: property.propertyId,
    guestName: 'Gina',
    email: 'gina@example.com',
    checkInDate: '2031-05-01',
    checkOutDate: '2031-05-04',
  })) as { stayId: number };
  const template = (await api('POST', '/api/messages/templates', {
    name: 'Hello',
    subject: { en: 'Hi', es: 'Hola' },
    body: { en: 'Hello {guestName}', es: 'Hola' },
  })) as { templateId: number };
  const schedule = (await api('POST', '/api/messages/schedules', {
    templateId: template.templateId,
    propertyId: property.propertyId,
    anchor: 'checkIn',
    offsetDays: -1,
    localTime: '10:00',
    channel: 'email',
  })) as { scheduleId: number };
  const device = (await api('POST', '/api/devices', {
    propertyId: property.propertyId,
    name: 'Oven',
    category: 'oven',
  })) as { deviceId: number };
  const video = (await api('POST', '/api/videos', {
    propertyId: property.propertyId,
    url: 'https://vimeo.com/76979871',
    title: { en: 'Hot tub' },
  })) as { videoId: number };
  const qa = (await api('POST', `/api/ai/property/${property.propertyId}/qa`, {
    question: 'Where is the key?',
    answer: 'In the box.',
    locale: 'en',
  })) as { qaId: number };
  const [question] = await t.database.db
    .insert(aiQuestions)
    .values({
      propertyId: property.propertyId,
      question: 'Is there a cot?',
      locale: 'en',
      answered: false,
      mode: 'retrieval',
    })
    .returning();
  const ticket = (await api('POST', '/api/support/tickets', {
    reasonTypeId: 1,
    subject: 'Help',
    body: 'Please',
    botToken: await botToken(t.app),
  })) as { ticketId: number };
  ids = {
    propertyId: String(property.propertyId),
    slug: property.guide.slug,
    stayId: String(stay.stayId),
    templateId: String(template.templateId),
    scheduleId: String(schedule.scheduleId),
    deviceId: String(device.deviceId),
    videoId: String(video.videoId),
    qaId: String(qa.qaId),
    questionId: String(question!.id),
    ticketId: String(ticket.ticketId),
    // Admin actions on a user (deactivate, delete) take a throwaway account, never the caller.
    userId: (await createHost(t)).userId,
    page: '1',
    mediaSourceId: '1',
    countryId: '1',
    list: 'strTypes',
    id: '1',
    strTypeId: '0',
    table: 'stays',
    scope: 'all',
    role: 'Internal',
    email: owner.email,
    value: '1',
    searchTerm: 'beach',
    text: 'wifi',
    code: 'ABCD12',
  };
});

/** Real values for path parameters, by name (a mutated request keeps most of them). */
let ids: Record<string, string> = {};

const api = async (method: InjectOptions['method'], url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url,
    headers: owner.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode !== 200)
    throw new Error(`${method} ${url} for the fixture answered ${res.statusCode}: ${res.body}`);
  return res.json().result;
};

/**
 * A valid request per route (query and body), the starting point of the near-valid inputs: one or
 * a few fields replaced by hostile values, so the input reaches the services behind the validation.
 */
const examples = (): Record<string, { query?: Record<string, string>; body?: unknown }> => {
  const propertyId = property.propertyId;
  const stay = {
    propertyId,
    guestName: 'Gus',
    email: 'gus@example.com',
    phone: '+34 600 000 000',
    locale: 'en',
    guestCount: 2,
    checkInDate: '2031-06-01',
    checkInTime: '15:00',
    checkOutDate: '2031-06-03',
    notes: 'Late arrival',
  };
  const template = {
    name: 'Hi',
    subject: { en: 'Hi', es: 'Hola' },
    body: { en: 'Hello {guestName}', es: 'Hola {guestName}' },
  };
  const schedule = {
    templateId: Number(ids.templateId),
    propertyId,
    anchor: 'checkIn',
    offsetDays: -1,
    localTime: '10:00',
    channel: 'email',
    active: true,
  };
  const device = {
    name: 'Dishwasher',
    category: 'dishwasher',
    location: 'Kitchen',
    brand: 'Bosch',
    model: 'S4',
    howTo: { en: '<p>Press start</p>' },
    troubleshooting: {},
    mediaIds: [],
    videoId: null,
  };
  const report = { propertyId: String(propertyId), from: '2026-01-01', to: '2026-01-31', tz: 'Europe/Madrid' };
  return {
    'POST /api/auth/issuetoken': {
      body: { email: owner.email, password: 'a password that is long', rememberMe: false, botToken: 'x' },
    },
    'POST /api/auth/verify2fa': { body: { code: '123456' } },
    'POST /api/auth/refreshtoken': {
      body: { token: owner.headers.authorization.slice(7), refreshToken: 'x'.repeat(43) },
    },
    'POST /api/auth/signout': { body: { refreshToken: 'x'.repeat(43) } },
    'POST /api/user/signup': {
      body: {
        email: 'new@example.com',
        password: 'a password that is long',
        firstName: 'Ana',
        lastName: 'Host',
        locale: 'en',
        botToken: 'x',
      },
    },
    'POST /api/user/signupconfirmation': { body: { email: 'new@example.com', code: '12345678' } },
    'POST /api/user/password/': { body: { email: owner.email, code: '12345678', password: 'a password that is long' } },
    'POST /api/user/password/account/': { body: { code: '12345678', password: 'a password that is long' } },
    'DELETE /api/user': { body: { password: 'not the password of anyone' } },
    'PUT /api/user': {
      body: {
        firstName: 'Olga',
        lastName: 'Owner',
        phoneNumber: '+34 611 222 333',
        profileImageMediaId: null,
        locale: 'es',
      },
    },
    'POST /api/user/2fa/enable': { body: { code: '123456' } },
    'POST /api/user/2fa/disable': { body: { code: '123456' } },
    'PUT /api/property/user': { body: property },
    'POST /api/media/library/stock/:propertyId': {
      body: { url: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg' },
    },
    'GET /api/guide/:slug': { query: { locale: 'es' } },
    'GET /api/guide/:slug/pdf': { query: { locale: 'en', paper: 'letter', includeSensitive: '1' } },
    'GET /api/guide/:slug/sign.pdf': { query: { locale: 'es', paper: 'a4', wifi: '1' } },
    'POST /api/guide/:slug/events': {
      body: {
        events: [
          { type: 'open', locale: 'es' },
          { type: 'section_view', sectionId: '1' },
        ],
      },
    },
    'POST /api/guide/:slug/ask': { body: { question: 'When is check-out?', locale: 'en' } },
    'GET /api/stays': {
      query: { propertyId: String(propertyId), status: 'upcoming', q: 'Gina', page: '1', pageSize: '25' },
    },
    'GET /api/stays/agenda': { query: { days: '7' } },
    'POST /api/stays': { body: stay },
    'POST /api/property/user/:propertyId/duplicate': { body: { name: 'Beach flat 2' } },
    'PUT /api/stays': { body: { ...stay, stayId: Number(ids.stayId), modifyDate: new Date().toISOString() } },
    'POST /api/stays/import/:propertyId': {
      body: { csv: 'guest name,check-in,check-out\nHugo,2031-07-01,2031-07-03\n' },
    },
    'POST /api/stays/feeds': { body: { propertyId, name: 'Airbnb', url: 'http://127.0.0.1:9/feed.ics' } },
    'POST /api/messages/templates': { body: template },
    'PUT /api/messages/templates': { body: { ...template, templateId: Number(ids.templateId) } },
    'POST /api/messages/preview': { body: { stayId: Number(ids.stayId), templateId: Number(ids.templateId) } },
    'POST /api/messages/schedules': { body: schedule },
    'PUT /api/messages/schedules': { body: { ...schedule, scheduleId: Number(ids.scheduleId) } },
    'GET /api/messages/log': {
      query: { status: 'sent', propertyId: String(propertyId), stayId: ids.stayId, page: '1', pageSize: '20' },
    },
    'POST /api/messages/send': {
      body: { stayId: Number(ids.stayId), templateId: Number(ids.templateId), channel: 'whatsapp' },
    },
    'POST /api/videos': {
      body: {
        propertyId,
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: { en: 'Tour', es: 'Visita' },
        posterMediaId: null,
      },
    },
    'PUT /api/videos': { body: { videoId: Number(ids.videoId), title: { en: 'Renamed' }, posterMediaId: null } },
    'POST /api/devices': { body: { ...device, propertyId } },
    'PUT /api/devices': { body: { ...device, deviceId: Number(ids.deviceId) } },
    'POST /api/cohosts/invitations': {
      body: { propertyIds: [propertyId], email: 'helper@example.com', message: 'Welcome' },
    },
    'POST /api/translation/property/:propertyId/sections': {
      body: { from: 'en', to: 'es', sections: [{ sectionId: 's1', title: 'Parking', body: '<p>Behind {{x}}.</p>' }] },
    },
    'POST /api/host/confirm/preview': { body: { token: 'A'.repeat(22) } },
    'POST /api/host/confirm': { body: { token: 'A'.repeat(22) } },
    'GET /api/reports': { query: report },
    'GET /api/reports/csv/:table': { query: report },
    'PUT /api/ai/property/:propertyId/settings': {
      body: {
        tone: 'friendly',
        instructions: 'Be brief',
        topicsToAvoid: ['parties'],
        escalation: { name: 'Olga', phone: '+34 600 000 000', email: 'olga@example.com' },
      },
    },
    'POST /api/ai/property/:propertyId/qa': { body: { question: 'Is there a cot?', answer: 'Yes.', locale: 'en' } },
    'PUT /api/ai/property/:propertyId/qa/:qaId': {
      body: { question: 'Where is the key?', answer: 'Under the mat.', locale: 'es' },
    },
    'POST /api/ai/property/:propertyId/questions/:questionId/qa': { body: { answer: 'Yes, in the closet.' } },
    'POST /api/ai/property/:propertyId/questions/:questionId/section': {
      body: { title: 'Cot', body: '<p>In the closet.</p>' },
    },
    'POST /api/ai/property/:propertyId/ask': {
      body: { question: 'Where is the key?', locale: 'en', withAccessCode: true },
    },
    'POST /api/support/tickets': {
      body: { reasonTypeId: 1, subject: 'Help', body: 'Please', propertyId, botToken: 'x' },
    },
    'GET /api/support/tickets': { query: { page: '1', pageSize: '10' } },
    'POST /api/support/tickets/:ticketId/messages': { body: { body: 'More detail' } },
    'POST /api/support/contact': {
      body: {
        name: 'Pat',
        email: 'pat@example.com',
        reasonTypeId: 1,
        subject: 'Hello',
        body: 'A question',
        locale: 'es',
        botToken: 'x',
      },
    },
    'GET /api/admin/users': { query: { q: 'olga', page: '1', pageSize: '20' } },
    'POST /api/admin/roles': { body: { email: owner.email, role: 'Internal' } },
    'GET /api/admin/audit': { query: { page: '1', pageSize: '20' } },
    'GET /api/admin/outbox': { query: { page: '1', pageSize: '20' } },
    'PUT /api/admin/lists/:list/:id': { body: { nameEn: 'Uploads', nameEs: 'Subidas' } },
    'POST /api/admin/tools/purge': { body: { olderThanDays: 3650 } },
    'PUT /api/admin/ai/prompts/:strTypeId': { body: { instructionsEn: 'Be brief.', instructionsEs: 'Sé breve.' } },
    'GET /api/admin/support/tickets': {
      query: { status: 'open', assignee: 'me', q: 'help', page: '1', pageSize: '10' },
    },
    'POST /api/admin/support/tickets/:ticketId/messages': { body: { body: 'A note', internal: true } },
    'PUT /api/admin/support/tickets/:ticketId': { body: { status: 'waiting', assigneeUserId: admin.userId } },
  };
};

/**
 * Examples refused by the service on purpose here: no stock photo host and no calendar server are
 * reachable, and deleting one's account is confirmed with a password nobody fuzzing knows (a valid
 * example would delete the fixtures' owner).
 */
const REFUSED_AFTER_VALIDATION = new Set([
  'POST /api/media/library/stock/:propertyId',
  'POST /api/stays/feeds',
  'DELETE /api/user',
]);

/** A value like `example`, or now and then (field by field) a hostile one, another type, or missing. */
function near(example: unknown, depth = 0): fc.Arbitrary<unknown> {
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
afterAll(async () => {
  if (process.env.FUZZ_REPORT) for (const [route, counts] of seen) console.log(route, Object.fromEntries(counts));
  await t?.close();
});

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
const enc = (value: string) =>
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
const bodyFor = (keys: string[]) =>
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
const queryFor = (keys: string[]) =>
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
const paramValue = () =>
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
const hostileHeaders = fc.dictionary(
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

const headersFor = (access: Access) =>
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
const seen = new Map<string, Map<number, number>>();

function checkAnswer(res: LightMyRequestResponse, route: string, sent: string) {
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

/** Routes that end the fixtures the others use run last (deletes, then the new slug, then the property's delete). */
const rank = (route: string) =>
  route === 'DELETE /api/property/user/:propertyId'
    ? 3
    : route.endsWith('/rotate-slug')
      ? 2
      : route.startsWith('DELETE ')
        ? 1
        : 0;
const ORDERED = Object.entries(ROUTE_ACCESS).sort(([a], [b]) => rank(a) - rank(b));

describe(`input fuzzing: every route, ${RUNS} hostile requests each (seed ${SEED})`, () => {
  it('starts from examples the API accepts (the near-valid inputs are one change away from valid)', async () => {
    const refused: string[] = [];
    for (const [route, example] of Object.entries(examples())) {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      const url =
        path.replace(/:([A-Za-z]+)/g, (_m, name: string) => enc(ids[name]!)) +
        (example.query ? `?${new URLSearchParams(example.query).toString()}` : '');
      const res = await t.app.inject({
        method,
        url,
        headers: headersFor(ROUTE_ACCESS[route]!),
        ...(example.body === undefined ? {} : { payload: example.body as object }),
      });
      if (res.statusCode === 400 && !REFUSED_AFTER_VALIDATION.has(route))
        refused.push(`${route}: ${res.body.slice(0, 300)}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers edge-case bodies on every route that takes one: deep nesting, oversize, wrong or odd content types', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const cases: { payload: string | Buffer; type: string }[] = [
      { payload: deep, type: 'application/json' },
      { payload: deepObject, type: 'application/json' },
      { payload: `{"a":"${'x'.repeat(1_100_000)}"}`, type: 'application/json' },
      { payload: '{"name":"a","name":{"x":1}}', type: 'application/json' },
      { payload: 'name=a', type: 'application/x-www-form-urlencoded' },
      { payload: '{}', type: 'text/plain' },
      { payload: '{}', type: 'application/json; charset=utf-16' },
      { payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), type: 'application/json' },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
        type: 'multipart/form-data; boundary=x',
      },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\nabc',
        type: 'multipart/form-data; boundary=x',
      },
    ];
    const failures: string[] = [];
    for (const [route, access] of ORDERED) {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      if (method === 'GET' || method === 'DELETE') continue;
      const url = path.replace(/:([A-Za-z]+)/g, (_m, name: string) => enc(ids[name] ?? '1')).replace(/\*$/, 'x');
      for (const { payload, type } of cases) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...headersFor(access), 'content-type': type },
          payload,
        });
        try {
          checkAnswer(res, route, `${method} ${url} ${type} ${String(payload).slice(0, 60)}`);
        } catch (error) {
          failures.push((error as Error).message.slice(0, 600));
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers a truncated or malformed upload with 400 on file, on every upload route (was a 500)', async () => {
    const uploads = Object.keys(ROUTE_ACCESS).filter((route) =>
      schemas.get(route)?.consumes?.includes('multipart/form-data'),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    for (const route of uploads) {
      const url = route.split(' ')[1]!.replace(/:([A-Za-z]+)/g, (_m, name: string) => ids[name]!);
      for (const payload of [
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        '--x\r\nContent-Disposition form-data\r\n\r\n',
        '--y\r\n\r\n',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=x' },
          payload,
        });
        expect(res.statusCode, `${route} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
        expect(res.json().errors[0], route).toMatchObject({ code: 'validation', field: 'file' });
      }
    }
  });

  for (const [route, access] of ORDERED) {
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    it(
      `${route}`,
      async () => {
        const schema = schemas.get(route) ?? {};
        const params = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
        const withBody = method !== 'GET' && method !== 'DELETE';
        const example = examples()[route] ?? {};
        const random = fc.record({
          params: fc.tuple(...params.map(() => paramValue()), fc.constant(null)),
          wildcard: paramValue(),
          query: queryFor(keysOf(schema.querystring)),
          body: withBody ? bodyFor(keysOf(schema.body)) : fc.constant(undefined),
        });
        // Near-valid: real ids in the path, the example's query and body with a few fields made hostile.
        const nearValid = fc.record({
          params: fc.tuple(
            ...params.map((name) =>
              name in ids
                ? fc.oneof(
                    { weight: 5, arbitrary: fc.constant(enc(ids[name]!)) },
                    { weight: 1, arbitrary: paramValue() },
                  )
                : paramValue(),
            ),
            fc.constant(null),
          ),
          wildcard: paramValue(),
          query: example.query
            ? (near(example.query) as fc.Arbitrary<unknown>).map((q) =>
                q && typeof q === 'object' && !Array.isArray(q)
                  ? Object.entries(q as Record<string, unknown>)
                      .filter(([, v]) => v !== undefined)
                      .map(([k, v]) => `${enc(k)}=${enc(typeof v === 'string' ? v : JSON.stringify(v))}`)
                      .join('&')
                  : '',
              )
            : queryFor(keysOf(schema.querystring)),
          body: withBody
            ? example.body === undefined
              ? bodyFor(keysOf(schema.body))
              : near(example.body)
            : fc.constant(undefined),
          headers: hostileHeaders,
        });
        const input = fc.oneof({ weight: 1, arbitrary: random }, { weight: 2, arbitrary: nearValid });
        const outcome = await fc.check(
          fc.asyncProperty(input, async ({ params: values, wildcard, query, body, ...rest }) => {
            const extra = 'headers' in rest ? (rest.headers as Record<string, string>) : {};
            let i = 0;
            const url =
              path.replace(/:([A-Za-z]+)/g, () => values[i++] as string).replace(/\*$/, wildcard) +
              (query ? `?${query}` : '');
            const raw = body && typeof body === 'object' && 'raw' in body ? (body as { raw: string }).raw : undefined;
            const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
            const sent = `${method} ${url.slice(0, 300)} ${JSON.stringify(extra).slice(0, 300)} ${payload?.slice(0, 300) ?? ''}`;
            const res = await t.app.inject({
              method,
              url,
              headers: {
                ...extra,
                ...headersFor(access),
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(payload === undefined ? {} : { payload }),
            });
            checkAnswer(res, route, sent);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        // The failing request and answer as the message (fast-check's own is the same for every route).
        if (outcome.failed)
          throw new Error(
            `${route}: ${outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance)}`,
          );
      },
      Math.max(30_000, RUNS * 2_000),
    );
  }

  it('covers every route of the route table', () => {
    expect(Object.keys(ROUTE_ACCESS).filter((r) => !schemas.has(r))).toEqual([]);
  });
});
