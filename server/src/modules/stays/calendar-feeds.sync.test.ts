import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { STAY_ERROR_KEYS } from '@common/contracts/stays';
import { calendarFeeds, propertyCoHosts, stays } from '../../db/schema';
import { AppJobs } from '../../jobs/boss';
import { AccessPolicy } from '../access';
import { CalendarSyncQueue } from './calendar-feeds.jobs';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarFeedsService } from './calendar-feeds.service';
import {
  addFeed,
  airbnbFeed,
  api,
  changes,
  createProperty,
  type FeedAnswer,
  host,
  iso,
  other,
  requests,
  sorted,
  staysOf,
  t,
  useCalendarFeedsApp,
  type Vevent,
} from '../../test/calendar-feeds-api';

useCalendarFeedsApp();

describe('POST /stays/feeds/{feedId}/sync', () => {
  it('moves dates, keeps ids and never duplicates on re-fetch', async () => {
    const property = await createProperty(host);
    const events: Vevent[] = [
      { uid: 'move@airbnb.com', start: 3, end: 6 },
      { uid: 'same@airbnb.com', start: 8, end: 9 },
    ];
    const answer: FeedAnswer = { body: airbnbFeed(events) };
    const { feed } = await addFeed(host, property.id, answer);
    const before = await staysOf(feed.feedId);
    Object.assign(changes, { created: [], changed: [], removed: [] });

    answer.body = airbnbFeed([{ ...events[0]!, start: 4, end: 8 }, events[1]!]);
    const res = await api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'ok', staysImported: 2 });
    // The same answer again, twice at once: nothing new.
    await Promise.all([
      api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`),
      api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`),
    ]);

    const after = await staysOf(feed.feedId);
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(after.map((s) => [s.externalUid, s.checkInDate, s.checkOutDate])).toEqual([
      ['move@airbnb.com', iso(4), iso(8)],
      ['same@airbnb.com', iso(8), iso(9)],
    ]);
    expect(after[0]!.modifyDate.getTime()).toBeGreaterThan(before[0]!.modifyDate.getTime());
    expect(after[1]!.modifyDate.getTime()).toBe(before[1]!.modifyDate.getTime());
    expect(changes).toEqual({ created: [], changed: [before[0]!.id], removed: [] });
  });

  it('keeps the name and contact the host entered; only the dates follow the calendar', async () => {
    const property = await createProperty(host);
    const answer: FeedAnswer = {
      body: airbnbFeed([
        { uid: 'edited@x', start: 2, end: 5 },
        { uid: 'untouched@x', start: 6, end: 7 },
      ]),
    };
    const { feed } = await addFeed(host, property.id, answer);
    const [edited, untouched] = await staysOf(feed.feedId);
    await t.database.db
      .update(stays)
      .set({ guestName: 'María López', email: 'maria@example.com', phone: '+34600111222' })
      .where(eq(stays.id, edited!.id));

    answer.body = airbnbFeed([
      { uid: 'edited@x', start: 3, end: 6, summary: 'Reserved - Somebody Else' },
      { uid: 'untouched@x', start: 6, end: 7, summary: 'Reserved - Ana García' },
    ]);
    await api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`);
    const [editedAfter, untouchedAfter] = await staysOf(feed.feedId);
    expect(editedAfter).toMatchObject({
      id: edited!.id,
      guestName: 'María López',
      email: 'maria@example.com',
      phone: '+34600111222',
      checkInDate: iso(3),
      checkOutDate: iso(6),
    });
    // A placeholder name the host never changed gives way to the name the calendar now has.
    expect(untouchedAfter).toMatchObject({ id: untouched!.id, guestName: 'Ana García' });
  });

  it('removes cancelled and vanished future stays, and keeps stays that have started or ended', async () => {
    const property = await createProperty(host);
    const answer: FeedAnswer = {
      body: airbnbFeed([
        { uid: 'cancel@x', start: 5, end: 8 },
        { uid: 'vanish@x', start: 9, end: 11 },
        { uid: 'inhouse@x', start: -1, end: 2 },
        { uid: 'stays@x', start: 12, end: 14 },
      ]),
    };
    const { feed } = await addFeed(host, property.id, answer);
    const byUid = Object.fromEntries((await staysOf(feed.feedId)).map((s) => [s.externalUid, s.id]));
    // A stay that ended last week, imported back then (today's import skips ended stays).
    const [past] = await t.database.db
      .insert(stays)
      .values({
        propertyId: property.id,
        guestName: 'Reserved',
        checkInDate: iso(-9),
        checkOutDate: iso(-6),
        source: 'ical',
        feedId: feed.feedId,
        externalUid: 'past@x',
        linkToken: randomBytes(16).toString('base64url'),
      })
      .returning();

    answer.body = airbnbFeed([
      { uid: 'cancel@x', start: 5, end: 8, status: 'CANCELLED' },
      { uid: 'stays@x', start: 12, end: 14 },
    ]);
    const res = await api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`);
    expect(res.json().result.staysImported).toBe(3);
    const left = (await staysOf(feed.feedId)).map((s) => s.externalUid).sort();
    expect(left).toEqual(['inhouse@x', 'past@x', 'stays@x']);
    expect(sorted(changes.removed)).toEqual(sorted([byUid['cancel@x'], byUid['vanish@x']]));
    expect(past).toBeDefined();
  });

  it("uses the calendar's validators: an unchanged calendar answers 304 and changes nothing", async () => {
    const property = await createProperty(host);
    const answer: FeedAnswer = { body: airbnbFeed([{ uid: 'etag@x', start: 3, end: 4 }]), headers: { etag: '"v1"' } };
    const { feed } = await addFeed(host, property.id, answer);
    requests.length = 0;
    const res = await api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`);
    expect(res.json().result).toMatchObject({ status: 'ok', staysImported: 1 });
    expect(requests).toEqual([expect.objectContaining({ ifNoneMatch: '"v1"' })]);
  });

  it('stores why a fetch failed and keeps the stays it had', async () => {
    const property = await createProperty(host);
    const answer: FeedAnswer = { body: airbnbFeed([{ uid: 'keep@x', start: 3, end: 4 }]) };
    const { feed } = await addFeed(host, property.id, answer);
    const sync = async () => (await api(host, 'POST', `/stays/feeds/${feed.feedId}/sync`)).json().result;

    answer.body = `${airbnbFeed([])}${'X'.repeat(30_000)}`;
    expect(await sync()).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedTooLarge, staysImported: 1 });
    answer.body = undefined;
    answer.hang = true;
    expect(await sync()).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedTimeout });
    answer.hang = false;
    answer.body = '<!doctype html><html><body>Sign in to Airbnb</body></html>';
    expect(await sync()).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedNotCalendar });
    answer.status = 404;
    expect(await sync()).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedUnreachable });
    expect(await staysOf(feed.feedId)).toHaveLength(1);

    answer.status = 200;
    answer.body = airbnbFeed([{ uid: 'keep@x', start: 3, end: 4 }]);
    expect(await sync()).toMatchObject({ status: 'ok', lastError: null });
  });

  it('fails a feed that is too large or too slow on its first fetch, with the error on the new feed', async () => {
    const property = await createProperty(host);
    const large = await addFeed(host, property.id, { body: 'BEGIN:VCALENDAR\r\n'.padEnd(25_000, 'X') });
    expect(large.feed).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedTooLarge, staysImported: 0 });
    const slow = await addFeed(host, property.id, { hang: true });
    expect(slow.feed).toMatchObject({ status: 'failed', lastError: STAY_ERROR_KEYS.feedTimeout });
  });

  it("refuses another host's feed (404) and lets a co-host sync it", async () => {
    const property = await createProperty(host);
    const { feed } = await addFeed(host, property.id, { body: airbnbFeed([]) });
    expect((await api(other, 'POST', `/stays/feeds/${feed.feedId}/sync`)).statusCode).toBe(404);
    expect((await api(other, 'DELETE', `/stays/feeds/${feed.feedId}`)).statusCode).toBe(404);
    expect((await api(other, 'GET', `/stays/feeds?propertyId=${property.id}`)).statusCode).toBe(404);
    const mine = (await api(other, 'GET', '/stays/feeds')).json().result as { feedId: number }[];
    expect(mine.map((f) => f.feedId)).not.toContain(feed.feedId);

    await t.database.db.insert(propertyCoHosts).values({ propertyId: property.id, userId: other.userId });
    expect((await api(other, 'POST', `/stays/feeds/${feed.feedId}/sync`)).statusCode).toBe(200);
    await t.database.db
      .delete(propertyCoHosts)
      .where(and(eq(propertyCoHosts.propertyId, property.id), eq(propertyCoHosts.userId, other.userId)));
  });
});

describe('DELETE /stays/feeds/{feedId}', () => {
  it('removes the feed and keeps the stays it imported', async () => {
    const property = await createProperty(host);
    const { feed } = await addFeed(host, property.id, { body: airbnbFeed([{ uid: 'kept@x', start: 3, end: 5 }]) });
    const [stay] = await staysOf(feed.feedId);
    const res = await api(host, 'DELETE', `/stays/feeds/${feed.feedId}`);
    expect(res.json()).toEqual({ result: { feedId: feed.feedId }, errors: [] });
    const [still] = await t.database.db.select().from(stays).where(eq(stays.id, stay!.id));
    expect(still).toMatchObject({ guestName: 'Reserved', feedId: null, source: 'ical' });
    expect((await api(host, 'DELETE', `/stays/feeds/${feed.feedId}`)).statusCode).toBe(404);
  });
});

describe('scheduled sync', () => {
  const silent = { warn: () => undefined, error: () => undefined };
  const instance = () =>
    new CalendarFeedsService({
      repo: new CalendarFeedsRepository(t.database.db),
      access: new AccessPolicy(t.database.db),
      fetchPolicy: { allowHosts: ['127.0.0.1'], timeoutMs: 2000, maxBytes: 100_000 },
      events: t.app.events,
      batchSize: 100,
      log: silent,
    });

  async function dueFeed(events: Vevent[]) {
    const property = await createProperty(host);
    const answer: FeedAnswer = { body: airbnbFeed([]) };
    const { feed, path } = await addFeed(host, property.id, answer);
    answer.body = airbnbFeed(events);
    // Last fetched an hour ago: due with a 30-minute period.
    await t.database.db
      .update(calendarFeeds)
      .set({ lastSyncAt: sql`now() - interval '1 hour'` })
      .where(eq(calendarFeeds.id, feed.feedId));
    requests.length = 0;
    return { feed, path };
  }

  it('fetches a due feed once when several instances try at the same moment, and not again within the period', async () => {
    const { feed, path } = await dueFeed([{ uid: 'sched@x', start: 3, end: 5 }]);
    const [first, second] = [instance(), instance()];
    expect(await first.dueFeeds(30)).toContain(feed.feedId);
    const claimed = await Promise.all([
      first.syncIfDue(feed.feedId, 30),
      second.syncIfDue(feed.feedId, 30),
      first.syncIfDue(feed.feedId, 30),
    ]);
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(requests.filter((r) => r.path.startsWith(path))).toHaveLength(1);
    expect(await staysOf(feed.feedId)).toHaveLength(1);
    expect(await second.dueFeeds(30)).not.toContain(feed.feedId);
    expect(await second.syncIfDue(feed.feedId, 30)).toBe(false);
  });

  it('runs through pg-boss: two instances queue the same due feed, one job fetches it', async () => {
    const { feed, path } = await dueFeed([{ uid: 'boss@x', start: 4, end: 6 }]);
    // Two servers: each its own pg-boss on the one database.
    const bosses = [new AppJobs(t.database, silent), new AppJobs(t.database, silent)];
    const queues = [instance(), instance()].map(
      (service, i) =>
        new CalendarSyncQueue(bosses[i]!, service, silent, { periodMinutes: 30, pollingIntervalSeconds: 0.5 }),
    );
    try {
      // One after the other: on PGlite both share one connection, and pg-boss's first start migrates.
      for (const q of queues) await q.start();
      const queued = await Promise.all(queues.map((q) => q.queueDue()));
      // One job per feed per period, whichever instance ran the tick.
      expect(queued.flat().filter((id) => id === feed.feedId)).toHaveLength(1);
      await vi.waitFor(
        async () => {
          const [row] = await t.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.id, feed.feedId));
          expect(row!.status).toBe('ok');
          expect(await staysOf(feed.feedId)).toHaveLength(1);
        },
        { timeout: 20_000, interval: 100 },
      );
      expect(requests.filter((r) => r.path.startsWith(path))).toHaveLength(1);
    } finally {
      await Promise.all(queues.map((q) => q.stop()));
      await Promise.all(bosses.map((b) => b.stop()));
    }
  });
});
