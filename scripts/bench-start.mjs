// `npm run bench:start`: how long `npm start` takes until /readyz answers, on an empty data dir
// (cold: new database, migrations, demo account) and on an existing one (warm restart).
// The web build and the server bundle are made first and not timed: they happen once per source
// change, not per start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureServerBuild } from './lib/server-build.mjs';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3197);
const TARGETS = { cold: 15, warm: 4 };

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

/** Starts the server as `npm start` does and returns seconds until it is ready. */
async function timeStart(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), LOG_LEVEL: 'warn', SKIP_WEB_BUILD: '1' },
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

ensureWebBuild({ quiet: true });
await ensureServerBuild();
const cold = [];
const warm = [];
for (let i = 0; i < RUNS; i++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'gb-bench-start-'));
  try {
    cold.push(await timeStart(dataDir));
    warm.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
const fmt = (v) => `${v.toFixed(2)} s`;
console.log(`machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${RUNS} runs`);
console.log(
  `cold start (empty data dir): median ${fmt(median(cold))}, max ${fmt(Math.max(...cold))} (target < ${TARGETS.cold} s)`,
);
console.log(
  `warm restart:                median ${fmt(median(warm))}, max ${fmt(Math.max(...warm))} (target < ${TARGETS.warm} s)`,
);
if (Math.max(...cold) >= TARGETS.cold || Math.max(...warm) >= TARGETS.warm) process.exitCode = 1;
