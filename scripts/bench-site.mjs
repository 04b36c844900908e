// `npm run bench:site`: the public site as a phone sees it. Starts the production build on an empty
// data dir and runs Lighthouse 12 (mobile form factor, simulated throttling: slow 4G, 4x CPU) in
// Debian's Chromium on /, /pricing and one insights article. Prints performance, SEO and
// accessibility (median of BENCH_RUNS runs per page) and exits 1 when a target is missed:
// performance >= 95, SEO = 100, accessibility >= 95.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3196);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 95, seo: 100, accessibility: 95 };
const PAGES = ['/', '/pricing', '/insights/how-ai-supercharges-your-short-term-rental-guidebook'];

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

/** Failed audits of a category (score < 1), for the report when a target is missed. */
const failing = (lhr, category) =>
  lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => `${ref.id} (${lhr.audits[ref.id].displayValue ?? lhr.audits[ref.id].score})`);

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
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo', 'accessibility'],
    });
    const score = (category) => Math.round((lhr.categories[category].score ?? 0) * 100);
    return {
      performance: score('performance'),
      seo: score('seo'),
      accessibility: score('accessibility'),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      totalBytes: lhr.audits['total-byte-weight'].numericValue,
      failing: {
        performance: failing(lhr, 'performance'),
        seo: failing(lhr, 'seo'),
        accessibility: failing(lhr, 'accessibility'),
      },
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureWebBuild({ quiet: true });
const dataDir = mkdtempSync(path.join(tmpdir(), 'gb-bench-site-'));
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
  console.log(
    `machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, Lighthouse 12 mobile (simulated throttling), median of ${RUNS} runs per page\n`,
  );
  let missed = false;
  for (const pagePath of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${BASE}${pagePath}`));
    const m = Object.fromEntries(
      ['performance', 'seo', 'accessibility', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'totalBytes'].map((key) => [
        key,
        median(runs.map((run) => run[key])),
      ]),
    );
    const check = (ok) => (ok ? 'ok' : 'MISSED');
    const ok = {
      performance: m.performance >= TARGETS.performance,
      seo: m.seo >= TARGETS.seo,
      accessibility: m.accessibility >= TARGETS.accessibility,
    };
    console.log(pagePath);
    console.log(
      `  performance    ${m.performance}  (target >= ${TARGETS.performance}) ${check(ok.performance)}   runs: ${runs.map((run) => run.performance).join(', ')}`,
    );
    console.log(`  SEO            ${m.seo}  (target = ${TARGETS.seo}) ${check(ok.seo)}`);
    console.log(`  accessibility  ${m.accessibility}  (target >= ${TARGETS.accessibility}) ${check(ok.accessibility)}`);
    console.log(
      `  FCP ${(m.fcpMs / 1000).toFixed(2)} s, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms, CLS ${m.cls.toFixed(3)}, ${(m.totalBytes / 1000).toFixed(0)} kB`,
    );
    for (const category of ['performance', 'seo', 'accessibility']) {
      const audits = runs[0].failing[category];
      if (audits.length > 0) console.log(`  ${category} audits below full marks: ${audits.join(', ')}`);
    }
    if (!ok.performance || !ok.seo || !ok.accessibility) missed = true;
  }
  if (missed) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
