import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { changeEvents } from '../db/schema';
import { createTestDatabase } from '../test/test-app';
import { type ChangeEvent, ChangeEvents, retryDelaySeconds } from './change-events';

/**
 * The change-events outbox on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
 * written with the change or not at all, delivered at least once, each row by one instance at a time.
 */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

const silent = { warn: () => undefined, error: () => undefined };
let names = 0;
/** An instance with one recording subscriber of stay events, under a name of its own. */
function instance(name: string, handle: (event: ChangeEvent) => Promise<void> = async () => undefined) {
  const events = new ChangeEvents(database.db, { log: silent, pollMs: 60_000 });
  const seen: ChangeEvent[] = [];
  events.on(['stay.created', 'stay.cancelled'], name, async (event) => {
    await handle(event);
    seen.push(event);
  });
  return { events, seen };
}
const rowsOf = (subscriber: string) =>
  database.db
    .select()
    .from(changeEvents)
    .where(sql`${changeEvents.subscriber} = ${subscriber}`);

describe('emit and transaction', () => {
  it('writes nothing when the transaction rolls back, and delivers once after it commits', async () => {
    const name = `test.${++names}`;
    const { events, seen } = instance(name);
    await expect(
      events.transaction(async (tx) => {
        await events.emit(tx, { type: 'stay.created', stayId: 1, propertyId: 2 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf(name)).toHaveLength(0);

    await events.transaction(async (tx) => {
      await events.emit(tx, [
        { type: 'stay.created', stayId: 3, propertyId: 2 },
        // No subscriber of this instance listens to guide changes: no row for it.
        { type: 'guide.changed', propertyId: 2 },
      ]);
    });
    // Delivered before transaction() answered.
    expect(seen).toEqual([{ type: 'stay.created', stayId: 3, propertyId: 2 }]);
    expect(await rowsOf(name)).toHaveLength(0);
    await events.drain();
    expect(seen).toHaveLength(1);
  });

  it('hands each row to one of two instances delivering at the same time', async () => {
    const name = `test.${++names}`;
    const slow = async () => void (await new Promise((resolve) => setTimeout(resolve, 2)));
    const a = instance(name, slow);
    const b = new ChangeEvents(database.db, { log: silent, pollMs: 60_000, batchSize: 3 });
    const seenByB: ChangeEvent[] = [];
    b.on(['stay.created', 'stay.cancelled'], name, async (event) => {
      await slow();
      seenByB.push(event);
    });
    // Written in a plain transaction (as a repository's own would be): nobody delivers it yet.
    await database.db.transaction(async (tx) => {
      for (let i = 0; i < 30; i++) await a.events.emit(tx as never, { type: 'stay.created', stayId: i, propertyId: 1 });
    });
    await Promise.all([a.events.drain(), b.drain()]);
    const ids = [...a.seen, ...seenByB].map((e) => (e as { stayId: number }).stayId).sort((x, y) => x - y);
    expect(ids).toEqual([...Array(30).keys()]);
    expect(await rowsOf(name)).toHaveLength(0);
  });
});

describe('after a crash', () => {
  it('delivers rows left by a stopped instance when the next one starts', async () => {
    const name = `test.${++names}`;
    const before = instance(name);
    await database.db.transaction(async (tx) => {
      await before.events.emit(tx as never, { type: 'stay.cancelled', stayId: 7, propertyId: 1 });
    });
    await before.events.close();
    expect(before.seen).toHaveLength(0);

    const after = instance(name);
    after.events.start();
    await after.events.drain();
    await after.events.close();
    expect(after.seen).toEqual([{ type: 'stay.cancelled', stayId: 7, propertyId: 1 }]);
  });

  it('redelivers a row whose claim lapsed (the instance holding it died mid-delivery)', async () => {
    const name = `test.${++names}`;
    const { events, seen } = instance(name);
    await database.db.transaction(async (tx) => {
      await events.emit(tx as never, { type: 'stay.created', stayId: 8, propertyId: 1 });
    });
    // Another instance claimed it and died: nobody may deliver it while the claim holds.
    await database.db.execute(
      sql`update change_events set locked_until = now() + interval '1 minute', attempts = 1 where subscriber = ${name}`,
    );
    const waiting = events.drain();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(0);
    await database.db.execute(
      sql`update change_events set locked_until = now() - interval '1 second' where subscriber = ${name}`,
    );
    await waiting;
    expect(seen).toEqual([{ type: 'stay.created', stayId: 8, propertyId: 1 }]);
    expect(await rowsOf(name)).toHaveLength(0);
  });
});

describe('failures', () => {
  it('retries a failing subscriber with backoff and delivers once it succeeds', async () => {
    const name = `test.${++names}`;
    let failures = 2;
    const { events, seen } = instance(name, async () => {
      if (failures-- > 0) throw new Error('search index unavailable');
    });
    await events.transaction(async (tx) => events.emit(tx, { type: 'stay.created', stayId: 9, propertyId: 1 }));
    const [row] = await rowsOf(name);
    expect(row).toMatchObject({ attempts: 1, lockedUntil: null, lastError: 'Error: search index unavailable' });
    expect(row!.availableAt.getTime() - Date.now()).toBeGreaterThan(1000);
    // Not due yet: a drain does not wait for it.
    await events.drain();
    expect(seen).toHaveLength(0);

    for (let attempt = 2; attempt <= 3; attempt++) {
      await database.db.execute(sql`update change_events set available_at = now() where subscriber = ${name}`);
      await events.drain();
    }
    expect(seen).toHaveLength(1);
    expect(await rowsOf(name)).toHaveLength(0);
    expect([1, 2, 3, 10, 30].map(retryDelaySeconds)).toEqual([2, 4, 8, 900, 900]);
  });
});

describe('batches and fairness', () => {
  const emitMany = (events: ChangeEvents, count: number, first = 0) =>
    database.db.transaction(async (tx) => {
      await events.emit(
        tx as never,
        Array.from({ length: count }, (_, i) => ({ type: 'stay.created' as const, stayId: first + i, propertyId: 1 })),
      );
    });

  it('hands a batch subscriber the claimed events in one call', async () => {
    const name = `test.${++names}`;
    const events = new ChangeEvents(database.db, { log: silent, pollMs: 60_000, batchSize: 10 });
    const calls: number[][] = [];
    events.onBatch('stay.created', name, async (batch) => void calls.push(batch.map((e) => e.stayId)));
    await emitMany(events, 25);
    await events.drain();
    expect(calls.map((c) => c.length)).toEqual([10, 10, 5]);
    expect(calls.flat()).toEqual([...Array(25).keys()]);
    expect(await rowsOf(name)).toHaveLength(0);
  });

  it('when a batch fails, handles its events one by one: only the failing one waits for its retry', async () => {
    const name = `test.${++names}`;
    const events = new ChangeEvents(database.db, { log: silent, pollMs: 60_000, batchSize: 10 });
    const handled: number[] = [];
    events.onBatch('stay.created', name, async (batch) => {
      if (batch.some((e) => e.stayId === 3)) throw new Error('stay 3 cannot be planned');
      handled.push(...batch.map((e) => e.stayId));
    });
    await emitMany(events, 6);
    await events.drain();
    expect(handled.sort()).toEqual([0, 1, 2, 4, 5]);
    const left = await rowsOf(name);
    expect(left.map((r) => r.payload)).toEqual([{ stayId: 3, propertyId: 1 }]);
    expect(left[0]!.lastError).toBe('Error: stay 3 cannot be planned');
  });

  it('lets timers and requests run between deliveries (the embedded database runs on the same thread)', async () => {
    const name = `test.${++names}`;
    const events = new ChangeEvents(database.db, { log: silent, pollMs: 60_000, batchSize: 5 });
    let handled = 0;
    events.on('stay.created', name, async () => void (handled += 1));
    await emitMany(events, 60);
    const seenByTimer: number[] = [];
    const tick = setInterval(() => seenByTimer.push(handled), 0);
    try {
      await events.drain();
    } finally {
      clearInterval(tick);
    }
    expect(handled).toBe(60);
    // A timer ran while deliveries were still going on, not only after the last one.
    expect(seenByTimer.some((count) => count > 0 && count < 60)).toBe(true);
  });
});
