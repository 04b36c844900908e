// `npm run bench:start`: how long `npm start` takes until /readyz answers, on an empty data dir
// (cold: new database, migrations, demo account) and on an existing one (warm restart).
// The web build and the server bundle are made first and not timed: they happen once per source
// change, not per start.
//
// With BENCH_DATABASE_URL (else TEST_DATABASE_URL) set, it also times the warm start on PostgreSQL:
// a fresh database on that URL's server (migrated by one untimed start, dropped at the end), started
// right after each PGlite warm start (PGlite, PostgreSQL, PGlite, PostgreSQL...), so both meet the
// same machine load. It prints both medians, the ratio PGlite / PostgreSQL and its verdict against
// the target (<= 1.2x), and the load average at the start and the end.
// BENCH_RUNS (default 5) runs of each; BENCH_PORT (default: a port free when the benchmark starts).
// Before each start the port must be silent: another server answering /readyz there would be timed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, freshPostgres } from './lib/bench-http.mjs';
import { ensureServerBuild } from './lib/server-build.mjs';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? (await freePort()));
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? null;
const TARGETS = { cold: 15, warm: 4, warmRatio: 1.2 };

/** Whether anything answers HTTP on the port. */
async function listening() {
  try {
    await fetch(`http://127.0.0.1:${PORT}/readyz`);
    return true;
  } catch {
    return false;
  }
}

async function waitReady(deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/readyz`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/**
 * Starts the server as `npm start` does and returns seconds until it is ready. Without
 * `databaseUrl` it runs on PGlite in `dataDir`; with it, on that PostgreSQL database.
 */
async function timeStart(dataDir, databaseUrl = null) {
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn', SKIP_WEB_BUILD: '1' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  if (await listening()) throw new Error(`another server answers on port ${PORT}: set BENCH_PORT`);
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const ready = await waitReady(Date.now() + 60_000);
  const seconds = (performance.now() - started) / 1000;
  child.kill('SIGTERM');
  await exited;
  if (!ready) throw new Error('server did not become ready within 60 s');
  return seconds;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (v) => `${v.toFixed(2)} s`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

ensureWebBuild({ quiet: true });
await ensureServerBuild();
const loadAtStart = load();
const cold = [];
const warm = [];
const warmPostgres = [];
const postgres = POSTGRES_URL ? await freshPostgres('gb_bench_start', POSTGRES_URL) : null;
const postgresDataDir = mkdtempSync(path.join(tmpdir(), 'gb-bench-start-pg-'));
try {
  // The PostgreSQL database's first start creates its tables (not timed: only warm starts compare).
  if (postgres) await timeStart(postgresDataDir, postgres.url);
  for (let i = 0; i < RUNS; i++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'gb-bench-start-'));
    try {
      cold.push(await timeStart(dataDir));
      warm.push(await timeStart(dataDir));
      if (postgres) warmPostgres.push(await timeStart(postgresDataDir, postgres.url));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  rmSync(postgresDataDir, { recursive: true, force: true });
  await postgres?.drop();
}
const loadAtEnd = load();

console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${RUNS} runs`);
console.log(`load average (1 / 5 / 15 min): ${loadAtStart} at the start, ${loadAtEnd} at the end`);
console.log(
  `cold start (empty data dir): median ${fmt(median(cold))}, max ${fmt(Math.max(...cold))} (target < ${TARGETS.cold} s)`,
);
console.log(
  `warm restart:                median ${fmt(median(warm))}, max ${fmt(Math.max(...warm))} (target < ${TARGETS.warm} s)`,
);
let failed = Math.max(...cold) >= TARGETS.cold || Math.max(...warm) >= TARGETS.warm;
if (postgres) {
  const ratio = median(warm) / median(warmPostgres);
  const met = ratio <= TARGETS.warmRatio;
  console.log(
    `warm restart, PostgreSQL:    median ${fmt(median(warmPostgres))}, max ${fmt(Math.max(...warmPostgres))} (interleaved with the PGlite warm starts)`,
  );
  console.log(
    `PGlite / PostgreSQL warm:    ${ratio.toFixed(2)}x (target <= ${TARGETS.warmRatio}x): ${met ? 'met' : 'missed'}`,
  );
  console.log(`  PGlite runs:     ${warm.map(fmt).join(', ')}`);
  console.log(`  PostgreSQL runs: ${warmPostgres.map(fmt).join(', ')}`);
  failed ||= !met;
}
if (failed) process.exitCode = 1;
