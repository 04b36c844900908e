import { unavailable } from '../../lib/errors';

/**
 * A counting semaphore for image work. Decoding a 12-megapixel photo takes tens of megabytes and a
 * full core; letting every request decode at once multiplies both. At most `concurrency` images are
 * processed at a time, the rest wait their turn in order, and when `maxWaiting` are already waiting
 * new work is refused with 503 rather than queued without bound.
 */
export class ImageQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs the task when a slot is free. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw unavailable();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter, so `running` stays the same.
      if (next) next();
      else this.running -= 1;
    }
  }
}
