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
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type Access, ROUTE_ACCESS, ROUTE_PERMISSION } from './route-access';
import { BUILD } from './authorization-matrix.requests.fixtures';
import {
  type Caller,
  CALLERS,
  type Ctx,
  expectedFor,
  fillPath,
  hosts,
  newProperty,
  registered,
  type Req,
  shared,
  t,
  useMatrixApp,
} from './authorization-matrix.fixtures';

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
  // A copy of a shared block added to (and taken from) a guide: not on the shared property the other rows save.
  'POST /api/shared-blocks/:sharedBlockId/use',
  'POST /api/shared-blocks/:sharedBlockId/detach',
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
  'POST /api/shared-blocks/:sharedBlockId/use',
  'POST /api/shared-blocks/:sharedBlockId/detach',
  'POST /api/translation/property/:propertyId/sections',
  'POST /api/translation/property/:propertyId/items',
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

useMatrixApp();

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
