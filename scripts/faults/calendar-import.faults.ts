/**
 * kill -9 of the server in the middle of a calendar import, on PGlite and on PostgreSQL: a
 * 1,500-event feed (served from 127.0.0.1) on a property with 6 schedules. After a restart every
 * stored stay has its full plan (one scheduled message per schedule) and no stay is stored twice;
 * "sync now" then stores the rest, again each stay once and with its plan.
 * (docs/decisions/037-calendar-import-in-batches.md)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/src/db/client';
import {
  type Client,
  createGuide,
  type DatabaseKind,
  pgQuery,
  postgresUrl,
  removeTempDirs,
  ServerProcess,
  type ServerOptions,
  startSignedIn,
  tempDir,
  waitFor,
} from './harness';

const kinds = postgresUrl() ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
if (!postgresUrl()) console.warn('TEST_DATABASE_URL is not set: the PostgreSQL fault cases are skipped');

const EVENTS = 1500;
const SCHEDULES = 6;

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse())
    await cleanup().catch((error: unknown) => console.warn('cleanup failed', error));
  removeTempDirs();
});

const yyyymmdd = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

/** An Airbnb-like export of `count` one-night reservations from 10 days ahead, one a day. */
function calendar(count: number): string {
  const lines = ['BEGIN:VCALENDAR', 'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN', 'VERSION:2.0'];
  for (let i = 0; i < count; i++)
    lines.push(
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${yyyymmdd(11 + i)}`,
      `DTSTART;VALUE=DATE:${yyyymmdd(10 + i)}`,
      `UID:${i.toString(16).padStart(12, '0')}-fault@airbnb.com`,
      `SUMMARY:Reserved - Guest ${i}`,
      'END:VEVENT',
    );
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

async function serveCalendar(body: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(body));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/ical/listing.ics?s=secret`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One query on the stopped server's database (PGlite opened from its data directory). */
async function query<T>(kind: DatabaseKind, options: ServerOptions, text: string): Promise<T[]> {
  if (kind === 'postgres') return pgQuery<T & object>(options.databaseUrl!, text);
  const pglite = await openPglite(path.join(options.dataDir, 'pglite'));
  try {
    return (await pglite.query<T>(text)).rows;
  } finally {
    await pglite.close();
  }
}

interface Integrity {
  stays: number;
  uids: number;
  withoutFullPlan: number;
  doublePlans: number;
}

/** Stays of the feed, distinct UIDs, stays without one scheduled message per schedule, doubled plans. */
async function integrity(kind: DatabaseKind, options: ServerOptions): Promise<Integrity> {
  const [row] = await query<Integrity>(
    kind,
    options,
    `select
       (select count(*)::int from stays where feed_id is not null) as stays,
       (select count(distinct external_uid)::int from stays where feed_id is not null) as uids,
       (select count(*)::int from stays s where s.feed_id is not null and ${SCHEDULES} <> (
          select count(*) from guest_messages m where m.stay_id = s.id and m.status = 'scheduled')) as "withoutFullPlan",
       (select count(*)::int from (select 1 from guest_messages where schedule_id is not null
          group by stay_id, schedule_id having count(*) > 1) d) as "doublePlans"`,
  );
  return row!;
}

const countOf = async (client: Client, url: string) => (await client.ok<{ totalCount: number }>('GET', url)).totalCount;

describe('kill -9 of the server during a calendar import', () => {
  it.each(kinds)(
    'on %s: every stored stay has its full plan after a restart, none is stored twice, and the next sync stores the rest',
    async (kind) => {
      const feed = await serveCalendar(calendar(EVENTS));
      cleanups.push(feed.close);
      // The killed server's claims on change events lapse after 15 s instead of 5 minutes.
      const env = {
        CALENDAR_SYNC_MINUTES: '0',
        MESSAGE_DISPATCH_SECONDS: '0',
        CALENDAR_IMPORT_BATCH: '25',
        CHANGE_EVENT_CLAIM_SECONDS: '15',
      };
      const {
        server: first,
        host,
        options,
      } = await startSignedIn(kind, { dataDir: tempDir(`import-${kind}`), name: 'first', env }, cleanups);
      const property = await createGuide(host, `Import ${kind}`);
      const [template] = await host.ok<{ templateId: number }[]>('GET', '/api/messages/templates');
      const plans = [
        { anchor: 'booking', offsetDays: 0 },
        { anchor: 'checkIn', offsetDays: -3 },
        { anchor: 'checkIn', offsetDays: -1 },
        { anchor: 'checkIn', offsetDays: 0 },
        { anchor: 'checkOut', offsetDays: 0 },
        { anchor: 'checkOut', offsetDays: 1 },
      ];
      for (const plan of plans)
        await host.ok('POST', '/api/messages/schedules', {
          ...plan,
          templateId: template!.templateId,
          propertyId: property.propertyId,
          localTime: '10:00',
          channel: 'email',
        });

      // The import runs (the request answers after a while, the import goes on); the server keeps
      // answering meanwhile, and is killed once part of the feed is stored.
      const adding = host
        .call('POST', '/api/stays/feeds', { propertyId: property.propertyId, name: 'Airbnb', url: feed.url })
        .catch((error: unknown) => error);
      const stored = await waitFor(
        'part of the import to be stored',
        async () => {
          const [row] = await host.ok<{ staysImported: number }[]>(
            'GET',
            `/api/stays/feeds?propertyId=${property.propertyId}`,
          );
          return row && row.staysImported >= 100 ? row.staysImported : null;
        },
        120_000,
        50,
      );
      expect(stored).toBeLessThan(EVENTS);
      await first.kill9();
      await adding;

      const second = await ServerProcess.start({ ...options, name: 'second', env });
      cleanups.push(() => second.stop());
      host.base = second.url;
      const staysUrl = `/api/stays?propertyId=${property.propertyId}&pageSize=1`;
      const plannedUrl = `/api/messages/log?propertyId=${property.propertyId}&status=scheduled&pageSize=1`;
      // The change events the dead process had not delivered are delivered by the new one (a claim it
      // held lapses after five minutes).
      const kept = await countOf(host, staysUrl);
      expect(kept).toBeGreaterThanOrEqual(stored);
      expect(kept).toBeLessThan(EVENTS);
      await waitFor(
        'every stored stay to have its plan',
        async () => (await countOf(host, plannedUrl)) >= kept * SCHEDULES,
        420_000,
        1000,
      );

      // Sync now resumes the import: the rest of the feed, each stay once and with its plan.
      const synced = await host.ok<{ staysImported: number; status: string }>(
        'POST',
        `/api/stays/feeds/${(await host.ok<{ feedId: number }[]>('GET', `/api/stays/feeds?propertyId=${property.propertyId}`))[0]!.feedId}/sync`,
      );
      // A request waits 10 s at most: a larger import is still going on ("pending") when it answers.
      expect(['ok', 'pending']).toContain(synced.status);
      await waitFor(
        'the whole feed with its plans',
        async () =>
          (await countOf(host, staysUrl)) === EVENTS && (await countOf(host, plannedUrl)) >= EVENTS * SCHEDULES,
        300_000,
        1000,
      );
      expect(await second.stop()).toBe(0);
      expect(await integrity(kind, options)).toEqual({
        stays: EVENTS,
        uids: EVENTS,
        withoutFullPlan: 0,
        doublePlans: 0,
      });
    },
    900_000,
  );
});
