/**
 * The main list and page queries read through their indexes, not by scanning a big table: with a
 * few thousand properties, tens of thousands of photos and guest counters in the database (and
 * fresh statistics), EXPLAIN names the expected index for each query and no sequential scan of
 * properties, media or the guest counters. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app';
import { createHost, type TestHost } from '../modules/property/property.fixtures';
import { createGuide } from '../modules/guide/guide.fixtures';
import { GuideRepository } from '../modules/guide/guide.repository';
import { PropertyRepository } from '../modules/property/property.repository';
import { guideEventCounts, media } from './schema';

let t: TestApp;
let manager: TestHost;
let slug: string;
let propertyId: number;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];

/** The plan nodes of a query (EXPLAIN without ANALYZE: the plan only). */
async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  const client = (
    t.database.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };
    }
  ).$client;
  const { rows } = await client.query(`explain (format json) ${text}`, params);
  const raw = rows[0]!['QUERY PLAN'];
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
  return nodes(parsed[0]!.Plan);
}

const BIG_TABLES = ['properties', 'media', 'guide_event_counts'];

function expectIndexed(plan: PlanNode[], index: string) {
  const described = plan
    .map(
      (n) =>
        `${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`,
    )
    .join('\n');
  expect(
    plan.some((n) => n['Index Name'] === index),
    described,
  ).toBe(true);
  expect(
    plan.filter((n) => n['Node Type'] === 'Seq Scan' && BIG_TABLES.includes(n['Relation Name'] ?? '')),
    described,
  ).toEqual([]);
}

beforeAll(async () => {
  t = await buildTestApp();
  manager = await createHost(t);
  const guide = await createGuide(t, {}, manager);
  slug = guide.slug;
  propertyId = guide.property.propertyId;
  const others = await createHost(t);
  const db = t.database.db;
  // 2,000 more properties for the manager (copies of the seeded row) among 20,000 of other hosts.
  await db.execute(sql`
    insert into properties (owner_user_id, name, slug, guide, emergency_infos, published, default_locale)
    select ${manager.userId}::uuid, 'Property ' || g, 'plan' || md5(g::text), p.guide, p.emergency_infos, true, 'en'
    from properties p, generate_series(1, 2000) g where p.id = ${propertyId}`);
  await db.execute(sql`
    insert into properties (owner_user_id, name, slug, guide, published, default_locale)
    select ${others.userId}::uuid, 'Other ' || g, 'other' || md5(g::text), '{"sections":[],"attractions":[]}'::jsonb, g % 2 = 0, 'en'
    from generate_series(1, 20000) g`);
  // 30,000 library photos spread over the manager's properties, and a year of guest counters for 60.
  await db.execute(sql`
    insert into media (property_id, media_source_id, small_path, large_path, width, height, small_width, small_height, stored_bytes, alt)
    select p.id, 1, 'pl/' || p.id || '-' || g || '-s.webp', 'pl/' || p.id || '-' || g || '-l.webp', 1600, 1067, 400, 267, 1000, 'Photo'
    from (select id from properties where owner_user_id = ${manager.userId}::uuid order by id limit 1500) p, generate_series(1, 20) g`);
  await db.execute(sql`
    insert into guide_event_counts (property_id, day, event_type, section_id, count)
    select p.id, date '2026-01-01' + d, 'open', 'en', 3
    from (select id from properties where owner_user_id = ${manager.userId}::uuid order by id limit 60) p, generate_series(0, 364) d`);
  await db.execute(sql`analyze properties`);
  await db.execute(sql`analyze media`);
  await db.execute(sql`analyze guide_event_counts`);
  await db.execute(sql`analyze property_co_hosts`);
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('query plans at size', () => {
  it('a page of the property list reads the (owner, id) index', async () => {
    const repo = new PropertyRepository(t.database.db);
    expectIndexed(
      await planOf(repo.listVisibleQuery(manager.userId, { limit: 25, after: propertyId + 500 })),
      'properties_owner_id_idx',
    );
    expectIndexed(await planOf(repo.listVisibleQuery(manager.userId, { propertyId })), 'properties_owner_id_idx');
    // And the pages really are the manager's properties in order.
    const page = await repo.listVisible(manager.userId, { limit: 25, after: propertyId });
    expect(page).toHaveLength(25);
    expect(page.map((p) => p.row.id)).toEqual([...page.map((p) => p.row.id)].sort((a, b) => a - b));
  });

  it('the light list reads the (owner, id) index', async () => {
    expectIndexed(
      await planOf(new PropertyRepository(t.database.db).listItemsQuery(manager.userId)),
      'properties_owner_id_idx',
    );
  });

  it("a guest read's freshness check reads the slug index", async () => {
    expectIndexed(await planOf(new GuideRepository(t.database.db).stampBySlugQuery(slug)), 'properties_slug_idx');
  });

  it('a library page and its count read the (property, source, date, id) index', async () => {
    // The query of MediaRepository.page.
    const where = and(eq(media.propertyId, propertyId + 10), eq(media.mediaSourceId, 1));
    const db = t.database.db;
    expectIndexed(
      await planOf(
        db.select().from(media).where(where).orderBy(desc(media.createDate), desc(media.id)).limit(15).offset(15),
      ),
      'media_property_source_idx',
    );
    expectIndexed(await planOf(db.select({ value: count() }).from(media).where(where)), 'media_property_source_idx');
  });

  it("a guide's guest counters read their primary key", async () => {
    const db = t.database.db;
    expectIndexed(
      await planOf(
        db
          .select()
          .from(guideEventCounts)
          .where(eq(guideEventCounts.propertyId, propertyId + 5)),
      ),
      'guide_event_counts_property_id_day_event_type_section_id_pk',
    );
  });
});
