import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { type Database, migrateDatabase, openPglite, wrapPglite, wrapPool } from '../db/client';

/**
 * Test databases. PGlite: one migrated in-memory template per worker, cloned for each test file
 * (a clone takes well under a second; a fresh instance several). PostgreSQL (TEST_DB_KIND=postgres,
 * TEST_DATABASE_URL set): a fresh database per test file, dropped at the end.
 */
let template: Promise<PGlite> | null = null;

async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = await openPglite(undefined);
    await migrateDatabase(wrapPglite(client));
    return client;
  })();
  return template;
}

export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

export async function createTestDatabase(): Promise<Database & { url?: string }> {
  if (testDbKind() === 'pglite') {
    const clone = (await (await pgliteTemplate()).clone()) as PGlite;
    return wrapPglite(clone);
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `gb_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  // Dropping the database with (force) ends connections still closing; that is expected here.
  pool.on('error', () => undefined);
  const database = wrapPool(pool);
  await migrateDatabase(database);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await pool.end();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const TEST_ENV: Record<string, string> = {
  PUBLIC_URL: 'http://guidebook.test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-that-is-long-enough-to-sign-tokens-0123456789',
  DEMO_ACCOUNT: 'false',
  // Tests drive the message engine directly (messages.test.ts starts the pg-boss worker once on purpose).
  MESSAGE_DISPATCH_SECONDS: '0',
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

/** Boots the real app on a real database, for app.inject. */
export async function buildTestApp(
  env: Record<string, string> = {},
  database?: Database,
  options: { logger?: AppOptions['logger'] } = {},
): Promise<TestApp> {
  const db = database ?? (await createTestDatabase());
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-test-')), ...env });
  const app = await buildApp({ config, database: db, logger: options.logger ?? false, webDistDir: null });
  await app.ready();
  return {
    app,
    database: db,
    config,
    close: async () => {
      await app.close();
      if (!database) await db.close();
    },
  };
}

/** The app serving a built web app from `webDistDir` (no logger); `close` also closes its database. */
export async function buildWebAppTestServer(
  webDistDir: string,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ ...TEST_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-test-')) }),
    database,
    logger: false,
    webDistDir,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
