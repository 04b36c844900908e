/**
 * The shared state of the authorization matrix (authorization-matrix.test.ts): the callers, what
 * each must get, the app with its hosts and properties (`useMatrixApp()` sets them up once), and the
 * record builders its request rows (authorization-matrix.requests.fixtures.ts) call.
 */
import diagnostics from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Property } from '@common/contracts/property';
import { aiQaPairs, aiQuestions, authSessions, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/test-app';
import { ACCOUNTS_TEST_ENV, botToken, linkIn, outboxFor } from '../modules/auth/accounts.fixtures';
import { makeImage, multipartBody } from '../modules/media/media.fixtures';
import { createHost, type TestHost } from '../modules/property/property.fixtures';
import { PropertyRepository } from '../modules/property/property.repository';
import { relationMay } from '../modules/access';
import { DeepLFake } from '../modules/translation/deepl.fake';
import { type Access, ROUTE_PERMISSION } from './route-access';

export const CALLERS = [
  'anonymous',
  'twoFa',
  'stranger',
  'coHostElsewhere',
  'internal',
  'admin',
  'viewer',
  'editor',
  'coHost',
  'owner',
] as const;
export type Caller = (typeof CALLERS)[number];

/** What a caller must get: a refusal status, or `allowed` (anything below 500 but 401, 403 and 404; for public routes 404 too). */
export function expectedFor(access: Access, caller: Caller, route: string): number | 'allowed' {
  if (access === 'public') return 'allowed';
  if ((caller === 'viewer' || caller === 'editor') && (access === 'coHost' || access === 'owner'))
    return relationMay(caller, ROUTE_PERMISSION[route]!) ? 'allowed' : 403;
  if (caller === 'viewer' || caller === 'editor') return expectedFor(access, 'coHostElsewhere', route);
  if (caller === 'anonymous') return 401;
  if (access === 'twoFaPending') return caller === 'twoFa' ? 'allowed' : 401;
  if (caller === 'twoFa') return 403;
  switch (access) {
    case 'signedIn':
      return 'allowed';
    case 'own':
      return caller === 'owner' ? 'allowed' : 404;
    case 'coHost':
      return caller === 'owner' || caller === 'coHost' ? 'allowed' : 404;
    case 'owner':
      return caller === 'owner' ? 'allowed' : caller === 'coHost' ? 403 : 404;
    case 'internal':
      return caller === 'internal' || caller === 'admin' ? 'allowed' : 403;
    case 'admin':
      return caller === 'admin' ? 'allowed' : 403;
  }
}

export interface Ctx {
  caller: Caller;
  /** The caller's identity (null when anonymous). */
  who: TestHost | null;
  /** The property under test (the shared one, or a fresh one for rows that end or change it). */
  property: Property;
}

export interface Req {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Builds one call; runs before each caller's call, so it may create a fresh record as the owner. */
export type Build = (ctx: Ctx) => Req | Promise<Req>;

export let t: TestApp;
let calendar: Server;
export let calendarUrl: string;
export const hosts = {} as Record<Exclude<Caller, 'anonymous'>, TestHost>;
export let shared: Property;
export let invitationProperty: Property;
let shortCode: string;

export const api = async (host: TestHost, method: InjectOptions['method'], url: string, payload?: unknown) => {
  const res = await t.app.inject({
    method,
    url,
    headers: host.headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode !== 200)
    throw new Error(`${method} ${url} for the fixture answered ${res.statusCode}: ${res.body}`);
  return res.json().result;
};

export async function staff(roles: string[]): Promise<TestHost> {
  const user = await createHost(t, { firstName: 'Sam', lastName: 'Staff' });
  await t.database.db.update(users).set({ roles }).where(eq(users.id, user.userId));
  return user;
}

/** A user whose password is proven and whose second factor is pending, with its TwoFa token. */
async function twoFaPending(): Promise<TestHost> {
  const host = await createHost(t);
  const [session] = await t.database.db
    .insert(authSessions)
    .values({
      userId: host.userId,
      method: 'password',
      twoFactorPending: true,
      expiresAt: new Date(Date.now() + 300_000),
    })
    .returning();
  await t.database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, host.userId));
  const token = await t.app.tokens.sign({ sub: host.userId, role: ['TwoFa'], sid: session!.id }, 300);
  return { ...host, headers: { authorization: `Bearer ${token}` } };
}

/** A property of the owner with the co-host on it (and the other co-host on none of it). */
export async function newProperty(): Promise<Property> {
  const property = (await api(hosts.owner, 'POST', '/api/property/user')) as Property;
  const repo = new PropertyRepository(t.database.db);
  await repo.addCoHost(property.propertyId, hosts.coHost.userId);
  await repo.addCoHost(property.propertyId, hosts.editor.userId, 'editor');
  await repo.addCoHost(property.propertyId, hosts.viewer.userId, 'viewer');
  return property;
}

export const readProperty = async (propertyId: number): Promise<Property> =>
  ((await api(hosts.owner, 'GET', '/api/property/user')) as Property[]).find((p) => p.propertyId === propertyId)!;
export const newStay = (c: Ctx) =>
  api(hosts.owner, 'POST', '/api/stays', {
    propertyId: c.property.propertyId,
    guestName: 'Gina Guest',
    email: 'gina@example.com',
    phone: '+34 600 000 000',
    checkInDate: '2031-05-01',
    checkOutDate: '2031-05-04',
  }) as Promise<{
    stayId: number;
    modifyDate: string;
  }>;
export const newTemplate = (host: TestHost) =>
  api(host, 'POST', '/api/messages/templates', {
    name: 'Hello',
    subject: { en: 'Hi', es: 'Hola' },
    body: { en: 'Hello there', es: 'Hola' },
  }) as Promise<{ templateId: number }>;
export const newSchedule = async (c: Ctx) =>
  (await api(hosts.owner, 'POST', '/api/messages/schedules', {
    templateId: (await newTemplate(hosts.owner)).templateId,
    propertyId: c.property.propertyId,
    anchor: 'checkIn',
    offsetDays: -1,
    localTime: '10:00',
    channel: 'email',
  })) as {
    scheduleId: number;
    templateId: number;
  };
export const newQuestion = async (c: Ctx) => {
  const [row] = await t.database.db
    .insert(aiQuestions)
    .values({
      propertyId: c.property.propertyId,
      question: 'Is there a hair dryer?',
      locale: 'en',
      answered: false,
      mode: 'retrieval',
    })
    .returning();
  return row!.id;
};
export const newQaPair = async (c: Ctx) => {
  const [row] = await t.database.db
    .insert(aiQaPairs)
    .values({ propertyId: c.property.propertyId, question: 'Where is the key?', answer: 'In the box.', locale: 'en' })
    .returning();
  return row!.id;
};
export const newPhoto = async (c: Ctx) => {
  const { payload, headers } = await multipartBody([{ name: 'a.png', data: await makeImage('png') }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/media/library/1/${c.property.propertyId}`,
    headers: { ...hosts.owner.headers, ...headers },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload fixture: ${res.statusCode} ${res.body}`);
  return (res.json().result as { items: { mediaId: number }[] }).items[0]!.mediaId;
};
export const whatsappMessage = async (c: Ctx) => {
  const stay = await newStay(c);
  const template = await newTemplate(hosts.owner);
  return (
    (await api(hosts.owner, 'POST', '/api/messages/send', {
      stayId: stay.stayId,
      templateId: template.templateId,
      channel: 'whatsapp',
    })) as { messageId: number }
  ).messageId;
};
const newFeed = (c: Ctx) =>
  api(hosts.owner, 'POST', '/api/stays/feeds', {
    propertyId: c.property.propertyId,
    name: 'Airbnb',
    url: `${calendarUrl}/${Math.random().toString(36).slice(2)}.ics`,
  }) as Promise<{ feedId: number }>;
/** Feeds are capped per property: refused callers share one, allowed ones get their own (a delete ends it). */
let feed: ReturnType<typeof newFeed> | null = null;
export const feedFor = (c: Ctx) => (c.caller === 'owner' || c.caller === 'coHost' ? newFeed(c) : (feed ??= newFeed(c)));
export const newDevice = (c: Ctx) =>
  api(hosts.owner, 'POST', '/api/devices', {
    propertyId: c.property.propertyId,
    name: 'Dishwasher',
    category: 'dishwasher',
  }) as Promise<{ deviceId: number }>;
export const newSharedBlock = () =>
  api(hosts.owner, 'POST', '/api/shared-blocks', { name: 'Rules', title: { en: 'House rules' } }) as Promise<{
    sharedBlockId: number;
  }>;
export const newVideo = (c: Ctx) =>
  api(hosts.owner, 'POST', '/api/videos', {
    propertyId: c.property.propertyId,
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: { en: 'The hot tub' },
  }) as Promise<{ videoId: number }>;
export const newInvitation = async (property: Property) => {
  const email = `invitee.${Math.random().toString(36).slice(2)}@example.com`;
  const invitation = (await api(hosts.owner, 'POST', '/api/cohosts/invitations', {
    propertyIds: [property.propertyId],
    email,
  })) as { invitationId: number };
  const [mail] = await outboxFor(t, email);
  return { invitationId: invitation.invitationId, token: linkIn(mail!.text).searchParams.get('token')! };
};
/** The owner's support ticket with a screenshot, made once (tickets are rate limited per host). */
let ticket: Promise<{ ticketId: number; attachmentId: number }> | null = null;
export const ownerTicket = () =>
  (ticket ??= (async () => {
    const created = (await api(hosts.owner, 'POST', '/api/support/tickets', {
      reasonTypeId: 1,
      subject: 'Help',
      body: 'Please',
      botToken: await botToken(t.app),
    })) as { ticketId: number };
    const { payload, headers } = await multipartBody([{ name: 'shot.png', data: await makeImage('png') }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${created.ticketId}/attachments`,
      headers: { ...hosts.owner.headers, ...headers },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`attachment fixture: ${res.statusCode} ${res.body}`);
    const messages = (res.json().result as { messages: { attachments: { attachmentId: number }[] }[] }).messages;
    return { ticketId: created.ticketId, attachmentId: messages.flatMap((m) => m.attachments)[0]!.attachmentId };
  })());
export const newTicket = async () => (await ownerTicket()).ticketId;
/** One open invitation of the owner for the calls that only look at it (invitations are rate limited per owner). */
let invitation: ReturnType<typeof newInvitation> | null = null;
export const sharedInvitation = () => (invitation ??= newInvitation(invitationProperty));
/** A throwaway account for the admin actions that change or end one. */
export const target = () => createHost(t, { firstName: 'Tara', lastName: 'Target' });
export const multipart = async (url: string, file: { name: string; data: Buffer; type?: string }): Promise<Req> => {
  const { payload, headers } = await multipartBody([file]);
  return { url, payload, headers };
};

/** Path parameters not filled in by a BUILD row. */
export function fillPath(route: string, c: Ctx): string {
  const values: Record<string, string> = {
    propertyId: String(c.property.propertyId),
    slug: c.property.guide.slug,
    code: shortCode,
    page: '1',
    mediaSourceId: '1',
    searchTerm: 'beach',
    text: 'wifi',
    countryId: '1',
    email: 'someone@example.com',
    value: '1',
    scope: 'all',
    strTypeId: '0',
    userId: hosts.owner.userId,
    shard: 'ab',
    file: 'none.webp',
    // Refused callers send the path only: any well-formed id will do, the guard answers first.
    mailId: '00000000-0000-4000-8000-000000000000',
    role: 'Internal',
    list: 'strTypes',
    table: 'stays',
    sharedBlockId: '1',
  };
  return route
    .replace(/:([A-Za-z]+)/g, (_m, name: string) => {
      if (name in values) return encodeURIComponent(values[name]!);
      if (/^(id|[a-z]+Id)$/.test(name)) return '1';
      throw new Error(`no value for :${name} in ${route}: add it to fillPath or a BUILD row`);
    })
    .replace(/\*$/, 'none.webp');
}

/**
 * Every (method, route) the app registers, collected by an onRoute hook: Fastify announces each new
 * instance on the `fastify.initialization` diagnostics channel before any route is added.
 */
export const registered = new Set<string>();
const collectRoutes = (message: unknown) => {
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
  });
};

const deepl = new DeepLFake('matrix-key:fx');

/** The app, its hosts and properties, made once per test file. */
export function useMatrixApp() {
  beforeAll(async () => {
    await deepl.start();
    calendar = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      res.end('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n');
    });
    await new Promise<void>((resolve) => calendar.listen(0, '127.0.0.1', resolve));
    const address = calendar.address();
    calendarUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    diagnostics.subscribe('fastify.initialization', collectRoutes);
    try {
      t = await buildTestApp({
        ...ACCOUNTS_TEST_ENV,
        DEV_OUTBOX: 'true',
        FETCH_ALLOW_HOSTS: '127.0.0.1',
        CALENDAR_SYNC_MINUTES: '0',
        TRANSLATION_PROVIDER: 'deepl',
        DEEPL_API_KEY: 'matrix-key:fx',
        DEEPL_API_URL: deepl.origin,
      });
    } finally {
      diagnostics.unsubscribe('fastify.initialization', collectRoutes);
    }
    hosts.owner = await createHost(t, { firstName: 'Olga', lastName: 'Owner' });
    hosts.coHost = await createHost(t, { firstName: 'Cora', lastName: 'CoHost' });
    hosts.coHostElsewhere = await createHost(t, { firstName: 'Eli', lastName: 'Elsewhere' });
    hosts.editor = await createHost(t, { firstName: 'Ed', lastName: 'Editor' });
    hosts.viewer = await createHost(t, { firstName: 'Vi', lastName: 'Viewer' });
    hosts.stranger = await createHost(t, { firstName: 'Stan', lastName: 'Stranger' });
    hosts.internal = await staff(['Internal']);
    hosts.admin = await staff(['Admin']);
    hosts.twoFa = await twoFaPending();
    shared = await newProperty();
    invitationProperty = await newProperty();
    // The owner's other property, co-hosted by coHostElsewhere only; the stranger owns one of their own.
    const other = (await api(hosts.owner, 'POST', '/api/property/user')) as Property;
    await new PropertyRepository(t.database.db).addCoHost(other.propertyId, hosts.coHostElsewhere.userId);
    await api(hosts.stranger, 'POST', '/api/property/user');
    shortCode = (
      (await api(hosts.owner, 'GET', `/api/property/user/${shared.propertyId}/guide-link`)) as { shortCode: string }
    ).shortCode;
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => calendar?.close(resolve));
    await deepl.stop();
  });
}
