import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { ROOT_DIR } from '../paths';

/**
 * What the app uses of a PGlite client (drizzle, pg-boss's adapter, the revision notices, the
 * start-up checks): a PGlite itself (tests, CLI tools) or a PgliteProxy (the server; decisions 068 and 072).
 */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close' | 'closed'>;

/**
 * The worker's file: beside this module when it runs from its sources (Node strips its types), the
 * bundle's own entry when it runs from server/dist (scripts/lib/server-build.mjs).
 */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith('.ts')
    ? path.join(path.dirname(here), 'pglite-worker.ts')
    : path.join(ROOT_DIR, 'server', 'dist', 'pglite-worker.mjs');
}

type Answer = { id: number; result?: unknown; error?: Record<string, unknown> };
type Notice = { notify: string; payload: string };
type Ready = { ready: boolean; error?: Record<string, unknown> };

/** An error of the worker, rebuilt with every field it had (code, detail, constraint, query, params...). */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

const closedError = () => new Error('PGlite is closed');

/**
 * A PGlite that runs in a worker thread (pglite-worker.ts), answering through messages: its start
 * and every query's WebAssembly work happen off the main thread. It behaves as PGlite does for what
 * the app uses:
 * - query/exec with their row modes and parameter types. Parsers (drizzle's keep dates and
 *   intervals as PostgreSQL's text) are functions and cannot cross threads: the worker answers those
 *   types' text and they run here.
 * - Transactions held across messages: BEGIN runs in the worker, which keeps PGlite's lock (other
 *   queries wait, as they do in PGlite) while the callback's queries arrive from this thread; COMMIT
 *   when it returns, ROLLBACK when it throws. Savepoints are the callback's own queries.
 * - LISTEN: a notification is posted by the worker before the answer of the query whose commit sent
 *   it, so it reaches the listeners here before that query returns (as in PGlite).
 * - Errors carry the fields PostgreSQL and PGlite gave them (code, detail, constraint...).
 * - After close, or if the worker stops, every call fails with "PGlite is closed".
 * The worker keeps the process up only while a call is in progress (as PGlite in the process would).
 */
export class PgliteProxy implements PgliteClient {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  private stopped = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: Answer | Notice) => {
      if ('notify' in message) {
        for (const listener of [...(this.listeners.get(message.notify) ?? [])]) listener(message.payload);
        return;
      }
      const call = this.pending.get(message.id);
      if (!call) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) worker.unref();
      if (message.error) call.reject(rebuildError(message.error));
      else call.resolve(message.result);
    });
    const stop = (error: Error) => {
      this.stopped = true;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', () => stop(closedError()));
  }

  /**
   * Starts the worker and opens the database in it (`dataDir`, or in memory when undefined), with
   * these postgres start parameters. Answers once it is open; rejects with the worker's error.
   */
  static open(dataDir: string | undefined, startParams: string[]): Promise<PgliteProxy> {
    const worker = new Worker(workerFile(), { workerData: { dataDir, startParams } });
    return new Promise((resolve, reject) => {
      const failed = (error: Error) => reject(error);
      const exited = (code: number) => reject(new Error(`The PGlite worker stopped while opening (exit code ${code})`));
      worker.once('error', failed);
      worker.once('exit', exited);
      worker.once('message', (message: Ready) => {
        worker.off('error', failed);
        worker.off('exit', exited);
        if (message.ready) {
          worker.unref();
          resolve(new PgliteProxy(worker));
        } else {
          void worker.terminate();
          reject(rebuildError(message.error ?? { message: 'PGlite did not open' }));
        }
      });
    });
  }

  get closed(): boolean {
    return this.stopped;
  }

  private call<T>(request: Record<string, unknown>): Promise<T> {
    if (this.stopped) return Promise.reject(closedError());
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(undefined, sql, params, options);
  }

  exec(sql: string, options?: QueryOptions): Promise<Array<Results>> {
    return this.execIn(undefined, sql, options);
  }

  /** A statement outside any transaction (tx undefined) or in the open transaction tx. */
  private async queryIn<T>(
    tx: number | undefined,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const result = await this.call<Results<T>>({
      op: 'query',
      sql,
      params,
      tx,
      ...requestOptions(options),
    });
    return parsed(result, options);
  }

  private async execIn(tx: number | undefined, sql: string, options?: QueryOptions): Promise<Array<Results>> {
    const results = await this.call<Results[]>({ op: 'exec', sql, tx, ...requestOptions(options) });
    return results.map((result) => parsed(result, options));
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async (sql, params, options) => (open(), this.queryIn(id, sql, params, options)),
      sql: async (strings, ...params) => (
        open(),
        this.queryIn(
          id,
          strings.reduce((text, part, index) => `${text}$${index}${part}`),
          params,
        )
      ),
      exec: async (sql, options) => (open(), this.execIn(id, sql, options)),
      rollback: async () => {
        open();
        closed = true;
        await this.call({ op: 'rollback', tx: id });
      },
      listen: async (channel, listener) => (open(), this.listen(channel, listener)),
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await this.call({ op: 'end', tx: id, commit: true });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      }
      throw error;
    }
  }

  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.listeners.set(channel, listeners);
    }
    const first = listeners.size === 0;
    listeners.add(listener);
    try {
      if (first) await this.call({ op: 'listen', channel });
    } catch (error) {
      listeners.delete(listener);
      throw error;
    }
    return async () => {
      listeners.delete(listener);
      if (listeners.size === 0 && !this.stopped) await this.call({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.stopped) throw closedError();
    try {
      await this.call({ op: 'close' });
    } finally {
      this.stopped = true;
      await this.worker.terminate();
    }
  }
}

/** What crosses to the worker of a query's options; what cannot (functions, blobs) is refused. */
function requestOptions(options: QueryOptions | undefined): Record<string, unknown> {
  if (!options) return {};
  if (options.serializers || options.blob || options.onNotice)
    throw new Error('serializers, blob and onNotice are not available through the PGlite worker');
  return {
    rowMode: options.rowMode,
    paramTypes: options.paramTypes,
    rawTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
  };
}

/** Runs the caller's parsers on the columns of their types (the worker answered those as text). */
function parsed<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers || !result.fields) return result;
  const arrays = options.rowMode === 'array';
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    const key = arrays ? index : field.name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (value != null) row[key] = (parse as (value: unknown, type: number) => unknown)(value, field.dataTypeID);
    }
  });
  return result;
}
