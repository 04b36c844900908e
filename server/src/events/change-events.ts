import type { Db } from '../db/client';
import { ChangeEventsRepository } from './change-events.repository';

/** Every change a module announces, with what a subscriber needs to find what changed. */
export interface ChangeEventMap {
  /** A property's guide (or what the guest page shows of it) changed. */
  'guide.changed': { propertyId: number };
  'stay.created': { stayId: number; propertyId: number };
  /** Dates, guest, contact or language changed. */
  'stay.changed': { stayId: number; propertyId: number };
  /** The stay was deleted by the host or cancelled in its calendar (the row is gone). */
  'stay.cancelled': { stayId: number; propertyId: number };
  'cohost.removed': { propertyId: number; userId: string };
  /** A guest sent a question to the host's inbox; `inbox.answered`: the host answered it. */
  'inbox.asked': { questionId: string; propertyId: number };
  'inbox.answered': { questionId: string; propertyId: number };
  /** The account is gone with everything it owned; `images` and `files` are the keys of its stored files. */
  'account.deleted': { userId: string; images: string[]; files: string[] };
}

export type ChangeEventType = keyof ChangeEventMap;
/** One event: its type and its fields, e.g. `{ type: 'stay.created', stayId: 4, propertyId: 2 }`. */
export type ChangeEvent = { [K in ChangeEventType]: { type: K } & ChangeEventMap[K] }[ChangeEventType];
type EventOf<K extends ChangeEventType> = Extract<ChangeEvent, { type: K }>;
type ClaimedRow = { id: number; type: string; subscriber: string; payload: object; attempts: number };

interface Subscriber {
  types: ChangeEventType[];
  /** Handles the claimed events of this subscriber at once (one event for subscribers registered with `on`). */
  handle: (events: ChangeEvent[]) => Promise<void>;
  /** Registered with `onBatch`: takes several events per call. */
  batch: boolean;
}

interface Logger {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface ChangeEventsOptions {
  log: Logger;
  /** How often each instance looks for rows nobody woke it for (crashes, other instances' retries). */
  pollMs?: number;
  /** How long a delivery holds its rows; a crashed instance's rows are handled again after it. */
  claimSeconds?: number;
  /** Rows claimed at once by one delivery pass. */
  batchSize?: number;
}

/** Lets the event loop serve other work (requests, timers) between two deliveries. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Retry waits: 2 s doubling, at most 15 minutes; a failing subscriber is retried for as long as it fails. */
export const retryDelaySeconds = (attempts: number) => Math.min(2 ** Math.min(attempts, 20), 900);

/**
 * Changes announce themselves (docs/decisions/030-change-events-outbox.md). The module that owns a
 * change calls `emit(tx, event)` inside the transaction that makes it: one outbox row per subscriber
 * of that type is written with the change, so either both commit or neither. Subscribers register
 * by a stable name at app build (`on`). Delivery is at least once: a row is claimed (SKIP LOCKED, a
 * lapsing claim), handled, then deleted; a failure is retried with backoff; a crash leaves the row
 * for the next pass of any instance. Handlers must therefore be idempotent (state-based: read what
 * is true now and make the derived data match).
 *
 * `transaction(fn)` commits and then delivers that transaction's rows at once on this instance
 * (the caller's answer already reflects them); rows emitted in another transaction are found by
 * `wake()` or the poll. Tests wait with `drain()`.
 */
export class ChangeEvents {
  private readonly subscribers = new Map<string, Subscriber>();
  private readonly repo: ChangeEventsRepository;
  /** Rows emitted inside transactions opened by transaction(), delivered after their commit. */
  private readonly emitted = new WeakMap<object, number[]>();
  private pass: Promise<void> | null = null;
  private passAgain = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly options: ChangeEventsOptions,
  ) {
    this.repo = new ChangeEventsRepository(db, options.claimSeconds);
    this.batchSize = options.batchSize ?? 20;
  }

  /** Registers a subscriber (at app build, before the app serves). Names are stored with the rows: keep them stable. */
  on<K extends ChangeEventType>(types: K | K[], name: string, handle: (event: EventOf<K>) => Promise<void>): void {
    this.register(types, name, false, (events) => handle(events[0] as EventOf<K>));
  }

  /**
   * Registers a subscriber that takes the events claimed together (up to the batch size) in one
   * call, e.g. to plan the messages of a hundred imported stays with a few queries instead of a
   * few per stay. When a batch fails, its events are handled again one by one, so one event that
   * keeps failing is retried alone and does not hold the others back.
   */
  onBatch<K extends ChangeEventType>(
    types: K | K[],
    name: string,
    handle: (events: EventOf<K>[]) => Promise<void>,
  ): void {
    this.register(types, name, true, (events) => handle(events as EventOf<K>[]));
  }

  private register(
    types: ChangeEventType | ChangeEventType[],
    name: string,
    batch: boolean,
    handle: (events: ChangeEvent[]) => Promise<void>,
  ) {
    if (this.subscribers.has(name)) throw new Error(`change-event subscriber ${name} registered twice`);
    this.subscribers.set(name, { types: Array.isArray(types) ? types : [types], handle, batch });
  }

  /** Writes the events through the caller's transaction `tx`: one row per subscriber of each event's type. */
  async emit(tx: Db, events: ChangeEvent | ChangeEvent[]): Promise<void> {
    const rows = (Array.isArray(events) ? events : [events]).flatMap(({ type, ...payload }) =>
      [...this.subscribers]
        .filter(([, subscriber]) => subscriber.types.includes(type))
        .map(([subscriber]) => ({ type, subscriber, payload })),
    );
    const ids = await new ChangeEventsRepository(tx).insert(rows);
    const pending = this.emitted.get(tx);
    if (pending) pending.push(...ids);
  }

  /**
   * Runs `fn` in a transaction, then delivers the events it emitted on this instance before
   * answering (failures stay queued for retry, never thrown: the change itself committed).
   * `deliver: 'background'` only wakes the dispatcher (large batches the caller should not wait for).
   */
  async transaction<T>(fn: (tx: Db) => Promise<T>, options: { deliver?: 'now' | 'background' } = {}): Promise<T> {
    const ids: number[] = [];
    const result = await this.db.transaction(async (tx) => {
      this.emitted.set(tx, ids);
      return fn(tx as unknown as Db);
    });
    if (ids.length) {
      if (options.deliver === 'background') this.wake();
      else await this.deliverIds(ids);
    }
    return result;
  }

  /** Starts the poll and handles what is already waiting (rows left by a crash). */
  start(): void {
    if (this.closed || this.timer) return;
    this.timer = setInterval(() => this.wake(), this.options.pollMs ?? 5000);
    this.timer.unref();
    this.wake();
  }

  /** Starts a delivery pass now (or another one right after the pass in progress). */
  wake(): void {
    if (this.closed) return;
    if (this.pass) {
      this.passAgain = true;
      return;
    }
    this.pass = this.deliverReady()
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'change events: delivery pass failed'))
      .finally(() => {
        this.pass = null;
        if (this.passAgain) {
          this.passAgain = false;
          this.wake();
        }
      });
  }

  /** Waits until every row due now has been handled (or failed and waits for its retry). Tests and scripts. */
  async drain(): Promise<void> {
    for (;;) {
      await this.pass;
      await this.deliverReady();
      if (!this.pass && !(await this.repo.anyDue(this.names()))) return;
      // Rows claimed by a pass of this instance (or another one) are still being handled.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Stops polling and waits for the pass in progress; rows not handled stay for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pass;
  }

  private names(): string[] {
    return [...this.subscribers.keys()];
  }

  private async deliverReady(): Promise<void> {
    for (;;) {
      const rows = await this.repo.claim(this.names(), this.batchSize);
      await this.deliverRows(rows);
      if (rows.length < this.batchSize || this.closed) return;
    }
  }

  private async deliverIds(ids: number[]): Promise<void> {
    try {
      for (let i = 0; i < ids.length; i += this.batchSize)
        await this.deliverRows(await this.repo.claim(this.names(), this.batchSize, ids.slice(i, i + this.batchSize)));
    } catch (error) {
      // The rows are stored; the poll delivers them.
      this.options.log.warn({ err: error }, 'change events: immediate delivery failed; left for the next pass');
    }
  }

  /**
   * Hands claimed rows to their subscribers: a batch subscriber's rows in one call, the others' one
   * at a time. Between two calls the event loop serves other work: on the embedded database every
   * query runs on this thread, and a long run of deliveries would otherwise hold every request.
   */
  private async deliverRows(rows: ClaimedRow[]): Promise<void> {
    for (const [name, claimed] of Map.groupBy(rows, (row) => row.subscriber)) {
      const subscriber = this.subscribers.get(name);
      if (!subscriber) continue;
      if (subscriber.batch && claimed.length > 1 && (await this.deliver(subscriber, claimed, false))) {
        await yieldToOthers();
        continue;
      }
      for (const row of claimed) {
        await this.deliver(subscriber, [row], true);
        await yieldToOthers();
      }
    }
  }

  /** Runs the handler; on success the rows go. A failure is retried later when `retry`; answers whether it succeeded. */
  private async deliver(subscriber: Subscriber, rows: ClaimedRow[], retry: boolean): Promise<boolean> {
    try {
      await subscriber.handle(rows.map((row) => ({ type: row.type, ...row.payload }) as ChangeEvent));
      await this.repo.delete(rows.map((row) => row.id));
      return true;
    } catch (error) {
      if (!retry) return false;
      for (const row of rows) {
        const delay = retryDelaySeconds(row.attempts);
        const message = error instanceof Error ? `${error.name}: ${error.message}`.slice(0, 300) : 'error';
        this.options.log.error(
          { err: error, eventId: row.id, type: row.type, subscriber: row.subscriber, attempts: row.attempts },
          'change events: a subscriber failed; retrying later',
        );
        await this.repo.retryLater(row.id, delay, message).catch(() => undefined);
      }
      return false;
    }
  }
}
