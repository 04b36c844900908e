// The embedded database's own thread (decisions 068 and 072): PGlite opens and answers here, so its start
// (WebAssembly, postgres' boot, the first queries) runs beside the main thread loading the app, and
// no query's WebAssembly work runs on the thread that serves HTTP. The main thread talks to it
// through pglite-proxy.ts; the protocol is described there.
//
// Run by Node directly (from the sources, through its type stripping; from the bundle, as
// server/dist/pglite-worker.mjs): it imports only PGlite and Node, never the app's modules.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

interface Open {
  dataDir: string | undefined;
  startParams: string[];
}

interface Request {
  id: number;
  op: 'query' | 'exec' | 'begin' | 'end' | 'rollback' | 'listen' | 'unlisten' | 'close';
  tx?: number;
  sql?: string;
  params?: unknown[];
  rowMode?: 'array' | 'object';
  /** Types the caller parses itself: their values are answered as PostgreSQL's text. */
  rawTypes?: number[];
  paramTypes?: number[];
  commit?: boolean;
  channel?: string;
}

/** An open transaction: PGlite's callback waits for the main thread's commit or rollback. */
interface OpenTransaction {
  tx: Transaction;
  finish(commit: boolean): void;
  done: Promise<unknown>;
}

const port = parentPort!;
const { dataDir, startParams } = workerData as Open;
const ROLLBACK = Symbol('rollback');
const transactions = new Map<number, OpenTransaction>();
const unlisteners = new Map<string, () => Promise<void>>();
let nextTransaction = 1;

const identity = (value: string) => value;
const rawParsers = new Map<string, Record<number, (value: string) => string>>();
/** PGlite's parsers option for these types: their text, unchanged (cached per set of types). */
function parsersFor(types: number[] | undefined) {
  if (!types?.length) return undefined;
  const key = types.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, identity]));
    rawParsers.set(key, parsers);
  }
  return parsers;
}

/**
 * An error as the main thread rebuilds it: its message, name, stack and every field PostgreSQL and
 * PGlite gave it (code, detail, constraint, table, query, params...), without functions (the query's
 * options hold the parsers) or values that cannot be copied.
 */
function serialiseError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    try {
      structuredClone(value);
      fields[key] = value;
    } catch {
      // not copyable (an object holding functions): left out
    }
  }
  return fields;
}

/** Node's WebAssembly global (the server's TypeScript libraries declare its types only). */
const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;
/** Read at once and compiled by V8 on its own threads (functions on first call), as client.ts does. */
const wasm = wasmApi.compile(
  readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm')),
);

async function open(): Promise<PGlite> {
  const options = { extensions: { pg_trgm, unaccent }, pgliteWasmModule: await wasm, startParams };
  return dataDir ? PGlite.create(dataDir, options) : PGlite.create(options);
}

function target(db: PGlite, request: Request): PGlite | Transaction {
  if (request.tx === undefined) return db;
  const open = transactions.get(request.tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

/** Starts a transaction and answers its id once BEGIN ran; PGlite's lock stays held until `end`. */
function begin(db: PGlite): Promise<number> {
  return new Promise((resolve, reject) => {
    const id = nextTransaction++;
    const done = db.transaction(
      (tx) =>
        new Promise((finished, rolledBack) => {
          transactions.set(id, {
            tx,
            finish: (commit) => (commit ? finished(undefined) : rolledBack(ROLLBACK)),
            done,
          });
          resolve(id);
        }),
    );
    done.catch((error: unknown) => {
      // BEGIN itself failed: the callback never ran.
      if (!transactions.has(id)) reject(error);
    });
  });
}

/** Commits (or rolls back) a transaction; answers once PGlite has, with COMMIT's error if it failed. */
async function end(id: number, commit: boolean): Promise<null> {
  const open = transactions.get(id);
  if (!open) throw new Error('Transaction is closed');
  transactions.delete(id);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

async function handle(db: PGlite, request: Request): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return target(db, request).query(request.sql!, request.params, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
        paramTypes: request.paramTypes,
      });
    case 'exec':
      return target(db, request).exec(request.sql!, {
        rowMode: request.rowMode,
        parsers: parsersFor(request.rawTypes),
      });
    case 'begin':
      return begin(db);
    case 'end':
      return end(request.tx!, request.commit!);
    case 'rollback': {
      const open = transactions.get(request.tx!);
      if (!open) throw new Error('Transaction is closed');
      await open.tx.rollback();
      // PGlite's callback returns with the transaction closed: no COMMIT follows.
      return end(request.tx!, true);
    }
    case 'listen': {
      const channel = request.channel!;
      if (!unlisteners.has(channel)) {
        // Posted from PGlite's notification handling, before the answer of the query that committed
        // (posted when that query returns): the main thread sees them in that order.
        const unlisten = await db.listen(channel, (payload) => port.postMessage({ notify: channel, payload }));
        unlisteners.set(channel, unlisten);
      }
      return null;
    }
    case 'unlisten': {
      const unlisten = unlisteners.get(request.channel!);
      unlisteners.delete(request.channel!);
      await unlisten?.();
      return null;
    }
    case 'close':
      await db.close();
      return null;
  }
}

function answer(id: number, work: Promise<unknown>): void {
  work.then(
    (result) => port.postMessage({ id, result: result as Results }),
    (error: unknown) => port.postMessage({ id, error: serialiseError(error) }),
  );
}

// Requests that arrive while the database opens wait for it.
const opening = open();
port.on('message', (request: Request) =>
  answer(
    request.id,
    opening.then((db) => handle(db, request)),
  ),
);
opening.then(
  () => port.postMessage({ ready: true }),
  (error: unknown) => port.postMessage({ ready: false, error: serialiseError(error) }),
);
