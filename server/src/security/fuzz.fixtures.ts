/**
 * The app input fuzzing (fuzz.test.ts) runs against: a property with one of everything, callers the
 * routes let through, each route's schema as registered, and a valid example request per route.
 */
import diagnostics from 'node:diagnostics_channel';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Property } from '@common/contracts/property';
import { aiQuestions, authSessions, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/test-app';
import { ACCOUNTS_TEST_ENV, botToken } from '../modules/auth/accounts.fixtures';
import { createHost, type TestHost } from '../modules/property/property.fixtures';
import { DeepLFake } from '../modules/translation/deepl.fake';

export let t: TestApp;
export let owner: TestHost;
export let admin: TestHost;
export let twoFa: TestHost;
export let property: Property;

/** Each route's schema parts (zod), as registered: their keys steer the fuzzer to real field names. */
export const schemas = new Map<string, { body?: unknown; querystring?: unknown; consumes?: string[] }>();
/** The last unhandled error per request, to show why a 500 happened. */
export const errors = new Map<string, string>();
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

export const keysOf = (schema: unknown): string[] => {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
};

/** The local DeepL stand-in the translation route calls; stopped by `stopFuzzApp`. */
export const deepl = new DeepLFake('fuzz-key:fx');

/** Builds the app (collecting its routes) and the records whose ids fill the path parameters. */
export async function startFuzzApp() {
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
  const sharedBlock = (await api('POST', '/api/shared-blocks', {
    name: 'House rules',
    title: { en: 'House rules' },
  })) as { sharedBlockId: number };
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
    sharedBlockId: String(sharedBlock.sharedBlockId),
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
}

/** Real values for path parameters, by name (a mutated request keeps most of them). */
export let ids: Record<string, string> = {};

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
 * Examples refused by the service on purpose here: no stock photo host and no calendar server are
 * reachable, and deleting one's account is confirmed with a password nobody fuzzing knows (a valid
 * example would delete the fixtures' owner).
 */
export const REFUSED_AFTER_VALIDATION = new Set([
  'POST /api/media/library/stock/:propertyId',
  'POST /api/stays/feeds',
  'DELETE /api/user',
]);

/** A value like `example`, or now and then (field by field) a hostile one, another type, or missing. */
