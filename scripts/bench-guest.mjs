// `npm run bench:guest`: how fast a realistic guest guide (12 sections, 20 photos, 15 places) opens
// on a phone. Starts the app on an empty data dir, seeds the guide through the API as a host would,
// then runs Lighthouse 12 (mobile, simulated throttling: slow 4G, 4x CPU) in Debian's Chromium
// against /g/{slug}. Prints the median of BENCH_RUNS runs and exits 1 when a target is missed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { seedGuide, signUpHost } from './lib/guest-seed.mjs';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3195);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { score: 95, lcpMs: 2000, cls: 0.02, jsGzipBytes: 100_000, totalBytes: 500_000 };

async function waitReady(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become ready within 120 s');
}

/** The gzip size of every script the page loaded (what "first-load JS gzip" means here). */
async function scriptGzipBytes(requests) {
  let total = 0;
  for (const r of requests.filter((req) => req.resourceType === 'Script')) {
    const body = Buffer.from(await (await fetch(r.url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    // Lighthouse's defaults: mobile form factor and screen, simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { lhr } = result;
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      totalBytes: lhr.audits['total-byte-weight'].numericValue,
      jsTransferBytes: requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      jsGzipBytes: await scriptGzipBytes(requests),
      requests: requests.length,
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureWebBuild({ quiet: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'gb-bench-guest-'));
const server = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    LOG_LEVEL: 'warn',
    SKIP_WEB_BUILD: '1',
    DEMO_ACCOUNT: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const exited = new Promise((resolve) => server.on('exit', resolve));
try {
  await waitReady(Date.now() + 120_000);
  const host = await signUpHost(BASE);
  const guide = await seedGuide(BASE, host.token, { sections: 12, photos: 20, places: 15 });
  const url = `${BASE}/g/${guide.slug}`;
  console.log(`guide: ${url} (12 sections, 20 photos, 15 places)`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await audit(url);
    runs.push(run);
    console.log(
      `run ${i + 1}: score ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, CLS ${run.cls.toFixed(3)}, JS ${run.jsGzipBytes} B gzip, total ${run.totalBytes} B (${run.requests} requests)`,
    );
  }
  const m = {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    jsGzipBytes: median(runs.map((r) => r.jsGzipBytes)),
    jsTransferBytes: median(runs.map((r) => r.jsTransferBytes)),
    totalBytes: median(runs.map((r) => r.totalBytes)),
  };
  const check = (ok) => (ok ? 'ok' : 'MISSED');
  console.log(
    `\nmachine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, Lighthouse 12 mobile (simulated throttling), median of ${RUNS}`,
  );
  console.log(`performance score      ${m.score}  (target >= ${TARGETS.score}) ${check(m.score >= TARGETS.score)}`);
  console.log(
    `largest contentful     ${(m.lcpMs / 1000).toFixed(2)} s  (target <= ${TARGETS.lcpMs / 1000} s) ${check(m.lcpMs <= TARGETS.lcpMs)}`,
  );
  console.log(`cumulative layout      ${m.cls.toFixed(3)}  (target <= ${TARGETS.cls}) ${check(m.cls <= TARGETS.cls)}`);
  console.log(
    `first-load JS          ${(m.jsGzipBytes / 1000).toFixed(1)} kB gzip, ${(m.jsTransferBytes / 1000).toFixed(1)} kB on the wire  (target <= ${TARGETS.jsGzipBytes / 1000} kB) ${check(m.jsGzipBytes <= TARGETS.jsGzipBytes)}`,
  );
  console.log(
    `total first-load bytes ${(m.totalBytes / 1000).toFixed(1)} kB  (target <= ${TARGETS.totalBytes / 1000} kB) ${check(m.totalBytes <= TARGETS.totalBytes)}`,
  );
  console.log(`first contentful       ${(m.fcpMs / 1000).toFixed(2)} s, total blocking ${Math.round(m.tbtMs)} ms`);
  console.log(`LCP element: ${runs[0].lcpElement ?? 'n/a'}`);
  const missed =
    m.score < TARGETS.score ||
    m.lcpMs > TARGETS.lcpMs ||
    m.cls > TARGETS.cls ||
    m.jsGzipBytes > TARGETS.jsGzipBytes ||
    m.totalBytes > TARGETS.totalBytes;
  if (missed) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
