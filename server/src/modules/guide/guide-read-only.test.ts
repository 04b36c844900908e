import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createGuide, type GuideFixture } from './guide.fixtures';

/**
 * Reading a guide must not need a write (issue 12): a database that refuses writes (disk full, a
 * read-only replica) still serves guests. Every table of the application refuses every row write
 * with SQLSTATE 53100 (disk_full) for the duration of a test.
 */
async function refuseWrites(t: TestApp, on: boolean) {
  if (on) {
    await t.database.db.execute(sql`
      create or replace function test_refuse_write() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`);
  }
  await t.database.db.execute(sql`
    do $$ declare t record; begin
      for t in select tablename from pg_tables where schemaname = 'public' loop
        execute format('drop trigger if exists test_refuse_write on %I', t.tablename);
        if ${on ? sql.raw('true') : sql.raw('false')} then
          execute format('create trigger test_refuse_write before insert or update or delete on %I for each row execute function test_refuse_write()', t.tablename);
        end if;
      end loop;
    end $$`);
}

describe('reading a guide while the database refuses writes', () => {
  let t: TestApp;
  let guide: GuideFixture;

  beforeAll(async () => {
    t = await buildTestApp();
    guide = await createGuide(t);
    // The guide's short code does not exist yet: it is made on first use, which is a guest's read.
    await t.database.db.execute(sql`delete from guide_short_codes where property_id = ${guide.property.propertyId}`);
    await refuseWrites(t, true);
  });
  afterAll(async () => {
    if (t) await refuseWrites(t, false);
    await t?.close();
  });

  it('the writes are refused (the test stands for a full disk)', async () => {
    await expect(t.database.db.execute(sql`update properties set name = name`)).rejects.toBeTruthy();
  });

  it('GET /api/guide/{slug} answers the guide', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/guide/${guide.slug}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.name).toBe('Casa Sol');
  });

  it('GET /g/{slug} renders the guest page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/g/${guide.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Casa Sol');
    // Shown without the short code rather than with an empty one.
    expect(res.body).not.toMatch(/Guide code\s*</);
  });

  it('a write answers 507 with a translated message instead of 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/property/user', headers: guide.host.headers });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({
      result: null,
      errors: [{ code: 'insufficient_storage', description: 'errors.databaseFull' }],
    });
  });

  it('the short code is made by the first read once writes work again', async () => {
    await refuseWrites(t, false);
    try {
      const res = await t.app.inject({ method: 'GET', url: `/api/guide/${guide.slug}` });
      expect(res.json().result.shortCode).toMatch(/^[A-Z0-9]{7}$/);
    } finally {
      await refuseWrites(t, true);
    }
  });
});
