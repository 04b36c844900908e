/**
 * The owner / co-host / stranger matrix: every property-scoped route, called by the property's
 * owner, a co-host and another host, answers as docs/decisions/013-co-hosts.md says (co-hosts edit
 * everything but deleting, publishing, rotating the link and managing co-hosts; strangers get 404).
 *
 * The list below is the whole contract: add a row when a route is added. The last test fails when a
 * route with `:propertyId` in its path is registered but has no row here.
 */
import diagnostics from 'node:diagnostics_channel';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { aiQaPairs, aiQuestions } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { waitIndexed } from '../ai/ai.fixtures';
import { makeImage, multipartBody } from '../media/media.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';
import { PropertyRepository } from '../property/property.repository';

type Role = 'owner' | 'coHost' | 'stranger';

interface Ctx {
  property: Property;
  owner: TestHost;
  coHost: TestHost;
  stranger: TestHost;
  /** The caller of this call. */
  caller: TestHost;
  role: Role;
}

/**
 * A status, or `allowed` for calls whose success needs more than this test sets up (a real video, a
 * stock photo host): the answer must then be neither 401, 403 nor 404, i.e. past the property check.
 * A function checks a list that filters by property (the stranger sees nothing of it).
 */
type Expectation = number | 'allowed' | ((res: LightMyRequestResponse, ctx: Ctx) => void);

interface MatrixRow {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The route as registered (with the API prefix). */
  route: string;
  expect: Record<Role, Expectation>;
  /** Builds one call; runs right before each role's call, so it may create a fresh child resource as the owner. */
  call: (ctx: Ctx) => Promise<Omit<InjectOptions, 'method'>> | Omit<InjectOptions, 'method'>;
}

const EDIT = { owner: 200, coHost: 200, stranger: 404 } as const;
const OWNER_ONLY = { owner: 200, coHost: 403, stranger: 404 } as const;

let t: TestApp;
let calendar: Server;
let calendarUrl: string;

const api = async (host: TestHost, method: InjectOptions['method'], url: string, payload?: unknown) => {
  const res = await t.app.inject({ method, url, headers: host.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} for the fixture answered ${res.statusCode}: ${res.body}`);
  return res.json().result;
};

const readProperty = async (host: TestHost, propertyId: number): Promise<Property> =>
  ((await api(host, 'GET', '/api/property/user')) as Property[]).find((p) => p.propertyId === propertyId)!;

const newStay = (ctx: Ctx) =>
  api(ctx.owner, 'POST', '/api/stays', { propertyId: ctx.property.propertyId, guestName: 'Gina Guest', email: 'gina@example.com', phone: '+34 600 000 000', checkInDate: '2031-05-01', checkOutDate: '2031-05-04' }) as Promise<{
    stayId: number;
    modifyDate: string;
  }>;
const newTemplate = (host: TestHost) => api(host, 'POST', '/api/messages/templates', { name: 'Hello', subject: { en: 'Hi', es: 'Hola' }, body: { en: 'Hello there', es: 'Hola' } }) as Promise<{ templateId: number }>;
const newQuestion = async (ctx: Ctx) => {
  const [row] = await t.database.db.insert(aiQuestions).values({ propertyId: ctx.property.propertyId, question: 'Is there a hair dryer?', locale: 'en', answered: false, mode: 'retrieval' }).returning();
  return row!.id;
};
const newQaPair = async (ctx: Ctx) => {
  const [row] = await t.database.db.insert(aiQaPairs).values({ propertyId: ctx.property.propertyId, question: 'Where is the key?', answer: 'In the box.', locale: 'en' }).returning();
  return row!.id;
};
const newPhoto = async (ctx: Ctx) => {
  const { payload, headers } = await multipartBody([{ name: 'a.png', data: await makeImage('png') }]);
  const res = await t.app.inject({ method: 'POST', url: `/api/media/library/1/${ctx.property.propertyId}`, headers: { ...ctx.owner.headers, ...headers }, payload });
  if (res.statusCode !== 200) throw new Error(`upload fixture: ${res.statusCode} ${res.body}`);
  return (res.json().result as { items: { mediaId: number }[] }).items[0]!.mediaId;
};
const whatsappMessage = async (ctx: Ctx) => {
  const stay = await newStay(ctx);
  const template = await newTemplate(ctx.owner);
  return ((await api(ctx.owner, 'POST', '/api/messages/send', { stayId: stay.stayId, templateId: template.templateId, channel: 'whatsapp' })) as { messageId: number }).messageId;
};
const newFeed = (ctx: Ctx) => api(ctx.owner, 'POST', '/api/stays/feeds', { propertyId: ctx.property.propertyId, name: 'Airbnb', url: `${calendarUrl}/${Math.random().toString(36).slice(2)}.ics` }) as Promise<{ feedId: number }>;

const newDevice = (ctx: Ctx) => api(ctx.owner, 'POST', '/api/devices', { propertyId: ctx.property.propertyId, name: 'Dishwasher', category: 'dishwasher' }) as Promise<{ deviceId: number }>;
const newVideo = (ctx: Ctx) => api(ctx.owner, 'POST', '/api/videos', { propertyId: ctx.property.propertyId, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: { en: 'The hot tub' } }) as Promise<{ videoId: number }>;

/** A list filtered by the property: owner and co-host see its item, the stranger an empty page. */
const listsProperty =
  (items: (body: { result: unknown }) => { propertyId: number }[]) =>
  (res: LightMyRequestResponse, ctx: Ctx) => {
    expect(res.statusCode, res.body).toBe(200);
    const found = items(res.json()).filter((i) => i.propertyId === ctx.property.propertyId);
    if (ctx.role === 'stranger') expect(found).toEqual([]);
    else expect(found.length).toBeGreaterThan(0);
  };

const ROWS: MatrixRow[] = [
  // Property and guide link
  { method: 'PUT', route: '/api/property/user', expect: EDIT, call: async (ctx) => ({ payload: { ...(await readProperty(ctx.owner, ctx.property.propertyId)), name: `Saved by ${ctx.role}` } }) },
  { method: 'DELETE', route: '/api/property/user/:propertyId', expect: OWNER_ONLY, call: (ctx) => ({ url: `/api/property/user/${ctx.property.propertyId}` }) },
  { method: 'GET', route: '/api/property/user/:propertyId/guide-link', expect: EDIT, call: (ctx) => ({ url: `/api/property/user/${ctx.property.propertyId}/guide-link` }) },
  { method: 'POST', route: '/api/property/user/:propertyId/rotate-slug', expect: OWNER_ONLY, call: (ctx) => ({ url: `/api/property/user/${ctx.property.propertyId}/rotate-slug` }) },
  // Print: the unpublished guide's booklet with the sensitive sections (hosts only).
  { method: 'GET', route: '/api/guide/:slug/pdf', expect: EDIT, call: (ctx) => ({ url: `/api/guide/${ctx.property.guide.slug}/pdf?includeSensitive=1` }) },

  // Media library
  { method: 'GET', route: '/api/media/library/:page/:mediaSourceId/:propertyId', expect: EDIT, call: (ctx) => ({ url: `/api/media/library/1/1/${ctx.property.propertyId}` }) },
  {
    method: 'POST',
    route: '/api/media/library/:mediaSourceId/:propertyId',
    expect: EDIT,
    call: async (ctx) => {
      const { payload, headers } = await multipartBody([{ name: 'a.png', data: await makeImage('png') }]);
      return { url: `/api/media/library/1/${ctx.property.propertyId}`, payload, headers: { ...ctx.caller.headers, ...headers } };
    },
  },
  // Saving a stock photo fetches from the provider; a URL elsewhere is refused after the property check.
  { method: 'POST', route: '/api/media/library/stock/:propertyId', expect: { owner: 'allowed', coHost: 'allowed', stranger: 404 }, call: (ctx) => ({ url: `/api/media/library/stock/${ctx.property.propertyId}`, payload: { url: 'https://images.pexels.com/photos/1/pexels-photo-1.jpeg' } }) },
  { method: 'DELETE', route: '/api/media/library/:mediaId/:mediaSourceId', expect: EDIT, call: async (ctx) => ({ url: `/api/media/library/${await newPhoto(ctx)}/1` }) },

  // AI knowledge base and concierge
  {
    method: 'GET',
    route: '/api/property/index/:propertyId/:scope',
    expect: EDIT,
    call: async (ctx) => {
      await waitIndexed(t, ctx.property.propertyId);
      return { url: `/api/property/index/${ctx.property.propertyId}/all` };
    },
  },
  { method: 'GET', route: '/api/ai/property/:propertyId', expect: EDIT, call: (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}` }) },
  { method: 'GET', route: '/api/ai/property/:propertyId/settings', expect: EDIT, call: (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}/settings` }) },
  { method: 'PUT', route: '/api/ai/property/:propertyId/settings', expect: EDIT, call: (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}/settings`, payload: { tone: 'friendly', instructions: `By ${ctx.role}` } }) },
  { method: 'GET', route: '/api/ai/property/:propertyId/qa', expect: EDIT, call: (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}/qa` }) },
  { method: 'POST', route: '/api/ai/property/:propertyId/qa', expect: EDIT, call: (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}/qa`, payload: { question: 'Is there a cot?', answer: 'Yes, in the closet.', locale: 'en' } }) },
  { method: 'PUT', route: '/api/ai/property/:propertyId/qa/:qaId', expect: EDIT, call: async (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}/qa/${await newQaPair(ctx)}`, payload: { question: 'Where is the key?', answer: 'Under the mat.', locale: 'en' } }) },
  { method: 'DELETE', route: '/api/ai/property/:propertyId/qa/:qaId', expect: EDIT, call: async (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}/qa/${await newQaPair(ctx)}` }) },
  { method: 'GET', route: '/api/ai/property/:propertyId/questions', expect: EDIT, call: (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}/questions` }) },
  { method: 'POST', route: '/api/ai/property/:propertyId/questions/:questionId/qa', expect: EDIT, call: async (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}/questions/${await newQuestion(ctx)}/qa`, payload: { answer: 'Yes, in the bathroom.' } }) },
  {
    method: 'POST',
    route: '/api/ai/property/:propertyId/questions/:questionId/section',
    expect: EDIT,
    call: async (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}/questions/${await newQuestion(ctx)}/section`, payload: { title: 'Hair dryer', body: '<p>In the bathroom drawer.</p>' } }),
  },
  { method: 'POST', route: '/api/ai/property/:propertyId/ask', expect: EDIT, call: (ctx) => ({ url: `/api/ai/property/${ctx.property.propertyId}/ask`, payload: { question: 'When is check-out?', locale: 'en' } }) },

  // Stays
  { method: 'POST', route: '/api/stays', expect: EDIT, call: (ctx) => ({ url: '/api/stays', payload: { propertyId: ctx.property.propertyId, guestName: 'Gus', checkInDate: '2031-06-01', checkOutDate: '2031-06-03' } }) },
  { method: 'GET', route: '/api/stays', expect: { owner: listsProperty((b) => (b.result as { items: { propertyId: number }[] }).items), coHost: listsProperty((b) => (b.result as { items: { propertyId: number }[] }).items), stranger: 404 }, call: async (ctx) => { await newStay(ctx); return { url: `/api/stays?propertyId=${ctx.property.propertyId}` }; } },
  { method: 'GET', route: '/api/stays/:stayId', expect: EDIT, call: async (ctx) => ({ url: `/api/stays/${(await newStay(ctx)).stayId}` }) },
  {
    method: 'PUT',
    route: '/api/stays',
    expect: EDIT,
    call: async (ctx) => {
      const stay = await newStay(ctx);
      return { url: '/api/stays', payload: { stayId: stay.stayId, modifyDate: stay.modifyDate, propertyId: ctx.property.propertyId, guestName: 'Renamed', checkInDate: '2031-05-01', checkOutDate: '2031-05-05' } };
    },
  },
  { method: 'DELETE', route: '/api/stays/:stayId', expect: EDIT, call: async (ctx) => ({ url: `/api/stays/${(await newStay(ctx)).stayId}` }) },
  { method: 'POST', route: '/api/stays/:stayId/link/revoke', expect: EDIT, call: async (ctx) => ({ url: `/api/stays/${(await newStay(ctx)).stayId}/link/revoke` }) },
  { method: 'POST', route: '/api/stays/:stayId/link/renew', expect: EDIT, call: async (ctx) => ({ url: `/api/stays/${(await newStay(ctx)).stayId}/link/renew` }) },
  { method: 'POST', route: '/api/stays/import/:propertyId', expect: EDIT, call: (ctx) => ({ url: `/api/stays/import/${ctx.property.propertyId}`, payload: { csv: 'guest name,check-in,check-out\nHugo,2031-07-01,2031-07-03\n' } }) },

  // Calendar feeds
  { method: 'GET', route: '/api/stays/feeds', expect: EDIT, call: (ctx) => ({ url: `/api/stays/feeds?propertyId=${ctx.property.propertyId}` }) },
  { method: 'POST', route: '/api/stays/feeds', expect: EDIT, call: (ctx) => ({ url: '/api/stays/feeds', payload: { propertyId: ctx.property.propertyId, name: `Feed ${ctx.role}`, url: `${calendarUrl}/${ctx.role}.ics` } }) },
  { method: 'DELETE', route: '/api/stays/feeds/:feedId', expect: EDIT, call: async (ctx) => ({ url: `/api/stays/feeds/${(await newFeed(ctx)).feedId}` }) },
  { method: 'POST', route: '/api/stays/feeds/:feedId/sync', expect: EDIT, call: async (ctx) => ({ url: `/api/stays/feeds/${(await newFeed(ctx)).feedId}/sync` }) },

  // Guest messages (templates are each host's own; what is property-scoped is the stay and the log)
  { method: 'POST', route: '/api/messages/preview', expect: EDIT, call: async (ctx) => ({ url: '/api/messages/preview', payload: { stayId: (await newStay(ctx)).stayId, subject: 'Hi', body: 'Hello' } }) },
  { method: 'POST', route: '/api/messages/send', expect: EDIT, call: async (ctx) => ({ url: '/api/messages/send', payload: { stayId: (await newStay(ctx)).stayId, templateId: (await newTemplate(ctx.caller)).templateId, channel: 'whatsapp' } }) },
  {
    method: 'POST',
    route: '/api/messages/schedules',
    expect: EDIT,
    call: async (ctx) => ({ url: '/api/messages/schedules', payload: { templateId: (await newTemplate(ctx.caller)).templateId, propertyId: ctx.property.propertyId, anchor: 'checkIn', offsetDays: -1, localTime: '10:00', channel: 'email' } }),
  },
  {
    method: 'GET',
    route: '/api/messages/log',
    expect: { owner: listsProperty((b) => (b.result as { items: { propertyId: number }[] }).items), coHost: listsProperty((b) => (b.result as { items: { propertyId: number }[] }).items), stranger: 404 },
    call: async (ctx) => {
      await whatsappMessage(ctx);
      return { url: `/api/messages/log?propertyId=${ctx.property.propertyId}` };
    },
  },
  { method: 'POST', route: '/api/messages/log/:messageId/resend', expect: EDIT, call: async (ctx) => ({ url: `/api/messages/log/${await whatsappMessage(ctx)}/resend` }) },
  { method: 'POST', route: '/api/messages/log/:messageId/sent', expect: EDIT, call: async (ctx) => ({ url: `/api/messages/log/${await whatsappMessage(ctx)}/sent` }) },

  // Co-hosts (owner only)
  { method: 'GET', route: '/api/cohosts/property/:propertyId', expect: OWNER_ONLY, call: (ctx) => ({ url: `/api/cohosts/property/${ctx.property.propertyId}` }) },
  {
    method: 'DELETE',
    route: '/api/cohosts/property/:propertyId/:userId',
    expect: OWNER_ONLY,
    call: async (ctx) => {
      const other = await createHost(t);
      await new PropertyRepository(t.database.db).addCoHost(ctx.property.propertyId, other.userId);
      return { url: `/api/cohosts/property/${ctx.property.propertyId}/${other.userId}` };
    },
  },
  { method: 'POST', route: '/api/cohosts/invitations', expect: OWNER_ONLY, call: (ctx) => ({ url: '/api/cohosts/invitations', payload: { propertyIds: [ctx.property.propertyId], email: `invitee.${ctx.role}@example.com` } }) },

  // The admin area acts on any property, for the Internal and Admin roles only: no host gets through, owner or not.
  { method: 'POST', route: '/api/admin/ai/runs/:propertyId/retry', expect: { owner: 403, coHost: 403, stranger: 403 }, call: (ctx) => ({ url: `/api/admin/ai/runs/${ctx.property.propertyId}/retry` }) },

  // Devices and videos (issue 16, built alongside: rows run once the routes are registered)
  { method: 'GET', route: '/api/devices/property/:propertyId', expect: EDIT, call: (ctx) => ({ url: `/api/devices/property/${ctx.property.propertyId}` }) },
  { method: 'GET', route: '/api/videos/property/:propertyId', expect: EDIT, call: (ctx) => ({ url: `/api/videos/property/${ctx.property.propertyId}` }) },
  { method: 'POST', route: '/api/devices', expect: EDIT, call: (ctx) => ({ url: '/api/devices', payload: { propertyId: ctx.property.propertyId, name: `Oven of ${ctx.role}`, category: 'oven' } }) },
  { method: 'PUT', route: '/api/devices', expect: EDIT, call: async (ctx) => ({ url: '/api/devices', payload: { deviceId: (await newDevice(ctx)).deviceId, name: 'Dishwasher (kitchen)', category: 'dishwasher' } }) },
  { method: 'DELETE', route: '/api/devices/:deviceId', expect: EDIT, call: async (ctx) => ({ url: `/api/devices/${(await newDevice(ctx)).deviceId}` }) },
  { method: 'POST', route: '/api/videos', expect: EDIT, call: (ctx) => ({ url: '/api/videos', payload: { propertyId: ctx.property.propertyId, url: 'https://vimeo.com/76979871', title: { en: `By ${ctx.role}` } } }) },
  { method: 'PUT', route: '/api/videos', expect: EDIT, call: async (ctx) => ({ url: '/api/videos', payload: { videoId: (await newVideo(ctx)).videoId, title: { en: 'Renamed' }, posterMediaId: null } }) },
  { method: 'DELETE', route: '/api/videos/:videoId', expect: EDIT, call: async (ctx) => ({ url: `/api/videos/${(await newVideo(ctx)).videoId}` }) },
  {
    method: 'POST',
    route: '/api/videos/upload/:propertyId',
    expect: { owner: 'allowed', coHost: 'allowed', stranger: 404 },
    call: async (ctx) => {
      const { payload, headers } = await multipartBody([{ name: 'clip.mp4', data: Buffer.from('not really a video') }]);
      return { url: `/api/videos/upload/${ctx.property.propertyId}`, payload, headers: { ...ctx.caller.headers, ...headers } };
    },
  },
];

/**
 * Every (method, route) the app registers, collected by an onRoute hook: Fastify announces each new
 * instance on the `fastify.initialization` diagnostics channel before any route is added.
 */
const registered: { method: string; route: string }[] = [];
const collectRoutes = (message: unknown) => {
  (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, route: route.url });
  });
};

const isRegistered = (row: MatrixRow) => t.app.hasRoute({ method: row.method, url: row.route });

beforeAll(async () => {
  calendar = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar' });
    res.end('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n');
  });
  await new Promise<void>((resolve) => calendar.listen(0, '127.0.0.1', resolve));
  const address = calendar.address();
  calendarUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  diagnostics.subscribe('fastify.initialization', collectRoutes);
  try {
    t = await buildTestApp({ FETCH_ALLOW_HOSTS: '127.0.0.1', CALENDAR_SYNC_MINUTES: '0' });
  } finally {
    diagnostics.unsubscribe('fastify.initialization', collectRoutes);
  }
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => calendar?.close(resolve));
});

describe('property-scoped routes: owner, co-host and stranger', () => {
  for (const row of ROWS) {
    const title = `${row.method} ${row.route}: owner ${describeExpectation(row.expect.owner)}, co-host ${describeExpectation(row.expect.coHost)}, stranger ${describeExpectation(row.expect.stranger)}`;
    it(title, async (test) => {
      if (!isRegistered(row)) test.skip(`${row.method} ${row.route} is not registered`);
      const owner = await createHost(t);
      const coHost = await createHost(t);
      const stranger = await createHost(t);
      const property = (await api(owner, 'POST', '/api/property/user')) as Property;
      await new PropertyRepository(t.database.db).addCoHost(property.propertyId, coHost.userId);
      // The stranger owns a property too: they are a real host, not an empty account.
      await api(stranger, 'POST', '/api/property/user');

      // Stranger first and owner last: the owner's call may end the property (DELETE).
      for (const [role, caller] of [
        ['stranger', stranger],
        ['coHost', coHost],
        ['owner', owner],
      ] as const) {
        const ctx: Ctx = { property, owner, coHost, stranger, caller, role };
        const built = await row.call(ctx);
        const res = await t.app.inject({ method: row.method, url: row.route, ...built, headers: { ...caller.headers, ...(built.headers ?? {}) } } as InjectOptions);
        const expected = row.expect[role];
        if (typeof expected === 'number') expect(res.statusCode, `${role}: ${res.body.slice(0, 300)}`).toBe(expected);
        else if (expected === 'allowed') expect([401, 403, 404], `${role}: ${res.statusCode} ${res.body.slice(0, 300)}`).not.toContain(res.statusCode);
        else expected(res, ctx);
      }
    });
  }

  it('has a row for every registered route with :propertyId in its path', () => {
    const listed = new Set(ROWS.map((r) => `${r.method} ${r.route}`));
    const scoped = registered.filter((r) => r.route.includes(':propertyId') && r.method !== 'HEAD');
    expect(scoped.length).toBeGreaterThan(15);
    expect(scoped.map((r) => `${r.method} ${r.route}`).filter((r) => !listed.has(r))).toEqual([]);
  });
});

function describeExpectation(e: Expectation): string {
  return typeof e === 'number' ? String(e) : e === 'allowed' ? 'allowed' : 'sees its items';
}
