import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The open database, whichever driver backs it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The raw PGlite instance (embedded mode only); used by pg-boss and tests. */
  pglite?: PGlite;
  /** The pg pool (server mode only). */
  pool?: pg.Pool;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Extensions every migration may rely on; PGlite ships them as contrib modules. */
export const pgliteExtensions = { pg_trgm, unaccent };

/** Opens PGlite at a directory (or in memory when dataDir is undefined). */
export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  return dataDir ? PGlite.create(dataDir, { extensions: pgliteExtensions }) : PGlite.create({ extensions: pgliteExtensions });
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
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
  };
}

export function wrapPool(pool: pg.Pool): Database {
  const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
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
  };
}

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'pglite') {
    const database = wrapPglite(await openPglite(config.dataDir));
    await migrateDatabase(database);
    return database;
  }
  const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize });
  const database = wrapPool(pool);
  await migrateDatabase(database);
  return database;
}

/** Advisory lock id under which instances sharing a PostgreSQL server take turns migrating. */
const MIGRATION_LOCK_ID = 7_114_203_911;

/** Applies committed SQL migrations. On PostgreSQL several instances may start at once: they serialise on a lock. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}

export { sql };
