import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AiLocale } from '@common/contracts/ai';
import type { Db } from '../../db/client';
import {
  aiIndexRuns,
  type AiIndexRunRow,
  aiPassages,
  aiQaPairs,
  aiSettings,
  aiVocabulary,
  properties,
} from '../../db/schema';
import type { PassageDraft } from './ai.passage-source';

/**
 * Every transaction that writes a run and its property locks the property first, then the run - the
 * order a property's deletion (an account deleted: user, properties, then their runs by cascade) and
 * `startRun` take - so a deletion during a running index waits instead of deadlocking (40P01).
 */
async function lockProperty(tx: Db, propertyId: number): Promise<void> {
  await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('no key update');
}

/** Indexing runs: start, claim, heartbeat, requeue, fail, and commit the passages a run built. */
export class IndexRunRepository {
  constructor(private readonly db: Db) {}

  /**
   * Starts a run unless one is in progress, in one transaction: the property row is locked, so two
   * requests (on any instances) cannot both start one. A stale isIndexing flag without an open run
   * (a crash between steps) does not block. Answers null when a run is in progress.
   */
  async startRun(propertyId: number, scope: string, requestedBy: string | null): Promise<AiIndexRunRow | null> {
    return this.db.transaction(async (tx) => {
      const [property] = await tx
        .select({ isIndexing: properties.isIndexing })
        .from(properties)
        .where(eq(properties.id, propertyId))
        .for('update');
      if (!property) return null;
      if (property.isIndexing) {
        const [open] = await tx
          .select({ id: aiIndexRuns.id })
          .from(aiIndexRuns)
          .where(and(eq(aiIndexRuns.propertyId, propertyId), inArray(aiIndexRuns.status, ['queued', 'running'])))
          .limit(1);
        if (open) return null;
      }
      await tx.update(properties).set({ isIndexing: true }).where(eq(properties.id, propertyId));
      const [run] = await tx.insert(aiIndexRuns).values({ propertyId, scope, requestedBy }).returning();
      return run!;
    });
  }

  async clearIndexing(propertyId: number, finished: Date | null): Promise<void> {
    await this.db
      .update(properties)
      .set(finished ? { isIndexing: false, lastIndexDate: finished } : { isIndexing: false })
      .where(eq(properties.id, propertyId));
  }

  async insertRun(values: { propertyId: number; scope: string; requestedBy: string | null }): Promise<AiIndexRunRow> {
    const [row] = await this.db.insert(aiIndexRuns).values(values).returning();
    return row!;
  }

  async findRun(runId: string): Promise<AiIndexRunRow | null> {
    const [row] = await this.db.select().from(aiIndexRuns).where(eq(aiIndexRuns.id, runId));
    return row ?? null;
  }

  async openRun(propertyId: number): Promise<AiIndexRunRow | null> {
    const [row] = await this.db
      .select()
      .from(aiIndexRuns)
      .where(and(eq(aiIndexRuns.propertyId, propertyId), inArray(aiIndexRuns.status, ['queued', 'running'])))
      .orderBy(desc(aiIndexRuns.createDate))
      .limit(1);
    return row ?? null;
  }

  async lastRuns(propertyIds: number[]): Promise<Map<number, AiIndexRunRow>> {
    if (!propertyIds.length) return new Map();
    const rows = await this.db
      .selectDistinctOn([aiIndexRuns.propertyId])
      .from(aiIndexRuns)
      .where(inArray(aiIndexRuns.propertyId, propertyIds))
      .orderBy(aiIndexRuns.propertyId, desc(aiIndexRuns.createDate));
    return new Map(rows.map((r) => [r.propertyId, r]));
  }

  /**
   * A worker takes a run: only a queued run, or a running one whose holder stopped beating. Answers
   * null when another worker holds it or it already ended.
   */
  async claimRun(runId: string, jobId: string, staleSeconds: number): Promise<AiIndexRunRow | null> {
    const [row] = await this.db
      .update(aiIndexRuns)
      .set({
        status: 'running',
        jobId,
        heartbeatDate: sql`now()`,
        startedDate: sql`coalesce(${aiIndexRuns.startedDate}, now())`,
        executions: sql`${aiIndexRuns.executions} + 1`,
      })
      .where(
        and(
          eq(aiIndexRuns.id, runId),
          or(
            eq(aiIndexRuns.status, 'queued'),
            and(
              eq(aiIndexRuns.status, 'running'),
              sql`${aiIndexRuns.heartbeatDate} < now() - make_interval(secs => ${staleSeconds})`,
            ),
          ),
        ),
      )
      .returning();
    return row ?? null;
  }

  async heartbeat(runId: string, jobId: string): Promise<boolean> {
    const rows = await this.db
      .update(aiIndexRuns)
      .set({ heartbeatDate: sql`now()` })
      .where(and(eq(aiIndexRuns.id, runId), eq(aiIndexRuns.jobId, jobId), eq(aiIndexRuns.status, 'running')))
      .returning({ id: aiIndexRuns.id });
    return rows.length === 1;
  }

  /**
   * Runs that should be moving but are not: running without a heartbeat for `runningStaleSeconds`,
   * or queued for `queuedStaleSeconds` (the process that queued them died before sending the job).
   * Each is re-queued by exactly one caller (the update is the claim); returns them with attempts.
   */
  async requeueStale(runningStaleSeconds: number, queuedStaleSeconds: number): Promise<AiIndexRunRow[]> {
    return this.db
      .update(aiIndexRuns)
      .set({ status: 'queued', jobId: null, heartbeatDate: sql`now()`, attempts: sql`${aiIndexRuns.attempts} + 1` })
      .where(
        or(
          and(
            eq(aiIndexRuns.status, 'running'),
            sql`${aiIndexRuns.heartbeatDate} < now() - make_interval(secs => ${runningStaleSeconds})`,
          ),
          and(
            eq(aiIndexRuns.status, 'queued'),
            sql`${aiIndexRuns.heartbeatDate} < now() - make_interval(secs => ${queuedStaleSeconds})`,
          ),
        ),
      )
      .returning();
  }

  async hasOpenRuns(): Promise<boolean> {
    const [row] = await this.db
      .select({ n: count() })
      .from(aiIndexRuns)
      .where(inArray(aiIndexRuns.status, ['queued', 'running']));
    return (row?.n ?? 0) > 0;
  }

  /** Ends a run as failed (only if it is still open) and releases the property. */
  async failRun(runId: string, errorKey: string, jobId: string | null = null): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [open] = await tx
        .select({ propertyId: aiIndexRuns.propertyId })
        .from(aiIndexRuns)
        .where(eq(aiIndexRuns.id, runId));
      if (!open) return false;
      await lockProperty(tx, open.propertyId);
      const [run] = await tx
        .update(aiIndexRuns)
        .set({ status: 'failed', errorKey, finishedDate: sql`now()` })
        .where(
          and(
            eq(aiIndexRuns.id, runId),
            inArray(aiIndexRuns.status, ['queued', 'running']),
            jobId ? eq(aiIndexRuns.jobId, jobId) : sql`true`,
          ),
        )
        .returning();
      if (!run) return false;
      await tx.update(properties).set({ isIndexing: false }).where(eq(properties.id, run.propertyId));
      return true;
    });
  }

  /**
   * Commits a run: replaces the passages of its languages and the vocabulary, marks it succeeded and
   * sets lastIndexDate, all in one transaction and only while `jobId` still holds the run.
   * Answers false (and writes nothing) when the claim was lost.
   */
  async commitRun(
    run: { runId: string; jobId: string; propertyId: number; locales: AiLocale[] },
    passages: (PassageDraft & { embedding: number[] | null })[],
    vocabulary: (existing: { title: string; body: string; keywords: string }[]) => string[] | Promise<string[]>,
    warningKey: string | null,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await lockProperty(tx, run.propertyId);
      const [held] = await tx
        .select({ id: aiIndexRuns.id })
        .from(aiIndexRuns)
        .where(and(eq(aiIndexRuns.id, run.runId), eq(aiIndexRuns.jobId, run.jobId), eq(aiIndexRuns.status, 'running')))
        .for('update');
      if (!held) return false;
      await tx
        .delete(aiPassages)
        .where(and(eq(aiPassages.propertyId, run.propertyId), inArray(aiPassages.locale, run.locales)));
      for (let i = 0; i < passages.length; i += 200) {
        await tx
          .insert(aiPassages)
          .values(passages.slice(i, i + 200).map((p) => ({ ...p, propertyId: run.propertyId })));
      }
      const all = await tx
        .select({ title: aiPassages.title, body: aiPassages.body, keywords: aiPassages.keywords })
        .from(aiPassages)
        .where(eq(aiPassages.propertyId, run.propertyId));
      await tx.delete(aiVocabulary).where(eq(aiVocabulary.propertyId, run.propertyId));
      const terms = await vocabulary(all);
      for (let i = 0; i < terms.length; i += 1000) {
        await tx
          .insert(aiVocabulary)
          .values(terms.slice(i, i + 1000).map((term) => ({ propertyId: run.propertyId, term })));
      }
      const [finished] = await tx
        .update(aiIndexRuns)
        .set({ status: 'succeeded', finishedDate: sql`now()`, passageCount: passages.length, errorKey: warningKey })
        .where(eq(aiIndexRuns.id, run.runId))
        .returning({ finishedDate: aiIndexRuns.finishedDate });
      await tx
        .update(properties)
        .set({ isIndexing: false, lastIndexDate: finished!.finishedDate })
        .where(eq(properties.id, run.propertyId));
      return true;
    });
  }

  /**
   * Properties saved more than `quietSeconds` ago whose index is older than the save or than a Q&A
   * change, not being indexed: published guides and guides indexed before.
   */
  async outdatedIndexes(quietSeconds: number): Promise<number[]> {
    const rows = (await this.db.execute(sql`
      select p.id from ${properties} p
      where p.is_deleted = false and p.is_indexing = false and (p.published or p.last_index_date is not null)
        and (
          (p.modify_date > coalesce(p.last_index_date, 'epoch'::timestamptz) and p.modify_date < now() - make_interval(secs => ${quietSeconds}))
          or exists (select 1 from ${aiQaPairs} q where q.property_id = p.id and q.modify_date > coalesce(p.last_index_date, 'epoch'::timestamptz) and q.modify_date < now() - make_interval(secs => ${quietSeconds}))
          or exists (select 1 from ${aiSettings} s where s.property_id = p.id and s.modify_date > coalesce(p.last_index_date, 'epoch'::timestamptz) and s.modify_date < now() - make_interval(secs => ${quietSeconds}))
        )
      limit 20
    `)) as unknown as { rows: { id: number }[] };
    return rows.rows.map((r) => Number(r.id));
  }
}
