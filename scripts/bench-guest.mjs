// `npm run bench:guest`: how fast a realistic guest guide (12 sections, 20 photos, 15 places) opens on
// a phone, against the same guide as plain static HTML (the server's page with every script taken out:
// same text, same hero photo, asked from the server and sent with its headers) in the same run. Starts
// the app on an empty data dir, seeds the guide through the API as a host would, then runs Lighthouse 12 (mobile, simulated throttling: slow 4G, 4x
// CPU) in Debian's Chromium, guest and static pages interleaved (the order flips every pair), and
// prints the medians and the guest/static ratios. A machine shared with other work slows both pages
// alike, so the ratios are the figures to compare between runs.
//
// Then it counts what the service worker downloads in the background after the page has loaded
// (bytes served by a counting proxy in front of the app, per request kind), on a normal connection and
// with Save-Data, and after "save photos for offline". Exits 1 when a target is missed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startCountingProxy } from './lib/counting-proxy.mjs';
import { blockingTasks, lcpGraphs } from './lib/lcp-graph.mjs';
import { seedGuide, signUpHost } from './lib/guest-seed.mjs';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

const PAIRS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
const PORT = Number(process.env.BENCH_PORT ?? 3195);
const PROXY_PORT = PORT + 1;
const APP = `http://127.0.0.1:${PORT}`;
const BASE = `http://127.0.0.1:${PROXY_PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** How long the background count waits after load (the worker starts a few seconds after it). */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 15_000);
/**
 * Where to keep every Lighthouse report (JSON), what its simulated LCP waited for (.lcp.txt) and the
 * tasks of its simulated TBT (.tbt.txt: those of 50 ms or more once slowed down, with what they did), to
 * compare the two pages; none when unset.
 */
const LHR_DIR = process.env.BENCH_LHR_DIR ? path.resolve(process.env.BENCH_LHR_DIR) : null;
const TARGETS = {
  score: 95,
  scoreGap: 3,
  tbtRatio: 1.5,
  lcpRatio: 1.1,
  backgroundBytes: 1_000_000,
  lcpMs: 2000,
  cls: 0.02,
  jsGzipBytes: 100_000,
  totalBytes: 500_000,
};
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

async function waitReady(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${APP}/readyz`)).ok) return;
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

async function auditOnce(url, label) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
  });
  try {
    // Lighthouse's defaults: mobile form factor and screen, simulated throttling.
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (LHR_DIR) {
      mkdirSync(LHR_DIR, { recursive: true });
      writeFileSync(path.join(LHR_DIR, `${label}.json`), JSON.stringify(lhr));
      const graphs = lcpGraphs(BASE).map(
        (g) => `${g.label}: ends at ${Math.round(g.end ?? 0)} ms\n  ${g.lines.join('\n  ')}`,
      );
      writeFileSync(path.join(LHR_DIR, `${label}.lcp.txt`), `${graphs.join('\n')}\n`);
      const span = `FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} ms, TTI ${Math.round(lhr.audits.interactive.numericValue)} ms`;
      writeFileSync(path.join(LHR_DIR, `${label}.tbt.txt`), `${[span, ...blockingTasks()].join('\n')}\n`);
    }
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      totalBytes: lhr.audits['total-byte-weight'].numericValue,
      domNodes: lhr.audits['dom-size']?.numericValue ?? null,
      jsGzipBytes: await scriptGzipBytes(lhr.audits['network-requests'].details?.items ?? []),
    };
  } finally {
    await chrome.kill();
  }
}

/** One Lighthouse run; a run that failed (no paint recorded under load) is tried again, up to 3 times. */
async function audit(url, label) {
  for (let attempt = 1; ; attempt++) {
    const run = await auditOnce(url, label);
    if (Object.values(run).every((v) => v === null || Number.isFinite(v))) return run;
    if (attempt === 3) throw new Error(`Lighthouse failed 3 times on ${url}`);
    console.log(`  (a Lighthouse run of ${url} failed, trying again)`);
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medians = (runs) =>
  Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key] ?? 0))]));

/**
 * Opens the guide in a fresh browser (optionally with Save-Data), waits SETTLE_MS after load and
 * answers what was downloaded after load, by kind. `then` runs in the page after that (for example
 * "save photos for offline") and is counted separately.
 */
async function backgroundBytes(proxy, url, { saveData = false, then } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: saveData ? { 'save-data': 'on' } : {},
    });
    if (saveData)
      await context.addInitScript(() => {
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
      });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const mark = proxy.mark();
    await page.waitForTimeout(SETTLE_MS);
    const afterLoad = proxy.since(mark);
    let onRequest = null;
    if (then) {
      const next = proxy.mark();
      await then(page);
      await page.waitForTimeout(3000);
      onRequest = proxy.since(next);
    }
    return { afterLoad, onRequest };
  } finally {
    await browser.close();
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const describe = (count) =>
  `${kb(count.worker)} by the service worker (${count.workerRequests} requests), ${kb(count.total)} in all after load`;

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
let proxy = null;
try {
  await waitReady(Date.now() + 120_000);
  const host = await signUpHost(APP);
  const guide = await seedGuide(APP, host.token, { sections: 12, photos: 20, places: 15 });
  proxy = await startCountingProxy({ target: APP, port: PROXY_PORT });
  const url = `${BASE}/g/${guide.slug}`;
  // The static twin: the page as the server renders it, without any script (nor the data island),
  // asked from the app on every request and sent with the page's headers and compression, so that the
  // two differ by their scripts only (not by the server's time, the page's isolation headers or the
  // compression). BENCH_TWIN=fixed serves it from memory as before (for comparisons with old runs).
  const stripScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  if (process.env.BENCH_TWIN === 'fixed')
    proxy.serveStatic('/static/guide.html', stripScripts(await (await fetch(url)).text()));
  else proxy.serveTwin('/static/guide.html', new URL(url).pathname, stripScripts);
  const staticUrl = `${BASE}/static/guide.html`;
  console.log(`guide: ${url} (12 sections, 20 photos, 15 places); static twin: ${staticUrl}`);
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`load average before: ${load()}`);

  const guest = [];
  const plain = [];
  for (let i = 0; i < PAIRS; i++) {
    const order = i % 2 === 0 ? ['guest', 'static'] : ['static', 'guest'];
    for (const which of order) {
      const run = await audit(which === 'guest' ? url : staticUrl, `pair-${i + 1}-${which}`);
      (which === 'guest' ? guest : plain).push(run);
      console.log(
        `pair ${i + 1} ${which.padEnd(6)}: score ${run.score}, TBT ${Math.round(run.tbtMs)} ms, LCP ${(run.lcpMs / 1000).toFixed(2)} s, FCP ${(run.fcpMs / 1000).toFixed(2)} s, CLS ${run.cls.toFixed(3)}, ${kb(run.totalBytes)}, ${run.domNodes} DOM nodes`,
      );
    }
  }
  const g = medians(guest);
  const s = medians(plain);
  const tbtRatio = g.tbtMs / Math.max(s.tbtMs, 1);
  const lcpRatio = g.lcpMs / s.lcpMs;

  const normal = await backgroundBytes(proxy, url, {
    then: async (page) => {
      const button = page.locator('[data-save-offline]');
      if ((await button.count()) === 0) return;
      await button.click();
      await page
        .locator('[data-save-offline-status]')
        .filter({ hasText: /\d/ })
        .waitFor({ timeout: 60_000 })
        .catch(() => undefined);
    },
  });
  const saveData = await backgroundBytes(proxy, url, { saveData: true });

  const check = (ok) => (ok ? 'ok' : 'MISSED');
  console.log(
    `\nmachine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, Lighthouse 12 mobile (simulated throttling), median of ${PAIRS} interleaved pairs; load average after: ${load()}`,
  );
  console.log(`                 guest    static   ratio`);
  console.log(
    `score            ${String(g.score).padEnd(8)} ${String(s.score).padEnd(8)} ${g.score - s.score} points  (target >= ${TARGETS.score} and within ${TARGETS.scoreGap} of static) ${check(g.score >= TARGETS.score && s.score - g.score <= TARGETS.scoreGap)}`,
  );
  console.log(
    `TBT              ${`${Math.round(g.tbtMs)} ms`.padEnd(8)} ${`${Math.round(s.tbtMs)} ms`.padEnd(8)} ${tbtRatio.toFixed(2)}x  (target <= ${TARGETS.tbtRatio}x) ${check(tbtRatio <= TARGETS.tbtRatio)}`,
  );
  console.log(
    `LCP              ${`${(g.lcpMs / 1000).toFixed(2)} s`.padEnd(8)} ${`${(s.lcpMs / 1000).toFixed(2)} s`.padEnd(8)} ${lcpRatio.toFixed(2)}x  (target <= ${TARGETS.lcpRatio}x) ${check(lcpRatio <= TARGETS.lcpRatio)}`,
  );
  console.log(
    `FCP              ${`${(g.fcpMs / 1000).toFixed(2)} s`.padEnd(8)} ${`${(s.fcpMs / 1000).toFixed(2)} s`.padEnd(8)} ${(g.fcpMs / s.fcpMs).toFixed(2)}x`,
  );
  console.log(`CLS              ${g.cls.toFixed(3).padEnd(8)} ${s.cls.toFixed(3).padEnd(8)}`);
  console.log(`first-load bytes ${kb(g.totalBytes).padEnd(8)} ${kb(s.totalBytes).padEnd(8)}`);
  console.log(`DOM nodes        ${String(g.domNodes).padEnd(8)} ${String(s.domNodes).padEnd(8)}`);
  console.log(
    `guest page alone: LCP ${(g.lcpMs / 1000).toFixed(2)} s (<= ${TARGETS.lcpMs / 1000} s) ${check(g.lcpMs <= TARGETS.lcpMs)}, CLS ${g.cls.toFixed(3)} (<= ${TARGETS.cls}) ${check(g.cls <= TARGETS.cls)}, first-load JS ${kb(g.jsGzipBytes)} gzip (<= ${kb(TARGETS.jsGzipBytes)}) ${check(g.jsGzipBytes <= TARGETS.jsGzipBytes)}, first-load ${kb(g.totalBytes)} (<= ${kb(TARGETS.totalBytes)}) ${check(g.totalBytes <= TARGETS.totalBytes)}`,
  );
  console.log(
    `\nbackground, ${SETTLE_MS / 1000} s after load: ${describe(normal.afterLoad)}  (target <= ${kb(TARGETS.backgroundBytes)}) ${check(normal.afterLoad.worker <= TARGETS.backgroundBytes)}`,
  );
  console.log(
    `background with Save-Data: ${describe(saveData.afterLoad)}  (target 0) ${check(saveData.afterLoad.worker === 0)}`,
  );
  if (normal.onRequest) console.log(`"save photos for offline": ${describe(normal.onRequest)}`);
  const missed =
    g.score < TARGETS.score ||
    s.score - g.score > TARGETS.scoreGap ||
    tbtRatio > TARGETS.tbtRatio ||
    lcpRatio > TARGETS.lcpRatio ||
    normal.afterLoad.worker > TARGETS.backgroundBytes ||
    saveData.afterLoad.worker > 0 ||
    g.lcpMs > TARGETS.lcpMs ||
    g.cls > TARGETS.cls ||
    g.jsGzipBytes > TARGETS.jsGzipBytes ||
    g.totalBytes > TARGETS.totalBytes;
  if (missed) process.exitCode = 1;
} finally {
  await proxy?.close();
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
