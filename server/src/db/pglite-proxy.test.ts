import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './availability';
import { type Database, migrateDatabase, openPgliteWorker, PGLITE_SHARED_BUFFERS, wrapPglite } from './client';
import { guideRevisionNotices } from './guide-revision-notices';
import type { PgliteProxy } from './pglite-proxy';
import { users } from './schema';

/** The server's PGlite, in a worker thread behind PgliteProxy (decisions 068 and 072). */
describe('PGlite in a worker thread', () => {
  let dir: string;
  let proxy: PgliteProxy;
  let database: Database;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'gb-pglite-proxy-'));
    proxy = await openPgliteWorker(path.join(dir, 'pglite'));
    database = wrapPglite(proxy);
    await migrateDatabase(database);
  });

  afterAll(async () => {
    if (!proxy.closed) await proxy.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const newUser = (email: string) => ({ email, passwordHash: 'x' });

  it('answers queries with parameters, in both row modes, with the start parameters and extensions', async () => {
    const objects = await proxy.query<{ n: number; t: string }>('select $1::int + 1 as n, $2::text as t', [41, 'hi']);
    expect(objects.rows).toEqual([{ n: 42, t: 'hi' }]);
    expect(objects.fields.map((field) => field.name)).toEqual(['n', 't']);
    const arrays = await proxy.query('select 1 as a, 2 as b', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 2]]);
    const settings = await proxy.query<{ shared_buffers: string }>('show shared_buffers');
    expect(settings.rows[0]!.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    const found = await proxy.query<{ plain: string }>(`select unaccent('Café') as plain`);
    expect(found.rows[0]!.plain).toBe('Cafe');
    const results = await proxy.exec('select 1 as one; select 2 as two');
    expect(results.map((result) => result.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
  });

  it('runs the caller’s parsers on this thread (drizzle keeps timestamps as text)', async () => {
    const when = '2026-01-02 03:04:05+00';
    const plain = await proxy.query<{ at: unknown }>('select $1::timestamptz as at', [when]);
    expect(plain.rows[0]!.at).toBeInstanceOf(Date);
    const parsed = await proxy.query<{ at: unknown; n: number }>('select $1::timestamptz as at, 7 as n', [when], {
      parsers: { 1184: (value: string) => `parsed:${value}` },
    });
    expect(parsed.rows[0]).toEqual({ at: 'parsed:2026-01-02 03:04:05+00', n: 7 });
    const result = await database.db.execute(sql`select ${when}::timestamptz as at`);
    const row = (result as unknown as { rows: { at: unknown }[] }).rows[0];
    expect(row!.at).toBe('2026-01-02 03:04:05+00');
  });

  it('holds a transaction across messages: commit, rollback, savepoints, and queries outside wait for it', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(newUser('committed@proxy.test'));
      await tx
        .transaction(async (inner) => {
          await inner.insert(users).values(newUser('savepoint@proxy.test'));
          throw new Error('undo the savepoint');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(newUser('rolled-back@proxy.test'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const emails = async () =>
      (await database.db.select({ email: users.email }).from(users))
        .map((row) => row.email)
        .filter((e) => e.endsWith('@proxy.test'));
    expect(await emails()).toEqual(['committed@proxy.test']);

    // A query outside the transaction waits for its commit, as it does in PGlite.
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await proxy.transaction(async (tx) => {
      await tx.query(`insert into users (email, password_hash) values ('inside@proxy.test', 'x')`);
      outside = proxy.query(`select count(*)::int as n from users where email = 'inside@proxy.test'`).then((r) => {
        order.push(`outside saw ${(r.rows[0] as { n: number }).n}`);
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('commit');
    });
    await outside;
    expect(order).toEqual(['commit', 'outside saw 1']);

    await proxy.transaction(async (tx) => {
      await tx.query(`insert into users (email, password_hash) values ('explicit@proxy.test', 'x')`);
      expect((await tx.sql<{ n: number }>`select ${5}::int + ${1}::int as n`).rows).toEqual([{ n: 6 }]);
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    expect(await emails()).not.toContain('explicit@proxy.test');
  });

  it('runs transactions that start together one after the other, each seeing only its own writes until commit', async () => {
    const seen = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        database.db.transaction(async (tx) => {
          await tx.insert(users).values(newUser(`together-${name}@proxy.test`));
          const rows = await tx.select({ email: users.email }).from(users);
          return rows.filter((row) => row.email.startsWith('together-')).length;
        }),
      ),
    );
    expect(seen).toEqual([1, 2, 3]);
  });

  it('passes errors with their PostgreSQL fields, through drizzle too', async () => {
    await database.db.insert(users).values(newUser('dup@proxy.test'));
    const error = (await database.db
      .insert(users)
      .values(newUser('dup@proxy.test'))
      .catch((e: unknown) => e)) as { cause?: Record<string, unknown> };
    expect(error.cause).toMatchObject({ code: '23505', constraint: expect.any(String), table: 'users' });
    expect(String(error.cause!.detail)).toContain('dup@proxy.test');
    const syntax = (await proxy.query('selec 1').catch((e: unknown) => e)) as Error & { code?: string };
    expect(syntax).toBeInstanceOf(Error);
    expect(syntax.message).toContain('syntax error');
    expect(syntax.code).toBe('42601');
    // The database still answers afterwards.
    expect((await proxy.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('delivers a commit’s notifications before the committing query returns', async () => {
    const notices = (await guideRevisionNotices(database))!;
    expect(notices).not.toBeNull();
    const heard: string[] = [];
    const unsubscribe = notices.subscribe((id) => heard.push(`notice ${id}`));
    const direct = await proxy.listen('proxy_test', (payload) => heard.push(`direct ${payload}`));
    await proxy.query(`select pg_notify('proxy_test', 'one')`);
    heard.push('returned');
    await direct();
    await proxy.query(`select pg_notify('proxy_test', 'two')`);
    unsubscribe();
    expect(heard).toEqual(['direct one', 'returned']);
  });

  it('is closed after close: calls fail as PGlite’s do (the app answers 503)', async () => {
    const other = await openPgliteWorker(undefined);
    await other.close();
    expect(other.closed).toBe(true);
    const error = await other.query('select 1').catch((e: unknown) => e);
    expect((error as Error).message).toBe('PGlite is closed');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('reports a database that cannot open', async () => {
    await expect(openPgliteWorker(path.join(dir, 'pglite', 'PG_VERSION', 'not-a-dir'))).rejects.toThrow();
  });
});
