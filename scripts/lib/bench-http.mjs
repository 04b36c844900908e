// Shared parts of `npm run bench:load` and `npm run bench:scale`: the production server as a real
// process (npm start's entry, built web app), on PGlite (a fresh DATA_DIR) or on a fresh PostgreSQL
// database that is dropped afterwards; autocannon from this process; RSS of the server; the figures
// written into docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { solveAltcha } from './guest-seed.mjs';
import { ROOT } from './web-build.mjs';

/** Command-line flags: --duration=20 --connections=50 --only=pglite|postgres --runs=3. */
export function flags(defaults) {
  const out = { ...defaults };
  for (const arg of process.argv.slice(2)) {
    const m = /^--([a-z-]+)=(.*)$/.exec(arg);
    if (!m) continue;
    const key = m[1].replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    out[key] = typeof defaults[key] === 'number' ? Number(m[2]) : m[2];
  }
  return out;
}

export const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh PostgreSQL database on the server of `serverUrl` (created and dropped through that server's
 * `postgres` database): its URL and a function that drops it.
 */
export async function freshPostgres(prefix, serverUrl = POSTGRES_ADMIN_URL) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/** A port nothing listens on right now (the system's choice). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Settings that keep per-client limits out of a single-address load test (the limits still run). */
export const BENCH_LIMITS = {
  AUTH_RATE_LIMIT_PER_ACCOUNT: '100000',
  AUTH_RATE_LIMIT_PER_IP: '1000000',
  AI_ASKS_PER_CLIENT_PER_MINUTE: '100000',
  AI_ASKS_PER_GUIDE_PER_MINUTE: '1000000',
  ALTCHA_MAX_NUMBER: '10',
};

/** Starts `node scripts/start.mjs` (the production entry) and waits for /readyz. */
export async function startServer({ port, databaseUrl = null, dataDir = null, env = {} }) {
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'gb-bench-'));
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      SKIP_WEB_BUILD: '1',
      DEMO_ACCOUNT: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
      ...BENCH_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not become ready within 180 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid,
    dataDir: dir,
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM');
      await exited;
      if (!keepData && !dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Child pids of a process, recursively (npm start re-executes itself once). */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const out = [];
  const walk = (p) => {
    for (const c of children.get(p) ?? []) {
      out.push(c);
      walk(c);
    }
  };
  walk(pid);
  return out;
}

/** RSS and peak RSS (MB) of the server: the largest process of the tree npm start made. */
export function serverRss(pid) {
  let best = { rssMb: 0, peakMb: 0, pid };
  for (const p of [pid, ...descendants(pid)]) {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      const rssMb = kb('VmRSS') / 1024;
      if (rssMb > best.rssMb) best = { rssMb, peakMb: kb('VmHWM') / 1024, pid: p };
    } catch {
      // gone meanwhile
    }
  }
  return best;
}

export async function call(base, method, urlPath, { token, body, expect = 200, headers = {} } = {}) {
  const h = { accept: 'application/json', ...headers };
  if (token) h.authorization = `Bearer ${token}`;
  if (body !== undefined) h['content-type'] = 'application/json';
  const res = await fetch(`${base}${urlPath}`, {
    method,
    headers: h,
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (res.status !== expect) throw new Error(`${method} ${urlPath}: ${res.status} ${text.slice(0, 300)}`);
  return text.startsWith('{') ? JSON.parse(text) : text;
}

/** Solved bot-check tokens, one per sign-in (each is accepted once). */
export async function botTokens(base, count) {
  const out = [];
  for (let i = 0; i < count; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, () => call(base, 'GET', '/api/auth/botcheck/challenge')),
    );
    for (const c of batch) out.push(solveAltcha(c.result));
  }
  return out;
}

/** Waits until the guide's concierge answers from its index (the index job runs after the save). */
export async function waitConcierge(base, slug, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/api/guide/${slug}/ask`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ question: 'What is the Wi-Fi password?', locale: 'en' }),
    });
    if (res.ok) {
      const answer = (await res.json()).result;
      if (answer.answered) return;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the concierge did not answer within the time limit');
}

const CLIENT_HEADERS = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (bench) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
};

/** Loads one target with autocannon; answers req/s, p50/p95/p99 (ms) and errors (socket errors, timeouts, non-2xx). */
export async function load(base, target, { connections, duration }) {
  const opts = {
    url: `${base}${target.path}`,
    connections,
    duration,
    method: target.method ?? 'GET',
    headers: {
      ...CLIENT_HEADERS,
      ...(target.headers ?? {}),
      ...(target.body ? { 'content-type': 'application/json' } : {}),
    },
    ...(target.body ? { body: JSON.stringify(target.body) } : {}),
    ...(target.setupRequest
      ? { requests: [{ method: target.method ?? 'GET', path: target.path, setupRequest: target.setupRequest }] }
      : {}),
  };
  // A few requests first, so a cold cache or a first plan is not what gets measured.
  if (!target.setupRequest) {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(opts.url, { method: opts.method, headers: opts.headers, body: opts.body });
      await res.arrayBuffer();
    }
  }
  // Every answer's latency, for the percentiles autocannon does not report (p95).
  const times = [];
  const instance = autocannon(opts);
  instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const r = await instance;
  times.sort((a, b) => a - b);
  return {
    name: target.name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p95: times.length ? times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)] : NaN,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
    /** What the errors were: timeouts (no answer within 10 s), other socket errors, 4xx and 5xx answers. */
    errorKinds: [
      r.timeouts ? `${r.timeouts} timeouts` : '',
      r.errors - r.timeouts > 0 ? `${r.errors - r.timeouts} socket errors` : '',
      r['4xx'] ? `${r['4xx']} 4xx` : '',
      r['5xx'] ? `${r['5xx']} 5xx` : '',
    ]
      .filter(Boolean)
      .join(', '),
    total: r.requests.total,
  };
}

export function machine() {
  return {
    cpu: `${cpus().length} x ${cpus()[0]?.model?.trim() ?? 'cpu'}`,
    memGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    load: loadavg()
      .map((l) => l.toFixed(1))
      .join(' / '),
    date: new Date().toISOString().slice(0, 16).replace('T', ' '),
  };
}

/**
 * Appends `block` (markdown) at the end of the section `heading` of docs/benchmarks.md, creating the
 * section (with `intro`) at the end of the file when it is missing.
 */
export function writeBenchmarks(heading, intro, block) {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  let text = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmarks\n';
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) {
    text = `${text.trimEnd()}\n\n${heading}\n\n${intro.trim()}\n\n${block.trim()}\n`;
  } else {
    // The section ends at the next heading of its level or above.
    const level = /^#+/.exec(heading)[0].length;
    const after = new RegExp(`\n#{1,${level}} `, 'g');
    after.lastIndex = start + heading.length + 1;
    const next = after.exec(text)?.index ?? -1;
    const end = next < 0 ? text.length : next;
    text = `${text.slice(0, end).trimEnd()}\n\n${block.trim()}\n${next < 0 ? '' : `\n${text.slice(end + 1)}`}`;
  }
  writeFileSync(file, text.endsWith('\n') ? text : `${text}\n`);
}

export const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
