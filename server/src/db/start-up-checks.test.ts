import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testDbKind } from '../test/test-app';
import { readSetting, settingOrInsert } from './app-settings.repository';
import { type Database, migrateDatabase, wrapPglite } from './client';
import { guideRevisionNotices } from './guide-revision-notices';

/** What a restart does to a database that is already set up: reads, and writes only what is missing. */
describe('start-up checks on an existing database', () => {
  let database: Database & { url?: string };
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  const run = async (sql: string) =>
    database.kind === 'pglite' ? database.pglite!.exec(sql) : database.pool!.query(sql);
  const countersUnlogged = async () => {
    const sql = `select 1 from pg_class where relname = 'rate_limit_buckets' and relkind = 'r' and relpersistence = 'u'`;
    const result = database.kind === 'pglite' ? await database.pglite!.query(sql) : await database.pool!.query(sql);
    return result.rows.length === 1;
  };

  it('applies a migration the database has not recorded, and skips the migrator once all are', async () => {
    // The newest migration (0032) undone and its record taken back: it is pending again.
    await run(`alter table rate_limit_buckets set logged;
      delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    await migrateDatabase(database);
    expect(await countersUnlogged()).toBe(true);

    if (database.kind === 'pglite') {
      // Nothing pending: one read, no transaction or DDL of the migrator.
      const query = vi.spyOn(database.pglite!, 'query');
      const exec = vi.spyOn(database.pglite!, 'exec');
      const transaction = vi.spyOn(database.pglite!, 'transaction');
      await migrateDatabase(database);
      expect(query).toHaveBeenCalledTimes(1);
      expect(exec).not.toHaveBeenCalled();
      expect(transaction).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    } else {
      // Nothing pending: no wait for the migration lock another instance holds.
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock(7114203911)');
        const outcome = await Promise.race([
          migrateDatabase(database).then(() => 'done'),
          new Promise((resolve) => setTimeout(() => resolve('waiting'), 5_000)),
        ]);
        expect(outcome).toBe('done');
      } finally {
        await other.end();
      }
    }
  });

  it('keeps the first value of a setting and reads it back without writing it again', async () => {
    expect(await settingOrInsert(database.db, 'start-up-check', 'first')).toBe('first');
    expect(await settingOrInsert(database.db, 'start-up-check', 'second')).toBe('first');
    expect(await readSetting(database.db, 'start-up-check')).toBe('first');
  });

  it.runIf(testDbKind() === 'pglite')(
    'installs the guide revision trigger once, and again only when it differs from the current one',
    async () => {
      const client = database.pglite!;
      const ddl = (spy: { mock: { calls: unknown[][] } }) =>
        spy.mock.calls.filter(([sql]) => /\bCREATE\b/.test(String(sql))).length;
      expect(await guideRevisionNotices(database)).not.toBeNull();
      // A restart: a new wrapper of the same database finds the trigger in place and runs no DDL.
      const exec = vi.spyOn(client, 'exec');
      const restarted = await guideRevisionNotices(wrapPglite(client));
      expect(ddl(exec)).toBe(0);
      const heard: (number | null)[] = [];
      restarted!.subscribe((id) => heard.push(id));
      await client.query(`select pg_notify('guide_revision', '42')`);
      expect(heard).toEqual([42]);

      // An older body of the function is replaced.
      await client.exec(`CREATE OR REPLACE FUNCTION "guide_revision_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RETURN NEW; END $$`);
      exec.mockClear();
      await guideRevisionNotices(wrapPglite(client));
      expect(ddl(exec)).toBe(1);
      const body = await client.query<{ prosrc: string }>(
        `select prosrc from pg_proc where proname = 'guide_revision_notify'`,
      );
      expect(body.rows[0]!.prosrc).toContain(`pg_notify('guide_revision', NEW.id::text)`);
      vi.restoreAllMocks();
    },
  );
});
