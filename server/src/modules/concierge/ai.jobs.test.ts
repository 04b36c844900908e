import { and, eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { aiIndexRuns, aiPassages, properties } from '../../db/schema';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/test-app';
import { createHost, createProperty, sampleGuide, waitIndexed } from './ai.fixtures';
import { bossDb, INDEX_QUEUE } from './ai.jobs';

/** Two app instances on one database, as two servers behind a load balancer would be. */
let database: Database;
let first: TestApp;
let second: TestApp | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  first = await buildTestApp({}, database);
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await database?.close();
});

async function passageDuplicates(propertyId: number) {
  const rows = await database.db
    .select({
      key: sql<string>`${aiPassages.sourceId} || ':' || ${aiPassages.locale} || ':' || ${aiPassages.sourceKind}`,
      n: sql<number>`count(*)::int`,
    })
    .from(aiPassages)
    .where(eq(aiPassages.propertyId, propertyId))
    .groupBy(sql`1`);
  return rows.filter((r) => r.n > 1);
}

describe('indexing queue', () => {
  it('resumes a run interrupted by a restart: a new instance retries it and isIndexing ends false', async () => {
    const host = await createHost(first);
    const property = await createProperty(first, host, sampleGuide());
    // The queue's tables exist once an instance has started it.
    await first.app.ai.queue.start();
    // A run that was executing on an instance that died ten minutes ago: its job is still "active".
    const [run] = await database.db
      .insert(aiIndexRuns)
      .values({
        propertyId: property.id,
        scope: 'all',
        status: 'running',
        executions: 1,
        startedDate: sql`now() - interval '10 minutes'`,
        heartbeatDate: sql`now() - interval '10 minutes'`,
      })
      .returning();
    await database.db.update(properties).set({ isIndexing: true }).where(eq(properties.id, property.id));
    const boss = new PgBoss({ db: bossDb(database), schedule: false, supervise: false, migrate: false });
    await boss.start();
    const jobId = await boss.send(INDEX_QUEUE, { runId: run!.id }, { startAfter: 3600 });
    await boss.stop({ graceful: false, close: false, wait: true });
    await database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now() - interval '10 minutes' where id = ${jobId}::uuid`,
    );
    await database.db.update(aiIndexRuns).set({ jobId }).where(eq(aiIndexRuns.id, run!.id));

    // Restart: the new instance finds the stale run at boot and queues it again.
    second = await buildTestApp({}, database);
    const done = await waitIndexed(second, property.id);
    expect(done.lastIndexDate).not.toBeNull();
    const [after] = await database.db.select().from(aiIndexRuns).where(eq(aiIndexRuns.id, run!.id));
    expect(after).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(after!.passageCount).toBeGreaterThan(5);
    expect(await passageDuplicates(property.id)).toEqual([]);
  });

  it('gives up on a run interrupted too many times, and releases the property', async () => {
    const host = await createHost(first);
    const property = await createProperty(first, host, sampleGuide());
    const [run] = await database.db
      .insert(aiIndexRuns)
      .values({
        propertyId: property.id,
        scope: 'all',
        status: 'running',
        attempts: 3,
        heartbeatDate: sql`now() - interval '10 minutes'`,
      })
      .returning();
    await database.db.update(properties).set({ isIndexing: true }).where(eq(properties.id, property.id));
    await first.app.ai.service.recover();
    const [after] = await database.db.select().from(aiIndexRuns).where(eq(aiIndexRuns.id, run!.id));
    expect(after).toMatchObject({ status: 'failed', errorKey: 'host.ai.errors.indexInterrupted' });
    const [row] = await database.db
      .select({ isIndexing: properties.isIndexing })
      .from(properties)
      .where(eq(properties.id, property.id));
    expect(row!.isIndexing).toBe(false);
  });

  it('runs each job exactly once with two instances polling the same queue', async () => {
    second ??= await buildTestApp({}, database);
    await Promise.all([first.app.ai.queue.start(), second.app.ai.queue.start()]);
    const host = await createHost(first);
    const created = await Promise.all(Array.from({ length: 6 }, () => createProperty(first, host, sampleGuide())));
    // Requests arrive at either instance.
    await Promise.all(
      created.map((p, i) => (i % 2 ? first : second!).app.ai.service.requestIndex(host.userId, p.id, 'all')),
    );
    for (const p of created) await waitIndexed(first, p.id);
    const runs = await database.db
      .select()
      .from(aiIndexRuns)
      .where(
        and(
          sql`${aiIndexRuns.propertyId} in (${sql.join(
            created.map((p) => sql`${p.id}`),
            sql`, `,
          )})`,
        ),
      );
    expect(runs).toHaveLength(6);
    for (const run of runs) expect(run).toMatchObject({ status: 'succeeded', executions: 1, attempts: 1 });
    for (const p of created) expect(await passageDuplicates(p.id)).toEqual([]);

    // A redelivered job for a finished run does nothing.
    await first.app.ai.service.runIndex(runs[0]!.id, 'redelivered');
    const [again] = await database.db.select().from(aiIndexRuns).where(eq(aiIndexRuns.id, runs[0]!.id));
    expect(again).toMatchObject({ status: 'succeeded', executions: 1 });
  });
});
