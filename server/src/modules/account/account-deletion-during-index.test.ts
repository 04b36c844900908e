import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiIndexRuns, properties, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { IndexRunRepository } from '../concierge/ai.index-runs.repository';
import { createGuide } from '../guide/guide.fixtures';

/**
 * An account deleted while its guide is being indexed: the deletion (user, properties, then their
 * runs by cascade) and the run's commit (which ends by updating the property) take their locks in
 * one order, so on PostgreSQL the deletion waits for the commit instead of one of them dying in a
 * deadlock (40P01).
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** On PostgreSQL: until the deletion waits on a lock the commit holds (5 s at most). PGlite has one connection: the deletion simply queues. */
async function deletionWaiting(): Promise<void> {
  if (t.database.kind !== 'postgres') return;
  for (let i = 0; i < 100; i++) {
    const waiting = (await t.database.db.execute(sql`select 1 from pg_locks where not granted`)) as { rows: unknown[] };
    if (waiting.rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('deleting an account while its index commits', () => {
  it('lets both finish: the run commits, then the account and its runs are gone', async () => {
    const guide = await createGuide(t);
    const propertyId = guide.property.propertyId;
    const runs = new IndexRunRepository(t.database.db);
    const run = await runs.startRun(propertyId, 'all', null);
    expect(run).not.toBeNull();
    expect(await runs.claimRun(run!.id, 'job-under-test', 600)).not.toBeNull();

    let deletion: Promise<{ statusCode: number; body: string }> | undefined;
    const committed = await runs.commitRun(
      { runId: run!.id, jobId: 'job-under-test', propertyId, locales: ['en'] },
      [],
      async () => {
        // Mid-commit (the run's locks held), the host deletes the account from another connection.
        deletion = t.app.inject({
          method: 'DELETE',
          url: '/api/user',
          headers: guide.host.headers,
          payload: { confirmEmail: guide.host.email },
        });
        await deletionWaiting();
        return ['wifi'];
      },
      null,
    );
    expect(committed).toBe(true);
    const deleted = await deletion!;
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, guide.host.userId))).toEqual([]);
    expect(await t.database.db.select().from(properties).where(eq(properties.id, propertyId))).toEqual([]);
    expect(await t.database.db.select().from(aiIndexRuns).where(eq(aiIndexRuns.propertyId, propertyId))).toEqual([]);
  });
});
