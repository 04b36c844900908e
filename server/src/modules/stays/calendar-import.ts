import type { ChangeEvent, ChangeEvents } from '../../events';
import { CalendarFeedsRepository, type FeedBatchResult, type FeedSyncBatch } from './calendar-feeds.repository';
import { announce } from './stay-events';

/**
 * Writing a calendar sync's stay changes in bounded batches (docs/decisions/037-calendar-import-in-batches.md):
 * each batch of at most `batchSize` stays is one transaction that also writes the batch's change
 * events (stay.created / changed / cancelled), so a stored stay always has its announcement and
 * message planning follows it even after a crash; between batches the import lets the event loop and
 * the database serve other requests. Batches are idempotent: a stay's (feed, UID) is unique, so a
 * batch that runs again after an interruption stores no second stay and announces none.
 */

/** Lets the event loop run (other requests' handlers and queries) before the next batch. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface BatchWriterOptions {
  events: ChangeEvents;
  batchSize: number;
  pause: () => Promise<void>;
  /** Checked between batches: true when the server is stopping (the rest is written on a later fetch). */
  stopping: () => boolean;
}

export interface BatchOutcome {
  created: number;
  updated: number;
  removed: number;
  /** False when the import stopped between batches (server stopping). */
  complete: boolean;
}

/** The batches of a sync: inserts, then updates, then removals, at most `size` stays each. */
export function batchesOf(write: FeedSyncBatch, size: number): FeedSyncBatch[] {
  const operations = [
    ...write.insert.map((row) => ({ insert: row })),
    ...write.update.map((change) => ({ update: change })),
    ...write.remove.map((id) => ({ remove: id })),
  ];
  const batches: FeedSyncBatch[] = [];
  for (let i = 0; i < operations.length; i += size) {
    const batch: FeedSyncBatch = { insert: [], update: [], remove: [] };
    for (const op of operations.slice(i, i + size)) {
      if ('insert' in op) batch.insert.push(op.insert);
      else if ('update' in op) batch.update.push(op.update);
      else batch.remove.push(op.remove);
    }
    batches.push(batch);
  }
  return batches;
}

const eventsOf = (result: FeedBatchResult): ChangeEvent[] => [
  ...announce('stay.cancelled', result.removed),
  ...announce('stay.created', result.created),
  ...announce('stay.changed', result.updated),
];

/**
 * Writes the changes batch after batch. Each batch's events are delivered (messages planned) right
 * after its commit, before the next batch starts, so a large import never builds up a backlog and
 * its work is interleaved with everyone else's.
 */
export async function writeInBatches(
  options: BatchWriterOptions,
  feedId: number,
  write: FeedSyncBatch,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { created: 0, updated: 0, removed: 0, complete: true };
  for (const batch of batchesOf(write, options.batchSize)) {
    if (options.stopping()) return { ...outcome, complete: false };
    const result = await options.events.transaction(async (tx) => {
      const written = await new CalendarFeedsRepository(tx).applyBatch(feedId, batch);
      const events = eventsOf(written);
      if (events.length) await options.events.emit(tx, events);
      return written;
    });
    outcome.created += result.created.length;
    outcome.updated += result.updated.length;
    outcome.removed += result.removed.length;
    await options.pause();
  }
  return outcome;
}
