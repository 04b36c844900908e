import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { type Database, MIGRATIONS_FOLDER, migrateDatabase, openPglite, wrapPglite, wrapPool } from '../db/client';

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

/**
 * PostgreSQL: the migrations run once into a template database named after their content, and each
 * test file's database is a copy of it (`create database ... template`, a file copy on the server)
 * instead of running every migration again. Workers take turns building it under an advisory lock;
 * a template is built under a temporary name and renamed, so a crash never leaves a half-migrated one.
 * Templates are kept (one per migration set, a few MB each): another checkout may be using an older one.
 */
let postgresTemplateName: Promise<string> | null = null;
const TEMPLATE_LOCK_ID = 7_114_203_912;

function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (!statSync(full).isFile()) continue;
    hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function postgresTemplate(baseUrl: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const templateName = `gb_template_${migrationsFingerprint()}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
      const existing = await admin.query('select 1 from pg_database where datname = $1', [templateName]);
      if (existing.rowCount) return templateName;
      const building = `${templateName}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      const url = new URL(baseUrl);
      url.pathname = `/${building}`;
      const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
      try {
        await migrateDatabase(wrapPool(pool));
      } finally {
        await pool.end();
      }
      await admin.query(`alter database ${building} rename to ${templateName}`);
      return templateName;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => undefined);
      await admin.end();
    }
  })();
  return postgresTemplateName;
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
  const templateName = await postgresTemplate(baseUrl);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${templateName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 5 });
  // Dropping the database with (force) ends connections still closing; that is expected here.
  pool.on('error', () => undefined);
  const database = wrapPool(pool);
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
  options: Pick<AppOptions, 'renderHostView'> = {},
): Promise<{ app: FastifyInstance; database: Database; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: loadConfig({ ...TEST_ENV, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-test-')) }),
    database,
    logger: false,
    webDistDir,
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
