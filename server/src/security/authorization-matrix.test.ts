/**
 * The authorization matrix: every route the app registers, called by every kind of caller, answers
 * as route-access.ts says. Routes are read from Fastify itself (an onRoute hook added through the
 * `fastify.initialization` diagnostics channel, before any route exists), so a new route without an
 * entry in ROUTE_ACCESS fails here, and so does an entry whose route is gone.
 *
 * Callers: anonymous, a TwoFa-pending token, the property's owner, its co-host (a manager), its
 * co-hosts in the editor and viewer roles, a co-host of the owner's other property only (no rights
 * on this one), another host, Internal and Admin staff. A co-host's role is held to the access
 * policy: a `coHost` or `owner` route whose permission (ROUTE_PERMISSION) the role lacks is a 403.
 * Rule: a refused caller gets exactly 401 (no valid token), 403 (TwoFa pending, a co-host on an
 * owner-only action, a missing role) or 404 (somebody else's data); an allowed caller gets any
 * answer below 500 but those three (a 400 or 409 proves the call got past the guard). Anonymous and
 * TwoFa callers send no body: the guard must answer before validation, so nothing of the expected
 * body leaks to them.
 *
 * The co-host contract (docs/decisions/013-co-hosts.md) is held tighter: the owner's and the
 * co-host's calls on the property's content succeed outright (SUCCEEDS), the property-filtered lists
 * show them its items (LISTS), and the hosts-only booklet of a public route answers per host
 * (HOST_VARIANTS).
 */
import diagnostics from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { aiQaPairs, aiQuestions, authSessions, inboxQuestions, mailOutbox, users } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/test-app';
import { waitIndexed } from '../modules/concierge/ai.fixtures';
import { ACCOUNTS_TEST_ENV, botToken, linkIn, outboxFor } from '../modules/auth/accounts.fixtures';
import { makeImage, multipartBody } from '../modules/media/media.fixtures';
import { createHost, type TestHost } from '../modules/property/property.fixtures';
import { PropertyRepository } from '../modules/property/property.repository';
import { relationMay } from '../modules/access';
import { DeepLFake } from '../modules/translation/deepl.fake';
import { type Access, ROUTE_ACCESS, ROUTE_PERMISSION } from './route-access';

const CALLERS = [
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
type Caller = (typeof CALLERS)[number];

/** What a caller must get: a refusal status, or `allowed` (anything below 500 but 401, 403 and 404; for public routes 404 too). */
function expectedFor(access: Access, caller: Caller, route: string): number | 'allowed' {
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

interface Ctx {
  caller: Caller;
  /** The caller's identity (null when anonymous). */
  who: TestHost | null;
  /** The property under test (the shared one, or a fresh one for rows that end or change it). */
  property: Property;
}

interface Req {
  url?: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

/** Builds one call; runs before each caller's call, so it may create a fresh record as the owner. */
type Build = (ctx: Ctx) => Req | Promise<Req>;

let t: TestApp;
let calendar: Server;
let calendarUrl: string;
const hosts = {} as Record<Exclude<Caller, 'anonymous'>, TestHost>;
let shared: Property;
let invitationProperty: Property;
let shortCode: string;

const api = async (host: TestHost, method: InjectOptions['method'], url: string, payload?: unknown) => {
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

async function staff(roles: string[]): Promise<TestHost> {
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
async function newProperty(): Promise<Property> {
  const property = (await api(hosts.owner, 'POST', '/api/property/user')) as Property;
  const repo = new PropertyRepository(t.database.db);
  await repo.addCoHost(property.propertyId, hosts.coHost.userId);
  await repo.addCoHost(property.propertyId, hosts.editor.userId, 'editor');
  await repo.addCoHost(property.propertyId, hosts.viewer.userId, 'viewer');
  return property;
}

const readProperty = async (propertyId: number): Promise<Property> =>
  ((await api(hosts.owner, 'GET', '/api/property/user')) as Property[]).find((p) => p.propertyId === propertyId)!;
const newStay = (c: Ctx) =>
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
const newTemplate = (host: TestHost) =>
  api(host, 'POST', '/api/messages/templates', {
    name: 'Hello',
    subject: { en: 'Hi', es: 'Hola' },
    body: { en: 'Hello there', es: 'Hola' },
  }) as Promise<{ templateId: number }>;
const newSchedule = async (c: Ctx) =>
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
const newQuestion = async (c: Ctx) => {
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
const newQaPair = async (c: Ctx) => {
  const [row] = await t.database.db
    .insert(aiQaPairs)
    .values({ propertyId: c.property.propertyId, question: 'Where is the key?', answer: 'In the box.', locale: 'en' })
    .returning();
  return row!.id;
};
const newPhoto = async (c: Ctx) => {
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
const whatsappMessage = async (c: Ctx) => {
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
const feedFor = (c: Ctx) => (c.caller === 'owner' || c.caller === 'coHost' ? newFeed(c) : (feed ??= newFeed(c)));
const newDevice = (c: Ctx) =>
  api(hosts.owner, 'POST', '/api/devices', {
    propertyId: c.property.propertyId,
    name: 'Dishwasher',
    category: 'dishwasher',
  }) as Promise<{ deviceId: number }>;
const newVideo = (c: Ctx) =>
  api(hosts.owner, 'POST', '/api/videos', {
    propertyId: c.property.propertyId,
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    title: { en: 'The hot tub' },
  }) as Promise<{ videoId: number }>;
const newInvitation = async (property: Property) => {
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
const ownerTicket = () =>
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
const newTicket = async () => (await ownerTicket()).ticketId;
/** One open invitation of the owner for the calls that only look at it (invitations are rate limited per owner). */
let invitation: ReturnType<typeof newInvitation> | null = null;
const sharedInvitation = () => (invitation ??= newInvitation(invitationProperty));
/** A throwaway account for the admin actions that change or end one. */
const target = () => createHost(t, { firstName: 'Tara', lastName: 'Target' });
const multipart = async (url: string, file: { name: string; data: Buffer; type?: string }): Promise<Req> => {
  const { payload, headers } = await multipartBody([file]);
  return { url, payload, headers };
};

/** Rows that need more than the path filled in from the shared fixtures. */
const BUILD: Record<string, Build> = {
  'POST /api/auth/verify2fa': () => ({ payload: { code: '123456' } }),
  'GET /api/user/password/account/:email': (c) => ({
    url: `/api/user/password/account/${encodeURIComponent(c.who?.email ?? 'nobody@example.com')}`,
  }),
  'POST /api/user/password/account/': () => ({
    payload: { code: '12345678', password: 'a new password that is long' },
  }),
  'PUT /api/user': () => ({ payload: { firstName: 'Ana', lastName: 'Host' } }),
  // A wrong password: the route is reached (400), and no caller of the matrix loses its account.
  'DELETE /api/user': () => ({ payload: { password: 'not the password of anyone' } }),
  'POST /api/user/2fa/enable': () => ({ payload: { code: '123456' } }),
  'POST /api/user/2fa/disable': () => ({ payload: { code: '123456' } }),

  'PUT /api/property/user': async (c) => ({
    payload: { ...(await readProperty(c.property.propertyId)), name: `Saved by ${c.caller}` },
  }),
  'POST /api/media/library/:mediaSourceId/:propertyId': async (c) =>
    multipart(`/api/media/library/1/${c.property.propertyId}`, { name: 'a.png', data: await makeImage('png') }),
  'POST /api/media/library/stock/:propertyId': (c) => ({
    url: `/api/media/library/stock/${c.property.propertyId}`,
    payload: { url: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg' },
  }),
  'DELETE /api/media/library/:mediaId/:mediaSourceId': async (c) => ({
    url: `/api/media/library/${await newPhoto(c)}/1`,
  }),
  'GET /api/guide/:slug/pdf': (c) => ({ url: `/api/guide/${c.property.guide.slug}/pdf?includeSensitive=1` }),
  'POST /api/property/user/:propertyId/duplicate': (c) => ({
    url: `/api/property/user/${c.property.propertyId}/duplicate`,
    payload: { name: `Copied by ${c.caller}` },
  }),

  'GET /api/stays': async (c) => {
    await newStay(c);
    return { url: `/api/stays?propertyId=${c.property.propertyId}` };
  },
  'GET /api/stays/:stayId': async (c) => ({ url: `/api/stays/${(await newStay(c)).stayId}` }),
  'POST /api/stays': (c) => ({
    payload: {
      propertyId: c.property.propertyId,
      guestName: 'Gus',
      checkInDate: '2031-06-01',
      checkOutDate: '2031-06-03',
    },
  }),
  'PUT /api/stays': async (c) => {
    const stay = await newStay(c);
    return {
      payload: {
        stayId: stay.stayId,
        modifyDate: stay.modifyDate,
        propertyId: c.property.propertyId,
        guestName: 'Renamed',
        checkInDate: '2031-05-01',
        checkOutDate: '2031-05-05',
      },
    };
  },
  'DELETE /api/stays/:stayId': async (c) => ({ url: `/api/stays/${(await newStay(c)).stayId}` }),
  'POST /api/stays/:stayId/link/revoke': async (c) => ({ url: `/api/stays/${(await newStay(c)).stayId}/link/revoke` }),
  'POST /api/stays/:stayId/link/renew': async (c) => ({ url: `/api/stays/${(await newStay(c)).stayId}/link/renew` }),
  'POST /api/stays/import/:propertyId': (c) => ({
    url: `/api/stays/import/${c.property.propertyId}`,
    payload: { csv: 'guest name,check-in,check-out\nHugo,2031-07-01,2031-07-03\n' },
  }),
  'GET /api/stays/feeds': (c) => ({ url: `/api/stays/feeds?propertyId=${c.property.propertyId}` }),
  'POST /api/stays/feeds': (c) => ({
    payload: { propertyId: c.property.propertyId, name: `Feed ${c.caller}`, url: `${calendarUrl}/${c.caller}.ics` },
  }),
  'DELETE /api/stays/feeds/:feedId': async (c) => ({ url: `/api/stays/feeds/${(await feedFor(c)).feedId}` }),
  'POST /api/stays/feeds/:feedId/sync': async (c) => ({ url: `/api/stays/feeds/${(await feedFor(c)).feedId}/sync` }),

  'POST /api/messages/templates': () => ({
    payload: { name: 'Hi', subject: { en: 'Hi', es: 'Hola' }, body: { en: 'Hello', es: 'Hola' } },
  }),
  'PUT /api/messages/templates': async () => ({
    payload: {
      templateId: (await newTemplate(hosts.owner)).templateId,
      name: 'Renamed',
      subject: { en: 'Hi', es: 'Hola' },
      body: { en: 'Hello', es: 'Hola' },
    },
  }),
  'DELETE /api/messages/templates/:templateId': async () => ({
    url: `/api/messages/templates/${(await newTemplate(hosts.owner)).templateId}`,
  }),
  'POST /api/messages/preview': async (c) => ({
    payload: { stayId: (await newStay(c)).stayId, subject: 'Hi', body: 'Hello' },
  }),
  'POST /api/messages/schedules': async (c) => ({
    payload: {
      templateId: (await newTemplate(c.who ?? hosts.owner)).templateId,
      propertyId: c.property.propertyId,
      anchor: 'checkIn',
      offsetDays: -1,
      localTime: '10:00',
      channel: 'email',
    },
  }),
  'PUT /api/messages/schedules': async (c) => {
    const schedule = await newSchedule(c);
    return {
      payload: {
        scheduleId: schedule.scheduleId,
        templateId: schedule.templateId,
        propertyId: c.property.propertyId,
        anchor: 'checkIn',
        offsetDays: -2,
        localTime: '11:00',
        channel: 'email',
      },
    };
  },
  'DELETE /api/messages/schedules/:scheduleId': async (c) => ({
    url: `/api/messages/schedules/${(await newSchedule(c)).scheduleId}`,
  }),
  'GET /api/messages/schedules/:scheduleId/existing-stays': async (c) => ({
    url: `/api/messages/schedules/${(await newSchedule(c)).scheduleId}/existing-stays`,
  }),
  'POST /api/messages/schedules/:scheduleId/existing-stays': async (c) => ({
    url: `/api/messages/schedules/${(await newSchedule(c)).scheduleId}/existing-stays`,
  }),
  'GET /api/messages/log': async (c) => {
    await whatsappMessage(c);
    return { url: `/api/messages/log?propertyId=${c.property.propertyId}` };
  },
  'POST /api/messages/send': async (c) => ({
    payload: {
      stayId: (await newStay(c)).stayId,
      templateId: (await newTemplate(c.who ?? hosts.owner)).templateId,
      channel: 'whatsapp',
    },
  }),
  'POST /api/messages/log/:messageId/resend': async (c) => ({
    url: `/api/messages/log/${await whatsappMessage(c)}/resend`,
  }),
  'POST /api/messages/log/:messageId/sent': async (c) => ({
    url: `/api/messages/log/${await whatsappMessage(c)}/sent`,
  }),
  'GET /api/messages/failures': (c) => ({ url: `/api/messages/failures?propertyId=${c.property.propertyId}` }),
  'POST /api/messages/failures/:messageId/acknowledge': async (c) => ({
    url: `/api/messages/failures/${await whatsappMessage(c)}/acknowledge`,
  }),

  'POST /api/translation/property/:propertyId/sections': () => ({
    payload: {
      from: 'en',
      to: 'es',
      sections: [{ sectionId: 's1', title: 'Parking', body: '<p>Behind the house.</p>' }],
    },
  }),
  'POST /api/videos': (c) => ({
    payload: { propertyId: c.property.propertyId, url: 'https://vimeo.com/76979871', title: { en: `By ${c.caller}` } },
  }),
  'POST /api/videos/upload/:propertyId': (c) =>
    multipart(`/api/videos/upload/${c.property.propertyId}`, {
      name: 'clip.mp4',
      data: Buffer.from('not really a video'),
    }),
  'PUT /api/videos': async (c) => ({
    payload: { videoId: (await newVideo(c)).videoId, title: { en: 'Renamed' }, posterMediaId: null },
  }),
  'DELETE /api/videos/:videoId': async (c) => ({ url: `/api/videos/${(await newVideo(c)).videoId}` }),
  'POST /api/devices': (c) => ({
    payload: { propertyId: c.property.propertyId, name: `Oven of ${c.caller}`, category: 'oven' },
  }),
  'PUT /api/devices': async (c) => ({
    payload: { deviceId: (await newDevice(c)).deviceId, name: 'Dishwasher (kitchen)', category: 'dishwasher' },
  }),
  'DELETE /api/devices/:deviceId': async (c) => ({ url: `/api/devices/${(await newDevice(c)).deviceId}` }),
  'POST /api/devices/:deviceId/manual': async (c) =>
    multipart(`/api/devices/${(await newDevice(c)).deviceId}/manual`, {
      name: 'manual.pdf',
      data: Buffer.from('%PDF-1.4 not really'),
      type: 'application/pdf',
    }),
  'DELETE /api/devices/:deviceId/manual': async (c) => ({
    url: `/api/devices/${(await newDevice(c)).deviceId}/manual`,
  }),

  'DELETE /api/cohosts/property/:propertyId/:userId': async (c) => {
    const other = await createHost(t);
    await new PropertyRepository(t.database.db).addCoHost(c.property.propertyId, other.userId);
    return { url: `/api/cohosts/property/${c.property.propertyId}/${other.userId}` };
  },
  'PUT /api/cohosts/property/:propertyId/:userId': (c) => ({
    url: `/api/cohosts/property/${c.property.propertyId}/${hosts.coHost.userId}`,
    payload: { role: 'manager' },
  }),
  'POST /api/cohosts/invitations': (c) => ({
    payload: { propertyIds: [c.property.propertyId], email: `invitee.${c.caller}@example.com` },
  }),
  'DELETE /api/cohosts/invitations/:invitationId': async (c) => ({
    url: `/api/cohosts/invitations/${(await (c.caller === 'owner' ? newInvitation(invitationProperty) : sharedInvitation())).invitationId}`,
  }),
  'POST /api/host/confirm/preview': async () => ({ payload: { token: (await sharedInvitation()).token } }),
  'POST /api/host/confirm': async () => ({ payload: { token: (await newInvitation(invitationProperty)).token } }),

  'GET /api/reports': (c) => ({ url: `/api/reports?propertyId=${c.property.propertyId}` }),
  'GET /api/reports/csv/:table': (c) => ({ url: `/api/reports/csv/stays?propertyId=${c.property.propertyId}` }),

  // A run still going (the new property's first index) answers 409: the call waits for it.
  'GET /api/property/index/:propertyId/:scope': async (c) => {
    await waitIndexed(t, c.property.propertyId);
    return { url: `/api/property/index/${c.property.propertyId}/all` };
  },
  'PUT /api/ai/property/:propertyId/settings': (c) => ({
    payload: { tone: 'friendly', instructions: `By ${c.caller}` },
  }),
  'POST /api/ai/property/:propertyId/qa': () => ({
    payload: { question: 'Is there a cot?', answer: 'Yes, in the closet.', locale: 'en' },
  }),
  'PUT /api/ai/property/:propertyId/qa/:qaId': async (c) => ({
    url: `/api/ai/property/${c.property.propertyId}/qa/${await newQaPair(c)}`,
    payload: { question: 'Where is the key?', answer: 'Under the mat.', locale: 'en' },
  }),
  'DELETE /api/ai/property/:propertyId/qa/:qaId': async (c) => ({
    url: `/api/ai/property/${c.property.propertyId}/qa/${await newQaPair(c)}`,
  }),
  'POST /api/ai/property/:propertyId/questions/:questionId/qa': async (c) => ({
    url: `/api/ai/property/${c.property.propertyId}/questions/${await newQuestion(c)}/qa`,
    payload: { answer: 'Yes, in the bathroom.' },
  }),
  'POST /api/ai/property/:propertyId/questions/:questionId/section': async (c) => ({
    url: `/api/ai/property/${c.property.propertyId}/questions/${await newQuestion(c)}/section`,
    payload: { title: 'Hair dryer', body: '<p>In the bathroom drawer.</p>' },
  }),
  'POST /api/ai/property/:propertyId/ask': () => ({ payload: { question: 'When is check-out?', locale: 'en' } }),
  'POST /api/inbox/property/:propertyId/reply': async (c) => {
    const values = { propertyId: c.property.propertyId, question: 'Hair dryer?', guestKeyHash: 'x' };
    const [row] = await t.database.db.insert(inboxQuestions).values(values).returning();
    return { payload: { questionId: row!.id, reply: 'In the bathroom.' } };
  },

  'POST /api/support/tickets': () => ({ payload: { reasonTypeId: 1, subject: 'Help', body: 'Please' } }),
  'GET /api/support/tickets/:ticketId': async () => ({ url: `/api/support/tickets/${await newTicket()}` }),
  'POST /api/support/tickets/:ticketId/messages': async () => ({
    url: `/api/support/tickets/${await newTicket()}/messages`,
    payload: { body: 'More detail' },
  }),
  'POST /api/support/tickets/:ticketId/attachments': async () =>
    multipart(`/api/support/tickets/${await newTicket()}/attachments`, {
      name: 'shot.png',
      data: await makeImage('png'),
    }),
  'GET /api/support/tickets/:ticketId/attachments/:attachmentId': async () => {
    const { ticketId, attachmentId } = await ownerTicket();
    return { url: `/api/support/tickets/${ticketId}/attachments/${attachmentId}` };
  },
  'GET /api/admin/support/tickets/:ticketId/attachments/:attachmentId': async () => {
    const { ticketId, attachmentId } = await ownerTicket();
    return { url: `/api/admin/support/tickets/${ticketId}/attachments/${attachmentId}` };
  },
  'POST /api/support/contact': () => ({
    payload: { name: 'Pat', email: 'pat@example.com', reasonTypeId: 1, subject: 'Hello', body: 'A question' },
  }),

  'GET /api/admin/users/:userId': async () => ({ url: `/api/admin/users/${(await target()).userId}` }),
  'POST /api/admin/users/:userId/deactivate': async () => ({
    url: `/api/admin/users/${(await target()).userId}/deactivate`,
  }),
  'POST /api/admin/users/:userId/reactivate': async () => ({
    url: `/api/admin/users/${(await target()).userId}/reactivate`,
  }),
  'POST /api/admin/users/:userId/resend-confirmation': async () => {
    const [unconfirmed] = await t.database.db
      .insert(users)
      .values({
        email: `unconfirmed.${Math.random().toString(36).slice(2)}@example.com`,
        firstName: 'Uma',
        emailConfirmed: false,
      })
      .returning();
    return { url: `/api/admin/users/${unconfirmed!.id}/resend-confirmation` };
  },
  'POST /api/admin/users/:userId/reset-2fa': async () => ({
    url: `/api/admin/users/${(await target()).userId}/reset-2fa`,
  }),
  'GET /api/admin/users/:userId/export': async () => ({ url: `/api/admin/users/${(await target()).userId}/export` }),
  'DELETE /api/admin/users/:userId': async () => ({ url: `/api/admin/users/${(await target()).userId}` }),
  'POST /api/admin/roles': async () => ({ payload: { email: (await target()).email, role: 'Internal' } }),
  'DELETE /api/admin/roles/:userId/:role': async () => ({
    url: `/api/admin/roles/${(await staff(['Internal'])).userId}/Internal`,
  }),
  'POST /api/admin/outbox/:mailId/resend': async () => {
    const [mail] = await t.database.db
      .insert(mailOutbox)
      .values({ toAddress: 'x@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })
      .returning();
    return { url: `/api/admin/outbox/${mail!.id}/resend` };
  },
  'PUT /api/admin/lists/:list/:id': () => ({
    url: '/api/admin/lists/mediaSources/1',
    payload: { nameEn: 'Uploads', nameEs: 'Subidas' },
  }),
  'GET /api/admin/lists/:list': () => ({ url: '/api/admin/lists/strTypes' }),
  'PUT /api/admin/ai/prompts/:strTypeId': () => ({
    url: '/api/admin/ai/prompts/0',
    payload: { instructionsEn: 'Be brief.', instructionsEs: 'Sé breve.' },
  }),
  'POST /api/admin/tools/purge': () => ({ payload: { olderThanDays: 30 } }),
  'GET /api/admin/support/tickets/:ticketId': async () => ({ url: `/api/admin/support/tickets/${await newTicket()}` }),
  'POST /api/admin/support/tickets/:ticketId/messages': async () => ({
    url: `/api/admin/support/tickets/${await newTicket()}/messages`,
    payload: { body: 'A note', internal: true },
  }),
  'PUT /api/admin/support/tickets/:ticketId': async () => ({
    url: `/api/admin/support/tickets/${await newTicket()}`,
    payload: { status: 'waiting' },
  }),
};

/** Rows that end or change the property itself get a fresh one, so the shared property stays as it is. */
const FRESH_PROPERTY = new Set([
  'DELETE /api/property/user/:propertyId',
  'POST /api/property/user/:propertyId/rotate-slug',
  // A schedule plans a message for every stay of its property: these run on one without the other rows' stays.
  'POST /api/messages/schedules',
  'PUT /api/messages/schedules',
  'DELETE /api/messages/schedules/:scheduleId',
  'GET /api/messages/schedules/:scheduleId/existing-stays',
  'POST /api/messages/schedules/:scheduleId/existing-stays',
  // Saves on the shared property (devices, videos) start a re-index after a debounce: a run started between the wait and the call would be a 409.
  'GET /api/property/index/:propertyId/:scope',
]);

/**
 * Calls the property's owner and co-host must not just get past the guard but succeed (200) when
 * allowed: the co-host contract (co-hosts edit everything but deleting, publishing, rotating the
 * link and managing co-hosts; the owner-only ones are 200 for the owner, 403 for the co-host).
 */
const SUCCEEDS = new Set([
  'PUT /api/property/user',
  'DELETE /api/property/user/:propertyId',
  'GET /api/property/user/:propertyId/guide-link',
  'GET /api/property/user/:propertyId/code-attempts',
  'POST /api/property/user/:propertyId/rotate-slug',
  'POST /api/property/user/:propertyId/duplicate',
  'GET /api/guide/:slug/pdf',
  'GET /api/media/library/:page/:mediaSourceId/:propertyId',
  'POST /api/media/library/:mediaSourceId/:propertyId',
  'DELETE /api/media/library/:mediaId/:mediaSourceId',
  'GET /api/property/index/:propertyId/:scope',
  'GET /api/ai/property/:propertyId',
  'GET /api/ai/property/:propertyId/settings',
  'PUT /api/ai/property/:propertyId/settings',
  'GET /api/ai/property/:propertyId/qa',
  'POST /api/ai/property/:propertyId/qa',
  'PUT /api/ai/property/:propertyId/qa/:qaId',
  'DELETE /api/ai/property/:propertyId/qa/:qaId',
  'GET /api/ai/property/:propertyId/questions',
  'POST /api/ai/property/:propertyId/questions/:questionId/qa',
  'POST /api/ai/property/:propertyId/questions/:questionId/section',
  'POST /api/ai/property/:propertyId/ask',
  'GET /api/inbox/property/:propertyId',
  'POST /api/inbox/property/:propertyId/read',
  'POST /api/inbox/property/:propertyId/reply',
  'POST /api/stays',
  'GET /api/stays',
  'GET /api/stays/:stayId',
  'PUT /api/stays',
  'DELETE /api/stays/:stayId',
  'POST /api/stays/:stayId/link/revoke',
  'POST /api/stays/:stayId/link/renew',
  'POST /api/stays/import/:propertyId',
  'GET /api/stays/feeds',
  'POST /api/stays/feeds',
  'DELETE /api/stays/feeds/:feedId',
  'POST /api/stays/feeds/:feedId/sync',
  'POST /api/messages/preview',
  'POST /api/messages/send',
  'POST /api/messages/schedules',
  'GET /api/messages/log',
  'POST /api/messages/log/:messageId/resend',
  'POST /api/messages/log/:messageId/sent',
  'GET /api/messages/failures',
  'POST /api/messages/failures/:messageId/acknowledge',
  'GET /api/cohosts/property/:propertyId',
  'DELETE /api/cohosts/property/:propertyId/:userId',
  'PUT /api/cohosts/property/:propertyId/:userId',
  'POST /api/cohosts/invitations',
  'GET /api/devices/property/:propertyId',
  'GET /api/videos/property/:propertyId',
  'POST /api/devices',
  'PUT /api/devices',
  'DELETE /api/devices/:deviceId',
  'POST /api/videos',
  'PUT /api/videos',
  'DELETE /api/videos/:videoId',
  'POST /api/translation/property/:propertyId/sections',
]);

/** Lists filtered by the property (their BUILD row adds an item first): the owner and the co-host find its items. */
const LISTS: Record<string, (result: unknown) => { propertyId: number }[]> = {
  'GET /api/stays': (result) => (result as { items: { propertyId: number }[] }).items,
  'GET /api/messages/log': (result) => (result as { items: { propertyId: number }[] }).items,
};

/**
 * Public routes with a hosts-only variant (their BUILD row asks for it): more callers than the
 * public three, and what each must get. The unpublished guide's booklet with its sensitive sections
 * is the owner's and the co-host's; another host gets 404.
 */
const HOST_VARIANTS: Record<string, Partial<Record<Caller, number | 'allowed'>>> = {
  'GET /api/guide/:slug/pdf': { stranger: 404, coHost: 'allowed' },
};

/** Path parameters not filled in by a BUILD row. */
function fillPath(route: string, c: Ctx): string {
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
const registered = new Set<string>();
const collectRoutes = (message: unknown) => {
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
  });
};

const deepl = new DeepLFake('matrix-key:fx');

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

const REFUSALS = [401, 403, 404];

function check(res: LightMyRequestResponse, expected: number | 'allowed', access: Access, label: string) {
  const detail = `${label}: ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (typeof expected === 'number') {
    expect(res.statusCode, detail).toBe(expected);
    expect(res.json(), detail).toMatchObject({
      result: null,
      errors: [expect.objectContaining({ description: expect.any(String) })],
    });
  } else {
    expect(res.statusCode, detail).toBeLessThan(500);
    expect(access === 'public' ? [401, 403] : REFUSALS, detail).not.toContain(res.statusCode);
  }
}

describe('authorization matrix: every registered route, every kind of caller', () => {
  it('has an entry for every registered route, and no entry for a route that is gone', () => {
    expect(registered.size).toBeGreaterThan(100);
    const listed = new Set(Object.keys(ROUTE_ACCESS));
    expect(
      [...registered].filter((r) => !listed.has(r)),
      'routes missing from route-access.ts',
    ).toEqual([]);
    expect(
      [...listed].filter((r) => !registered.has(r)),
      'entries in route-access.ts whose route is not registered',
    ).toEqual([]);
    expect(
      Object.entries(ROUTE_ACCESS)
        .filter(([route, access]) => (access === 'coHost' || access === 'owner') !== route in ROUTE_PERMISSION)
        .map(([route]) => route),
      'coHost and owner routes without a permission in ROUTE_PERMISSION, or permissions of other routes',
    ).toEqual([]);
    expect(
      Object.keys(BUILD).filter((r) => !listed.has(r)),
      'BUILD rows for unknown routes',
    ).toEqual([]);
    expect(
      [...SUCCEEDS, ...Object.keys(LISTS), ...Object.keys(HOST_VARIANTS)].filter((r) => !listed.has(r)),
      'SUCCEEDS, LISTS or HOST_VARIANTS rows for unknown routes',
    ).toEqual([]);
  });

  for (const [route, access] of Object.entries(ROUTE_ACCESS)) {
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    it(`${route} (${access})`, async () => {
      const property = FRESH_PROPERTY.has(route) ? await newProperty() : shared;
      // Public routes refuse nobody: three callers show it (and keep the PDF and docs renders few).
      const variant = HOST_VARIANTS[route] ?? {};
      const callers =
        access === 'public'
          ? CALLERS.filter((c) => c === 'anonymous' || c === 'twoFa' || c === 'owner' || c in variant)
          : CALLERS;
      for (const caller of callers) {
        const who = caller === 'anonymous' ? null : hosts[caller];
        const c: Ctx = { caller, who, property };
        const expected = variant[caller] ?? expectedFor(access, caller, route);
        // Refused before anything else: anonymous and TwoFa callers send the path only.
        const bare = caller === 'anonymous' || caller === 'twoFa';
        const built: Req = bare ? {} : await (BUILD[route] ?? (() => ({})))(c);
        const url =
          bare && BUILD[route] && access === 'public'
            ? ((await BUILD[route](c)).url ?? fillPath(path, c))
            : (built.url ?? fillPath(path, c));
        const res = await t.app.inject({
          method,
          url,
          headers: { ...(who?.headers ?? {}), ...(built.headers ?? {}) },
          ...(built.payload === undefined ? {} : { payload: built.payload as InjectOptions['payload'] }),
        });
        check(res, expected, access, `${caller} ${method} ${url}`);
        if (expected === 'allowed' && (caller === 'owner' || caller === 'coHost')) {
          if (SUCCEEDS.has(route))
            expect(res.statusCode, `${caller} ${method} ${url}: ${res.body.slice(0, 300)}`).toBe(200);
          const found = LISTS[route]?.(res.json().result).filter((item) => item.propertyId === property.propertyId);
          if (found) expect(found.length, `${caller} ${method} ${url} lists the property's items`).toBeGreaterThan(0);
        }
      }
    });
  }
});
