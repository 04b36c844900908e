import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { MIGRATIONS_FOLDER } from '../paths';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import { databaseErrorSummary, isDatabaseUnavailable, retryWhileUnavailable } from './availability';
import { type PgliteClient, PgliteProxy } from './pglite-proxy';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The open database, whichever driver backs it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The PGlite client (embedded mode only): the server's runs in a worker thread (PgliteProxy), tests'
   * and tools' in the process. Used by pg-boss, the revision notices and tests.
   */
  pglite?: PgliteClient;
  /** The pg pool (server mode only). */
  pool?: pg.Pool;
  /** Where connection errors of idle pooled connections are logged (the app's logger once it exists). */
  useLogger(log: DatabaseLogger): void;
}

export interface DatabaseLogger {
  warn(details: object, message: string): void;
}

/** Before the app's logger exists (start-up): one line per event. */
const consoleLogger: DatabaseLogger = {
  warn: (details, message) => console.warn(`${message} ${JSON.stringify(details)}`),
};

export { MIGRATIONS_FOLDER };

/** Extensions every migration may rely on; PGlite ships them as contrib modules. */
export const pgliteExtensions = { pg_trgm, unaccent };

/**
 * How much a WebAssembly function runs (V8's rough count of bytes executed) before V8 optimises it
 * with TurboFan on its own threads; V8's default is 13,000,000. With it, PGlite's boot and first
 * queries (code that runs once per start) had ~0.5 s of CPU of optimised code made for them while the
 * server started, on a machine where those threads share two cores with the start itself. At 23x the
 * default, a start optimises almost nothing, and the functions that queries keep running are optimised
 * within their first ~1,000 queries (decision 072). V8 reads the value when a module is compiled, so
 * it is set just before.
 */
export const PGLITE_TIERING_BUDGET = 300_000_000;

/** V8's flags are the process's, its worker threads' included: set before PGlite's module compiles. */
function optimiseWasmLater() {
  v8.setFlagsFromString(`--wasm-tiering-budget=${PGLITE_TIERING_BUDGET}`);
}

let pgliteWasm: Promise<WebAssembly.Module> | undefined;
/** Node's WebAssembly global (the server's TypeScript libraries declare its types only). */
const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } })
  .WebAssembly;

/**
 * PGlite's WebAssembly (9 MB), compiled once per process. The file is read at once and V8 decodes and
 * validates it on its own threads (each function is compiled on its first call, V8's default), so a
 * caller that starts this early (the server, before loading its modules) has it ready when PGlite
 * starts instead of waiting for it then. Every instance of the process shares the one module, as
 * PGlite's own cache does when it compiles the file itself.
 */
export function compilePgliteWasm(): Promise<WebAssembly.Module> {
  if (!pgliteWasm) {
    optimiseWasmLater();
    const file = path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm');
    pgliteWasm = keptAlive(wasmApi.compile(readFileSync(file)));
  }
  return pgliteWasm;
}

/**
 * Node's event loop does not count V8's compile threads as pending work (nor PGlite's compiles of its
 * extensions): with nothing else pending, the process would exit while it waits. A timer keeps it up.
 */
async function keptAlive<T>(work: Promise<T>): Promise<T> {
  const timer = setInterval(() => undefined, 60_000);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}

/**
 * PostgreSQL's buffer pool inside PGlite. initdb writes PostgreSQL's default (128MB) into the data
 * directory's postgresql.conf; PGlite allocates the whole pool at start and zeroes it byte by byte
 * in WebAssembly: the largest single item of its start, and 100 MB of memory before any query. The
 * embedded database is one process's, its files are in the operating system's page cache, and a
 * host's data is a few tens of MB, so a quarter of that is kept (decision 063).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

/** Opens PGlite at a directory (or in memory when dataDir is undefined). */
export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  const options = {
    extensions: pgliteExtensions,
    pgliteWasmModule: await compilePgliteWasm(),
    startParams: pgliteStartParams(),
  };
  return keptAlive(dataDir ? PGlite.create(dataDir, options) : PGlite.create(options));
}

/** PostgreSQL's start parameters inside PGlite (its defaults and the buffer pool's size). */
const pgliteStartParams = () => [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * Opens PGlite in a worker thread (decisions 068 and 072): its start runs beside the main thread's (the app's
 * modules load meanwhile) and its queries' WebAssembly work off the thread that serves requests.
 */
export function openPgliteWorker(dataDir: string | undefined): Promise<PgliteProxy> {
  optimiseWasmLater();
  return PgliteProxy.open(dataDir, pgliteStartParams());
}

export function wrapPglite(client: PgliteClient): Database {
  // drizzle calls query and transaction only, which a PgliteProxy answers as PGlite does.
  const db = drizzlePglite(client as PGlite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    useLogger: () => undefined,
  };
}

/**
 * Wraps a pg pool. An idle pooled connection that dies (pg_terminate_backend, a PostgreSQL restart,
 * a dropped network) makes the pool emit 'error'; without a listener that would end the process.
 * The pool discards that connection and opens a new one on the next query.
 */
export function wrapPool(pool: pg.Pool): Database {
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  let log = consoleLogger;
  pool.on('error', (error) =>
    log.warn({ err: databaseErrorSummary(error) }, 'database connection lost; it will be replaced on the next query'),
  );
  // pg-pool listens for errors only on idle connections: one that dies while checked out (inside a
  // transaction, between two statements) would emit an unheard 'error' and end the process. Its
  // next statement fails instead, and the request answers 503.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await pool.end();
    },
    useLogger: (logger) => {
      log = logger;
    },
  };
}

/** The pool's settings: bounded waits everywhere, so a request fails (503) instead of hanging when PostgreSQL is gone. */
export function poolOptions(config: Extract<Config['database'], { kind: 'postgres' }>): pg.PoolConfig {
  return {
    connectionString: config.url,
    max: config.poolSize,
    // Waiting for a free pooled connection or for a new one to open.
    connectionTimeoutMillis: config.connectTimeoutMs,
    // The server cancels a statement after this; the client stops waiting a little later (the server
    // may be gone and never answer). Migrations use their own connection without either.
    statement_timeout: config.statementTimeoutMs,
    query_timeout: config.statementTimeoutMs + 2000,
    // A transaction left open by a dead request must not hold locks forever.
    idle_in_transaction_session_timeout: Math.max(config.statementTimeoutMs, 60_000),
    keepAlive: true,
  };
}

export interface OpenOptions {
  /** How long to keep retrying while the database is unreachable at start-up (0 = fail at once). */
  startupWaitMs?: number;
  log?: DatabaseLogger;
  /** Replaces the backoff wait (tests). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Opens the configured database and applies pending migrations. A PostgreSQL server that cannot be
 * reached yet (down, restarting, refusing connections) is waited for with exponential backoff
 * (0.5 s doubling up to 30 s, one log line per attempt) for up to `startupWaitMs`; any other error
 * (authentication, unknown database, a failing migration) is thrown at once.
 */
export async function openDatabase(config: Config['database'], options: OpenOptions = {}): Promise<Database> {
  if (config.kind === 'pglite') {
    const database = wrapPglite(await openPgliteWorker(config.dataDir));
    await migrateDatabase(database);
    return database;
  }
  const log = options.log ?? consoleLogger;
  const database = wrapPool(new pg.Pool(poolOptions(config)));
  database.useLogger(log);
  try {
    await retryWhileUnavailable(() => migrateDatabase(database), {
      initialDelayMs: 500,
      maxDelayMs: 30_000,
      giveUpAfterMs: options.startupWaitMs ?? 0,
      sleep: options.sleep,
      onRetry: ({ attempt, delayMs, error }) =>
        log.warn(
          { attempt, retryInMs: delayMs, err: databaseErrorSummary(error) },
          'database unreachable at start-up; retrying',
        ),
    });
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
  return database;
}

/** Advisory lock id under which instances sharing a PostgreSQL server take turns migrating. */
const MIGRATION_LOCK_ID = 7_114_203_911;

/** When the newest committed migration was made (its journal entry's `when`, drizzle's `folderMillis`). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether every committed migration is applied already, by drizzle's own rule (a migration runs when
 * it is newer than the newest row of drizzle.__drizzle_migrations): one read instead of the migrator's
 * schema and table DDL, its read, an empty transaction and (PostgreSQL) a connection and lock of its
 * own. Migrations are only ever added, so "all applied" stays true once read. A new database (no such
 * table) or any other error answers false, and the migrator decides as before; an unreachable server
 * is reported as such (the start-up wait retries it).
 */
async function migrationsApplied(database: Database): Promise<boolean> {
  const sql = 'select max(created_at)::text as newest from "drizzle"."__drizzle_migrations"';
  try {
    const { rows } =
      database.kind === 'pglite'
        ? await database.pglite!.query<{ newest: string | null }>(sql)
        : await database.pool!.query<{ newest: string | null }>(sql);
    const newest = rows[0]?.newest;
    return newest != null && Number(newest) >= newestMigrationMillis();
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    return false;
  }
}

/** Applies committed SQL migrations. On PostgreSQL several instances may start at once: they serialise on a lock. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (await migrationsApplied(database)) return;
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // A connection of its own, without the pool's statement timeouts: waiting for another instance's
  // migration, or a long one, is not a hung request.
  const {
    statement_timeout: _statement,
    query_timeout: _query,
    idle_in_transaction_session_timeout: _idle,
    ...settings
  } = database.pool!.options as pg.PoolConfig;
  const client = new pg.Client(settings);
  // A connection lost mid-migration is reported by the failing query; the event must not end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
