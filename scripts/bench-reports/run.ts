/**
 * The reports benchmark (npm run bench:reports): see scripts/bench-reports.mjs. Seeds with
 * set-based SQL (generate_series) so a year of activity takes seconds, then measures the real route
 * through app.inject with a signed-in host.
 */
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { migrateDatabase, wrapPool } from '../../server/src/db/client';
import { authSessions, users } from '../../server/src/db/schema';
import { ReportsRepository } from '../../server/src/modules/reports/reports.repository';

const PROPERTIES = 50;
const SECTIONS = 12;
const RUNS = 7;
const TARGET_MS = 500;

export interface ReportBenchFigures {
  medianMs: number;
  targetMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function runBenchmark(): Promise<ReportBenchFigures> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'bench:reports runs on PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/postgres',
    );
  const name = `gb_bench_reports_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max: 6 });
  const database = wrapPool(pool);
  try {
    await migrateDatabase(database);
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DEMO_ACCOUNT: 'false',
      JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789abcdef',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gb-bench-reports-')),
    });
    const app = await buildApp({ config, database, logger: false, webDistDir: null });
    await app.ready();
    try {
      const [host] = await database.db
        .insert(users)
        .values({ email: 'bench.reports@example.com', firstName: 'Bench', lastName: 'Host', emailConfirmed: true })
        .returning();
      const [session] = await database.db
        .insert(authSessions)
        .values({ userId: host!.id, method: 'password', expiresAt: new Date(Date.now() + 86_400_000) })
        .returning();
      const token = await app.tokens.sign({ sub: host!.id, role: [], sid: session!.id });

      const to = new Date().toISOString().slice(0, 10);
      const from = new Date(Date.parse(`${to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
      const seedStart = performance.now();
      const sections = Array.from({ length: SECTIONS }, (_, i) => ({
        sectionId: `s${i + 1}`,
        kind: 'custom',
        title: { en: `Section ${i + 1}`, es: `Sección ${i + 1}` },
        body: { en: '<p>Text</p>' },
        sensitive: false,
        sortOrder: i,
      }));
      const zones = ['Europe/Madrid', 'America/New_York', 'Europe/Lisbon', 'America/Mexico_City', 'UTC'];
      const client = await pool.connect();
      try {
        await client.query(
          `insert into properties (owner_user_id, name, slug, published, time_zone, guide)
           select $1, 'Bench property ' || i, 'bench-slug-' || lpad(i::text, 6, '0'), true, ($2::text[])[1 + i % 5], $3::jsonb
           from generate_series(1, ${PROPERTIES}) i`,
          [host!.id, zones, JSON.stringify({ checkInTime: '15:00', checkOutTime: '11:00', sections, attractions: [] })],
        );
        const days = `(select g::date as d from generate_series($1::date, $2::date, interval '1 day') g) days`;
        // ~50 opens a day per property (en/es), ~30 first opens, every section viewed, the actions.
        await client.query(
          `insert into guide_event_counts (property_id, day, event_type, section_id, count)
           select p.id, d, e.type, e.section, greatest(0, (e.base * (0.6 + random() * 0.8))::int)
           from properties p cross join ${days}
           cross join (values ('open', 'en', 35), ('open', 'es', 15), ('visit', '', 30), ('copy_wifi', '', 6), ('call', '', 1),
                              ('directions', '', 3), ('search', '', 4), ('search_empty', '', 1), ('print', '', 1)) e(type, section, base)
           union all
           select p.id, d, 'section_view', 's' || s, (5 + random() * 25)::int
           from properties p cross join ${days} cross join generate_series(1, ${SECTIONS}) s`,
          [from, to],
        );
        // 5 concierge questions a day per property, a third declined, from a pool of wordings.
        await client.query(
          `insert into ai_questions (property_id, question, locale, answered, mode, create_date)
           select p.id, 'Question number ' || (random() * 40)::int || '?', 'en', random() > 0.33, 'bench',
             d + make_interval(hours => (random() * 23)::int, mins => (random() * 59)::int)
           from properties p cross join ${days} cross join generate_series(1, 5) n`,
          [from, to],
        );
        // A stay every 3 days per property (70% open their link before arrival), 3 messages each.
        await client.query(
          `insert into stays (property_id, guest_name, check_in_date, check_out_date, first_opened_at, link_token)
           select p.id, 'Guest', d, d + 2, case when random() < 0.7 then d - 2 else null end, md5(p.id || '-' || d)
           from properties p cross join (select g::date as d from generate_series($1::date, $2::date, interval '3 days') g) days`,
          [from, to],
        );
        await client.query(
          `insert into guest_messages (property_id, stay_id, guest_name, channel, status, due_at, sent_at)
           select s.property_id, s.id, 'Guest', (array['email', 'sms', 'whatsapp'])[n], case when random() < 0.95 then 'sent' else 'failed' end,
             s.check_in_date - n, s.check_in_date - n
           from stays s cross join generate_series(1, 3) n`,
        );
        await client.query('vacuum analyze');
      } finally {
        client.release();
      }
      const counted = await pool.query(
        `select (select count(*) from guide_event_counts)::int as counters, (select sum(count) from guide_event_counts where event_type = 'open')::int as opens,
           (select count(*) from ai_questions)::int as questions, (select count(*) from stays)::int as stays, (select count(*) from guest_messages)::int as messages`,
      );
      const seedSeconds = (performance.now() - seedStart) / 1000;

      const timeReport = async (query: string) => {
        const started = performance.now();
        const res = await app.inject({
          method: 'GET',
          url: `/api/reports?${query}`,
          headers: { authorization: `Bearer ${token}` },
        });
        const ms = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`report answered ${res.statusCode}: ${res.body}`);
        return { ms, body: res.json().result as { totals: { opens: number }; questions: { asked: number } } };
      };
      const all = `from=${from}&to=${to}`;
      // Warm-up (plans, connections), in UTC days so every seeded question falls inside the year.
      const check = await timeReport(`${all}&tz=UTC`);
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push((await timeReport(all)).ms);
      const one: number[] = [];
      for (let i = 0; i < RUNS; i++) one.push((await timeReport(`${all}&propertyId=1`)).ms);
      // Where the time goes: each read of the report alone (the route runs them side by side).
      const repo = new ReportsRepository(database.db);
      const ids = Array.from({ length: PROPERTIES }, (_, i) => i + 1);
      const period = { from, to, tz: null };
      const parts: [string, () => Promise<unknown>][] = [
        ['opens per day', () => repo.dayEvents(ids, period)],
        ['event totals', () => repo.eventTotals(ids, period)],
        ['questions', () => repo.questions(ids, period)],
        ['top declined', () => repo.topDeclined(ids, period, 20)],
        ['stay links', () => repo.stayLinks(ids, period)],
        ['messages', () => repo.messages(ids, period)],
      ];
      const partTimes: string[] = [];
      for (const [label, read] of parts) {
        const times: number[] = [];
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          await read();
          times.push(performance.now() - started);
        }
        partTimes.push(`${label} ${median(times).toFixed(0)}`);
      }
      const result = median(runs);
      const row = counted.rows[0] as {
        counters: number;
        opens: number;
        questions: number;
        stays: number;
        messages: number;
      };
      console.log(
        `bench:reports on PostgreSQL (${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}), ${new Date().toISOString().slice(0, 10)}`,
      );
      console.log(
        `  seeded in ${seedSeconds.toFixed(1)} s: ${PROPERTIES} properties, ${from}..${to}, ${row.counters} daily counters (${row.opens} opens), ${row.questions} questions, ${row.stays} stays, ${row.messages} messages`,
      );
      console.log(
        `  report checks: ${check.body.totals.opens} opens, ${check.body.questions.asked} questions (must equal the seed)`,
      );
      console.log(
        `  12 months x ${PROPERTIES} properties: median ${result.toFixed(0)} ms (runs: ${runs.map((r) => r.toFixed(0)).join(', ')} ms; target < ${TARGET_MS} ms)`,
      );
      console.log(`  12 months x 1 property: median ${median(one).toFixed(0)} ms`);
      console.log(`  each read alone (median ms): ${partTimes.join(', ')}`);
      if (check.body.totals.opens !== row.opens || check.body.questions.asked !== row.questions)
        throw new Error('the report does not add up to the seeded activity');
      return { medianMs: result, targetMs: TARGET_MS };
    } finally {
      await app.close();
    }
  } finally {
    // Dropped before the pool ends: a background task of the app still holding a connection then
    // fails on a lost connection (logged) instead of on an ended pool (thrown).
    if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`  kept database ${name} (BENCH_KEEP_DATABASE=1)`);
    else {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    }
    await pool.end().catch(() => undefined);
  }
}
