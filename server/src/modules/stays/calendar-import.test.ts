import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { calendarFeeds, properties, stays } from '../../db/schema';
import { addDays, localDate } from '../../lib/zoned-time';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { AccessPolicy } from '../access';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarFeedsService } from './calendar-feeds.service';
import { batchesOf } from './calendar-import';

/**
 * Calendar imports in batches (docs/decisions/037-calendar-import-in-batches.md): each batch of
 * CALENDAR_IMPORT_BATCH stays commits with its stay.created events; an interrupted import leaves
 * every stored stay announced and the next fetch stores the rest; nothing is ever stored or
 * announced twice.
 */
const ZONE = 'UTC';
const BATCH = 7;
const day = (offset: number) => addDays(localDate(ZONE), offset).replaceAll('-', '');

/** An export of `count` one-night reservations from tomorrow, UIDs r-0, r-1... */
function feedOf(count: number): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN'];
  for (let i = 0; i < count; i++)
    lines.push(
      'BEGIN:VEVENT',
      `UID:r-${i}`,
      `DTSTART;VALUE=DATE:${day(1 + i)}`,
      `DTEND;VALUE=DATE:${day(2 + i)}`,
      `SUMMARY:Reserved - Guest ${i}`,
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

let body = '';
let requests: { ifNoneMatch?: string }[] = [];
let calendarServer: Server;
let t: TestApp;
let host: TestHost;
/** stay.created events seen by this file's subscriber, by stay id. */
let created: number[] = [];

beforeAll(async () => {
  calendarServer = createServer((req, res) => {
    requests.push({ ifNoneMatch: req.headers['if-none-match'] });
    if (req.headers['if-none-match'] === '"same"') return res.writeHead(304).end();
    res.writeHead(200, { 'content-type': 'text/calendar', etag: '"same"' }).end(body);
  });
  await new Promise<void>((resolve) => calendarServer.listen(0, '127.0.0.1', resolve));
  t = await buildTestApp({
    FETCH_ALLOW_HOSTS: '127.0.0.1',
    CALENDAR_SYNC_MINUTES: '0',
    CALENDAR_IMPORT_BATCH: String(BATCH),
  });
  host = await createHost(t);
  t.app.events.on('stay.created', 'test.calendar-import', async (event) => void created.push(event.stayId));
});
afterAll(async () => {
  await t?.close();
  calendarServer.closeAllConnections();
  await new Promise((resolve) => calendarServer.close(resolve));
});
beforeEach(() => {
  created = [];
  requests = [];
});
afterEach(() => vi.restoreAllMocks());

async function addFeed(count: number) {
  body = feedOf(count);
  const [property] = await t.database.db
    .insert(properties)
    .values({
      ownerUserId: host.userId,
      name: 'Casa Lote',
      slug: randomBytes(9).toString('base64url'),
      timeZone: ZONE,
      guide: {
        checkInTime: null,
        checkOutTime: null,
        hostContact: { name: null, phone: null, email: null, show: false },
        sections: [],
        attractions: [],
      },
    })
    .returning();
  const port = (calendarServer.address() as AddressInfo).port;
  return t.app.inject({
    method: 'POST',
    url: '/api/stays/feeds',
    headers: host.headers,
    payload: {
      propertyId: property!.id,
      name: 'Airbnb',
      url: `http://127.0.0.1:${port}/${randomBytes(6).toString('hex')}.ics`,
    },
  });
}

const staysOf = (feedId: number) => t.database.db.select().from(stays).where(eq(stays.feedId, feedId));
const sync = (feedId: number) =>
  t.app.inject({ method: 'POST', url: `/api/stays/feeds/${feedId}/sync`, headers: host.headers });
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('calendar import in batches', () => {
  it('cuts a sync into batches of at most the batch size, inserts first', () => {
    const row = { propertyId: 1, guestName: 'A', checkInDate: '2030-01-01', checkOutDate: '2030-01-02' };
    const batches = batchesOf(
      { insert: Array(10).fill(row), update: [{ id: 1, values: {} }], remove: [2, 3, 4, 5] },
      7,
    );
    expect(batches.map((b) => [b.insert.length, b.update.length, b.remove.length])).toEqual([
      [7, 0, 0],
      [3, 1, 3],
      [0, 0, 1],
    ]);
  });

  it('writes a feed larger than a batch in several transactions, each stay announced once, and a re-import adds nothing', async () => {
    const transactions = vi.spyOn(t.app.events, 'transaction');
    const res = await addFeed(50);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'ok', staysImported: 50 });
    expect(transactions).toHaveBeenCalledTimes(Math.ceil(50 / BATCH));
    const feedId = res.json().result.feedId as number;
    const imported = await staysOf(feedId);
    expect(imported).toHaveLength(50);
    expect(sorted(created)).toEqual(sorted(imported.map((s) => s.id)));

    // The same calendar again without validators (as after an interruption): nothing new.
    created = [];
    await t.database.db.update(calendarFeeds).set({ etag: null }).where(eq(calendarFeeds.id, feedId));
    expect((await sync(feedId)).json().result).toMatchObject({ status: 'ok', staysImported: 50 });
    expect(await staysOf(feedId)).toHaveLength(50);
    expect(created).toEqual([]);
  });

  it('an import interrupted after some batches keeps every stored stay announced; the next fetch reads the whole calendar and stores the rest once', async () => {
    const applyBatch = CalendarFeedsRepository.prototype.applyBatch;
    let calls = 0;
    vi.spyOn(CalendarFeedsRepository.prototype, 'applyBatch').mockImplementation(async function (
      this: CalendarFeedsRepository,
      ...args
    ) {
      // The third batch dies inside its transaction (as in a crash or an outage): it leaves nothing.
      if (++calls === 3) throw new Error('connection lost');
      return applyBatch.apply(this, args);
    });
    const res = await addFeed(30);
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const [feed] = await t.database.db.select().from(calendarFeeds).orderBy(desc(calendarFeeds.id)).limit(1);
    const stored = await staysOf(feed!.id);
    expect(stored).toHaveLength(2 * BATCH);
    expect(sorted(created)).toEqual(sorted(stored.map((s) => s.id)));
    // The validators are not kept until the import completes: the next fetch is not a 304.
    expect(feed!.etag).toBeNull();

    vi.mocked(CalendarFeedsRepository.prototype.applyBatch).mockRestore();
    requests = [];
    expect((await sync(feed!.id)).json().result).toMatchObject({ status: 'ok', staysImported: 30 });
    expect(requests).toEqual([{ ifNoneMatch: undefined }]);
    const all = await staysOf(feed!.id);
    expect(new Set(all.map((s) => s.externalUid)).size).toBe(30);
    expect(sorted(created)).toEqual(sorted(all.map((s) => s.id)));
    // Complete now: the validators are stored and the next fetch is conditional.
    const [done] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed!.id));
    expect(done!.etag).toBe('"same"');
  });

  it('two imports of one feed at once (two instances, or a batch run again) store and announce each stay once', async () => {
    const res = await addFeed(0);
    const feedId = res.json().result.feedId as number;
    body = feedOf(40);
    await t.database.db.update(calendarFeeds).set({ etag: null }).where(eq(calendarFeeds.id, feedId));
    const instance = () =>
      new CalendarFeedsService({
        repo: new CalendarFeedsRepository(t.database.db),
        access: new AccessPolicy(t.database.db),
        fetchPolicy: { allowHosts: ['127.0.0.1'], timeoutMs: 5000, maxBytes: 1_000_000 },
        events: t.app.events,
        batchSize: 5,
        log: { warn: () => undefined, error: () => undefined },
      });
    const outcomes = await Promise.all([instance().sync(feedId), instance().sync(feedId)]);
    expect(outcomes.map((o) => o.status)).toEqual(['ok', 'ok']);
    expect(outcomes[0]!.created + outcomes[1]!.created).toBe(40);
    const all = await staysOf(feedId);
    expect(all).toHaveLength(40);
    expect(sorted(created)).toEqual(sorted(all.map((s) => s.id)));
  });

  it('pauses between batches and stops between two when the server stops, leaving the rest for a later fetch', async () => {
    const res = await addFeed(0);
    const feedId = res.json().result.feedId as number;
    body = feedOf(20);
    await t.database.db.update(calendarFeeds).set({ etag: null }).where(eq(calendarFeeds.id, feedId));
    let pauses = 0;
    const service: CalendarFeedsService = new CalendarFeedsService({
      repo: new CalendarFeedsRepository(t.database.db),
      access: new AccessPolicy(t.database.db),
      fetchPolicy: { allowHosts: ['127.0.0.1'], timeoutMs: 5000, maxBytes: 1_000_000 },
      events: t.app.events,
      batchSize: 5,
      log: { warn: () => undefined, error: () => undefined },
      pause: async () => {
        // One pause after parsing the single piece, then one per batch: stop after the second batch.
        if (++pauses === 3) void service.close();
      },
    });
    const outcome = await service.sync(feedId);
    expect(outcome).toMatchObject({ status: 'stopped', created: 10 });
    expect(await staysOf(feedId)).toHaveLength(10);
    expect(created).toHaveLength(10);
  });
});
