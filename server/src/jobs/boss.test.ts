import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/client';
import { aiIndexRuns } from '../db/schema';
import { buildTestApp, createTestDatabase, type TestApp } from '../test/test-app';
import { createHost, createProperty, sampleGuide, waitIndexed } from '../modules/concierge/ai.fixtures';
import { INDEX_QUEUE } from '../modules/concierge/ai.jobs';
import { MESSAGE_QUEUE } from '../modules/messages/messages.jobs';
import { bossDb } from './boss';
import { CALENDAR_FEED_QUEUE, CALENDAR_TICK_QUEUE } from '../modules/stays/calendar-feeds.jobs';

/**
 * One pg-boss per app: the AI indexing, calendar and guest-message queues all run on app.jobs, and
 * their jobs go through it. Two apps on one database (two servers) each have their own.
 */
let database: Database;
let t: TestApp;
let other: TestApp | null = null;
let closed = false;

const ALL_QUEUES = [INDEX_QUEUE, CALENDAR_FEED_QUEUE, CALENDAR_TICK_QUEUE, MESSAGE_QUEUE].sort();

beforeAll(async () => {
  database = await createTestDatabase();
  // Work for each module, so that each starts its queue when the app is ready: a message schedule
  // (messages), a calendar feed (calendar sync; its address is refused by the fetch policy, nothing
  // leaves the machine) and an open indexing run (AI recovery).
  await database.db.execute(sql`
    with u as (insert into users (email) values ('jobs.owner@example.com') returning id),
         p as (insert into properties (owner_user_id, name, slug, guide) select id, 'Jobs', 'jobs-one-boss', '{}'::jsonb from u returning id),
         tpl as (insert into message_templates (user_id, name, subject, body) select id, 't', '{"en":"s"}', '{"en":"b"}' from u returning id, user_id),
         s as (insert into message_schedules (user_id, template_id, anchor, channel) select user_id, id, 'booking', 'email' from tpl returning id),
         f as (insert into calendar_feeds (property_id, name, url) select id, 'feed', 'https://127.0.0.1:9/calendar.ics' from p returning id)
    insert into ai_index_runs (property_id, scope, status) select id, 'all', 'queued' from p`);
  t = await buildTestApp({ MESSAGE_DISPATCH_SECONDS: '1', CALENDAR_SYNC_MINUTES: '30' }, database);
});
afterAll(async () => {
  await other?.close();
  if (!closed) await t?.close();
  await database?.close();
});

/** Waits (polling the database) until pg-boss reports the job completed. */
async function completed(boss: PgBoss, queue: string, id: string) {
  await vi.waitFor(
    async () => {
      expect((await boss.getJobById(queue, id))?.state).toBe('completed');
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe('the app job queue', () => {
  it('is one pg-boss for the whole app: every module queue has its worker on it and its jobs run through it', async () => {
    // The calendar schedule starts in the background at boot; the others before the app is ready.
    await vi.waitFor(() => expect(t.app.jobs.workedQueues()).toEqual(ALL_QUEUES), { timeout: 20_000, interval: 50 });
    const boss = t.app.jobs.instance;
    expect(boss).toBeInstanceOf(PgBoss);
    // The AI module's queue is the same object, not a pg-boss of its own.
    expect(await t.app.ai.queue.start()).toBe(boss);
    expect((await boss!.getQueues()).map((queue) => queue.name)).toEqual(expect.arrayContaining(ALL_QUEUES));

    // A job on each module's queue, sent through the app's pg-boss, is taken by that module's worker.
    const host = await createHost(t);
    const property = await createProperty(t, host, sampleGuide());
    const run = await t.app.ai.service.requestIndex(host.userId, property.id, 'all');
    expect(run).toBeTruthy();
    await waitIndexed(t, property.id);
    const [indexRun] = await database.db.select().from(aiIndexRuns).where(eq(aiIndexRuns.propertyId, property.id));
    expect(indexRun).toMatchObject({ status: 'succeeded', executions: 1 });
    await completed(boss!, INDEX_QUEUE, indexRun!.jobId!);
    for (const queue of [MESSAGE_QUEUE, CALENDAR_TICK_QUEUE, CALENDAR_FEED_QUEUE]) {
      const id = await boss!.send(queue, queue === CALENDAR_FEED_QUEUE ? { feedId: 2_000_000_000 } : {});
      expect(id).toEqual(expect.any(String));
      await completed(boss!, queue, id!);
    }
  });

  it('belongs to one app: a second server on the same database has its own', async () => {
    other = await buildTestApp({ CALENDAR_SYNC_MINUTES: '0' }, database);
    expect(await other.app.ai.queue.start()).toBe(other.app.jobs.instance);
    expect(other.app.jobs.instance).not.toBe(t.app.jobs.instance);
    expect(other.app.jobs.workedQueues()).toEqual([INDEX_QUEUE]);
  });

  it('a module that stops takes its own workers off and leaves the others working', async () => {
    const boss = t.app.jobs.instance!;
    await t.app.ai.queue.stop();
    expect(t.app.ai.queue.started).toBe(false);
    expect(t.app.jobs.workedQueues()).toEqual([CALENDAR_FEED_QUEUE, CALENDAR_TICK_QUEUE, MESSAGE_QUEUE]);
    expect(t.app.jobs.instance).toBe(boss);
    const id = await boss.send(MESSAGE_QUEUE, {});
    await completed(boss, MESSAGE_QUEUE, id!);
  });

  it('stops once, with the app, after the modules', async () => {
    // What is still worked on when the app stops pg-boss: nothing, the modules stopped theirs first.
    const jobs = t.app.jobs;
    const stop = jobs.stop.bind(jobs);
    let workedAtStop: string[] | null = null;
    jobs.stop = async (timeoutMs?: number) => {
      workedAtStop = jobs.workedQueues();
      await stop(timeoutMs);
    };
    expect(jobs.workedQueues()).not.toEqual([]);
    closed = true;
    await t.close();
    expect(workedAtStop).toEqual([]);
    expect(t.app.jobs.started).toBe(false);
    expect(t.app.jobs.workedQueues()).toEqual([]);
    await expect(t.app.jobs.start()).rejects.toThrow('job queue stopped');
  });
});

describe('the database pg-boss writes through (bossDb)', () => {
  it('drops statements once the app closed the database, instead of rejecting (pg-boss does not await a finished job write)', async () => {
    const own = await createTestDatabase();
    const db = bossDb(own);
    expect((await db.executeSql('select 1 as one', [])).rows).toEqual([{ one: 1 }]);
    await own.close();
    await expect(db.executeSql('select 1 as one', [])).resolves.toEqual({ rows: [], rowCount: 0 });
  });

  it("lets pg-boss finish a job's write after the close: complete and fail answer that no job changed", async () => {
    const own = await createTestDatabase();
    const boss = new PgBoss({ db: bossDb(own), supervise: false, schedule: false, migrate: true });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.createQueue('after-close');
    const id = (await boss.send('after-close', {}))!;
    const [job] = await boss.fetch('after-close');
    expect(job?.id).toBe(id);
    await own.close();
    // pg-boss reads the changed-jobs count of these commands without checking the row is there.
    await expect(boss.complete('after-close', id)).resolves.toMatchObject({ jobs: [id], affected: 0 });
    await expect(boss.fail('after-close', id)).resolves.toMatchObject({ jobs: [id], affected: 0 });
    await expect(boss.fetch('after-close')).resolves.toEqual([]);
    await boss.stop({ graceful: false, wait: false });
  });
});
