// `npm run bench:scale`: the same calls as bench:load on an empty database and at size. On a fresh
// PostgreSQL database (BENCH_DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432,
// dropped afterwards) the production server starts, a host and a guide are seeded through the API
// (plus 24 copies of the property, one full page of the list) and every call is measured (p50 under
// autocannon); then plain SQL bulk inserts add 1,975 more
// properties for that host (a property manager with 2,000), 100 properties of 10 other hosts,
// 200,000 library photos (100 per property of the manager) and 1,000,000 guest counters (a year and
// a half of daily counters for each of the manager's properties); after ANALYZE every call is
// measured again. Prints p50 empty vs at size and the ratio (target <= 1.5x for list and page calls;
// the unpaged property list is the compatibility call and is expected to grow with the list), and
// appends the figures to docs/benchmarks.md.
//
// Flags: --duration=10 (seconds per target) --connections=10
import pg from 'pg';
import { seedGuide, signUpHost } from './lib/guest-seed.mjs';
import {
  botTokens,
  flags,
  fmt,
  freshPostgres,
  load,
  machine,
  serverRss,
  startServer,
  waitConcierge,
  writeBenchmarks,
} from './lib/bench-http.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const opts = flags({ duration: 10, connections: 10, port: 3198 });
const RATIO_TARGET = 1.5;

function targets(seed, tokens) {
  const auth = { authorization: `Bearer ${seed.token}` };
  return [
    { name: 'baseline GET /healthz', path: '/healthz' },
    { name: 'GET /g/{slug}', path: `/g/${seed.slug}`, headers: { accept: 'text/html' } },
    { name: 'GET /api/guide/{slug}', path: `/api/guide/${seed.slug}` },
    {
      name: 'POST /api/guide/{slug}/ask',
      path: `/api/guide/${seed.slug}/ask`,
      method: 'POST',
      body: { question: 'What is the Wi-Fi password?', locale: 'en' },
    },
    {
      name: 'GET /api/media/library/1/1/{id}',
      path: `/api/media/library/1/1/${seed.propertyId}`,
      headers: auth,
      list: true,
    },
    { name: 'GET /api/property/user?limit=25', path: '/api/property/user?limit=25', headers: auth, list: true },
    // Names and flags of every property, for dropdowns and counts: grows with the list by design.
    { name: 'GET /api/property/user/list (light)', path: '/api/property/user/list', headers: auth },
    { name: 'GET /api/property/user (all, compatibility)', path: '/api/property/user', headers: auth, all: true },
    {
      name: 'POST /api/auth/issuetoken',
      path: '/api/auth/issuetoken',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          email: seed.email,
          password: seed.password,
          rememberMe: false,
          botToken: tokens.pop() ?? 'exhausted',
        }),
      }),
    },
  ];
}

async function measureAll(kind, server, seed) {
  const tokens = await botTokens(server.base, Math.max(1000, opts.duration * 150));
  const out = [];
  for (const target of targets(seed, tokens)) {
    const r = await load(server.base, target, opts);
    out.push({ ...r, list: Boolean(target.list), all: Boolean(target.all) });
    console.log(
      `${kind.padEnd(7)} ${r.name.padEnd(44)} p50 ${fmt(r.p50).padStart(5)} ms  p99 ${fmt(r.p99).padStart(5)} ms  ${fmt(r.rps).padStart(6)} req/s  errors ${r.errors}${r.errorKinds ? ` (${r.errorKinds})` : ''}`,
    );
  }
  return out;
}

/** Bulk rows in plain SQL (a few statements, no per-row round trips). */
/** The manager's first page: 24 more copies of the seeded property (so a page is a full page at both sizes). */
async function seedFirstPage(url, seed) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    `insert into properties (owner_user_id, name, slug, guide, emergency_infos, published, access_code, theme_id, default_locale, country_id, city, time_zone, sanitized_stamp)
     select owner_user_id, 'Apartment ' || g, 'page' || md5(g::text || clock_timestamp()::text), guide, emergency_infos, true, access_code, theme_id, default_locale, country_id, city, time_zone, sanitized_stamp
     from properties p, generate_series(2, 25) g where p.id = $1`,
    [seed.propertyId],
  );
  await client.query('vacuum analyze');
  await client.end();
}

async function seedAtSize(url, seed) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  const step = async (label, text, params = []) => {
    const t0 = Date.now();
    const res = await client.query(text, params);
    console.log(`seed: ${label} (${res.rowCount ?? 0} rows, ${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  const [{ id: ownerId }] = (
    await client.query('select owner_user_id as id from properties where id = $1', [seed.propertyId])
  ).rows;
  await step(
    '1,975 more properties for the manager (2,000)',
    `insert into properties (owner_user_id, name, slug, guide, emergency_infos, published, access_code, theme_id, default_locale, country_id, city, time_zone, sanitized_stamp)
     select owner_user_id, 'Apartment ' || g, 'scale' || md5(g::text || clock_timestamp()::text), guide, emergency_infos, g % 3 <> 0, access_code, theme_id, default_locale, country_id, city, time_zone, sanitized_stamp
     from properties p, generate_series(26, 2000) g where p.id = $1`,
    [seed.propertyId],
  );
  await step(
    '10 other hosts',
    `insert into users (email, email_confirmed, first_name, last_name) select 'other' || g || '.' || md5(clock_timestamp()::text) || '@example.com', true, 'Other', 'Host ' || g from generate_series(1, 10) g`,
  );
  await step(
    '100 properties of the other hosts',
    `insert into properties (owner_user_id, name, slug, guide, published, default_locale)
     select u.id, 'Other ' || g, 'other' || md5(g::text || u.id::text), '{"sections":[],"attractions":[],"hostContact":{"show":false},"checkInTime":null,"checkOutTime":null}'::jsonb, true, 'en'
     from (select id from users where first_name = 'Other') u, generate_series(1, 10) g`,
  );
  await step(
    '200,000 library photos (100 per property of the manager)',
    `insert into media (property_id, media_source_id, small_path, large_path, width, height, small_width, small_height, stored_bytes, alt)
     select p.id, 1, 'sc/' || p.id || '-' || g || '-s.webp', 'sc/' || p.id || '-' || g || '-l.webp', 1600, 1067, 400, 267, 250000, 'Photo ' || g
     from (select id from properties where owner_user_id = $1 order by id limit 2000) p, generate_series(1, 100) g`,
    [ownerId],
  );
  await step(
    '1,000,000 guest counters (500 days x 2,000 properties)',
    `insert into guide_event_counts (property_id, day, event_type, section_id, count)
     select p.id, date '2025-01-01' + d, 'open', 'en', 1 + (p.id + d) % 40
     from (select id from properties where owner_user_id = $1 order by id limit 2000) p, generate_series(0, 499) d
     on conflict do nothing`,
    [ownerId],
  );
  // What a database settles into after a bulk load: no dead rows, fresh statistics, the writes flushed.
  await step('vacuum analyze', 'vacuum analyze');
  await step('checkpoint', 'checkpoint');
  const [{ size }] = (await client.query('select pg_size_pretty(pg_database_size(current_database())) as size')).rows;
  await client.end();
  console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(0)} s; database ${size}`);
  return size;
}

ensureWebBuild({ quiet: true });
const m = machine();
console.log(
  `machine: ${m.cpu}, ${m.memGiB} GiB, node ${m.node}; load average ${m.load}; ${opts.connections} connections, ${opts.duration} s per target`,
);
const db = await freshPostgres('gb_bench_scale');
const server = await startServer({ port: opts.port, databaseUrl: db.url });
let failed = false;
try {
  const host = await signUpHost(server.base);
  const guide = await seedGuide(server.base, host.token, { sections: 12, photos: 8, places: 15 });
  await waitConcierge(server.base, guide.slug);
  const seed = { ...host, ...guide };
  await seedFirstPage(db.url, seed);
  const empty = await measureAll('empty', server, seed);
  const dbSize = await seedAtSize(db.url, seed);
  const sized = await measureAll('at size', server, seed);
  const rss = serverRss(server.pid);
  const rows = empty.map((e, i) => {
    const s = sized[i];
    const ratio = s.p50 / Math.max(e.p50, 1);
    const checked = e.list || e.name.includes('/guide/') || e.name.includes('/g/');
    const missed = checked && ratio > RATIO_TARGET;
    if (missed || s.errors > 0) failed = true;
    return `| ${e.name} | ${fmt(e.p50)} | ${fmt(s.p50)} | ${fmt(ratio, 2)}${missed ? ' (missed)' : ''} | ${fmt(s.p99)} | ${fmt(s.rps)} | ${s.errors}${s.errorKinds ? ` (${s.errorKinds})` : ''} |`;
  });
  const end = machine();
  const lines = [
    `### ${m.date} UTC (PostgreSQL; ${opts.connections} connections, ${opts.duration} s per target; load average ${m.load} at start, ${end.load} at end; ${m.cpu}, node ${m.node})`,
    '',
    `Empty: one host with 25 properties (one page), one of them with the seeded guide. At size: 2,100 properties (2,000 of the manager), 200,000 photos, 1,000,000 guest counters; database ${dbSize}. The light list and the unpaged list answer every property, so they grow with the list by design and are not held to the ratio.`,
    '',
    '| call | p50 empty (ms) | p50 at size (ms) | ratio | p99 at size (ms) | req/s at size | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Server RSS after the runs: ${fmt(rss.rssMb)} MB (peak ${fmt(rss.peakMb)} MB).`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  writeBenchmarks(
    '## Scale (`npm run bench:scale`)',
    `The calls of \`bench:load\` on an empty PostgreSQL database (one host with one page of 25 properties, one guide seeded through the API) and again after
bulk SQL inserts bring it to a property manager's size: 2,000 properties for that host and 100 for 10 others, 200,000
library photos (100 per property), 1,000,000 daily guest counters; then ANALYZE. p50 under autocannon, same server
process. Target: every list and page call's p50 at size within ${RATIO_TARGET}x of its p50 empty (paging and lists read
indexes; \`server/src/db/query-plans.test.ts\` checks the plans). The unpaged \`GET /property/user\` is the compatibility
call and answers all 2,000 properties: it is listed to show why the dashboard pages.`,
    lines.join('\n'),
  );
  console.log('written to docs/benchmarks.md');
} finally {
  await server.stop();
  await db.drop();
}
process.exitCode = failed ? 1 : 0;
