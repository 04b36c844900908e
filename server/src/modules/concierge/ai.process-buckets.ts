import type { Db } from '../../db/client';
import { RateLimitRepository } from '../rate-limit';

type BucketState = Awaited<ReturnType<RateLimitRepository['hit']>>;

type Windows = Map<string, { count: number; resetAt: number }>;

/** The windows of each embedded database this process serves: apps sharing one database share its counts. */
const windowsOfDatabase = new WeakMap<Db, Windows>();

/** Windows held before ended ones are swept. */
const SWEEP_ABOVE = 10_000;

/**
 * The concierge's ask counters (per guide, per client) in this process's memory, in the same fixed
 * windows as the table: only on the embedded database, which one process serves, so there is no other
 * instance to share the counts with. A guest question then commits nothing for its limit (only
 * `consume` of the guest limiter uses this; the other methods stay those of the table). The counts
 * start again when the process restarts (at most one extra window's worth of questions). Counts belong
 * to the database, not to one app: two apps on one database in this process (as in tests) share them.
 */
export class ProcessBuckets extends RateLimitRepository {
  private readonly windows: Windows;

  constructor(db: Db) {
    super(db);
    let windows = windowsOfDatabase.get(db);
    if (!windows) windowsOfDatabase.set(db, (windows = new Map()));
    this.windows = windows;
  }

  override async hit(key: string, windowSeconds: number): Promise<BucketState> {
    return (await this.hitMany([key], windowSeconds)).get(key)!;
  }

  override async hitMany(keys: string[], windowSeconds: number): Promise<Map<string, BucketState>> {
    const now = Date.now();
    if (this.windows.size > SWEEP_ABOVE) this.sweep(now);
    const counts = new Map<string, BucketState>();
    for (const key of new Set(keys)) {
      let window = this.windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowSeconds * 1000 };
        this.windows.set(key, window);
      }
      window.count++;
      counts.set(key, { count: window.count, resetInSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) });
    }
    return counts;
  }

  override async purgeExpired(): Promise<void> {
    this.sweep(Date.now());
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
