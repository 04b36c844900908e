/* global document */
// `npm run bench:web`: how fast the host app's main screens open, against a bare Vite + React page
// built in the same run. Starts the built app on the real server (PGlite, empty data dir), seeds a
// host with one guide, then opens in Debian's Chromium (Playwright, cold cache, the same emulated
// network for every page) the bare page, the dashboard (/home), the guide editor and the reports,
// interleaved, BENCH_RUNS times (default 5). Prints per page the medians of first-load JS (gzip
// bytes and number of scripts) and time to content (navigation start to the page's content on
// screen; the dashboard's is the server's view of it for a returning host, decision 077), each one's
// ratio to the bare page and when the app itself had taken over (its first render committed); then, for the app's pages, the medians of each step
// of their start (web/src/lib/boot-marks.ts's marks, the last file's arrival). Exits 1 when a target
// is missed. BENCH_LIST=1 also prints, per page, the scripts it loaded before its content showed,
// largest first; BENCH_NO_SERVER_VIEW=1 opens the host pages without the view cookie; BENCH_WATERFALL=1 when each of the page's requests started and ended (=all: every load).
// A load whose content does not show within 60 s is loaded again, up to 3 times in a run; each one is
// printed and kept in .tmp/bench-web-hang-N.png and .txt (the requests it was still waiting for).
// The cause (docs/benchmarks.md, 2026-11-29: four in about 550 loads on a busy machine): Chromium's
// emulated network stops reading a connection in the middle of a file (the server's socket waits on
// a zero receive window) and holds back the files it has received; the server answers the same file
// at once on a new connection.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { rememberedSession, seedGuide, signUpHost } from './lib/guest-seed.mjs';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 3247);
const BARE_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A good home connection: 40 ms round trip, 20 Mbit/s down, 5 up. Round trips are what a waterfall costs.
const NETWORK = { offline: false, latency: 40, downloadThroughput: 2_500_000, uploadThroughput: 625_000 };
const TARGETS = {
  dashboard: { jsGzip: 200_000, scripts: 25, ratio: 2 },
  editor: { jsGzip: 250_000, ratio: 2.5 },
  reports: { jsGzip: 250_000, ratio: 2.5 },
};

/** A bare Vite + React page (one heading), built into .tmp/bench-web-bare with the project's Vite. */
function buildBarePage() {
  const dir = path.join(ROOT, '.tmp/bench-web-bare');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>bare</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    path.join(dir, 'src/main.jsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(<StrictMode><h1>Casa Sol</h1></StrictMode>);\n",
  );
  writeFileSync(
    path.join(dir, 'vite.config.mjs'),
    "import react from '@vitejs/plugin-react';\nimport { defineConfig } from 'vite';\n" +
      'export default defineConfig({ root: import.meta.dirname, plugins: [react()], logLevel: "error" });\n',
  );
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', path.join(dir, 'vite.config.mjs')],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('the bare page did not build');
  return path.join(dir, 'dist');
}

/** Serves the bare page's files gzip-compressed, as the real server sends the app's. */
function serveBare(dist) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const name = req.url === '/' ? 'index.html' : decodeURIComponent(req.url.split('?')[0]).replace(/^\/+/, '');
    let body;
    try {
      body = readFileSync(path.join(dist, path.normalize(name).replace(/^(\.\.[/\\])+/, '')));
    } catch {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': types[path.extname(name)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
    });
    res.end(gzipSync(body));
  });
  return new Promise((resolve) => server.listen(BARE_PORT, '127.0.0.1', () => resolve(server)));
}

async function waitReady(deadline, gone) {
  while (Date.now() < deadline) {
    if (gone()) throw new Error(`the server stopped before it was ready (is port ${PORT} taken?)`);
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become ready within 120 s');
}

const listed = new Set();

/** A load whose content never showed (the emulated network's stall): recorded and tried again, at most MAX_HANGS times. */
class HangError extends Error {}
const MAX_HANGS = 3;
let hangs = 0;

/** `measure`, with a load that hung tried again (each hang is printed and kept in .tmp). */
async function measureRetrying(...args) {
  for (;;) {
    try {
      return await measure(...args);
    } catch (error) {
      if (!(error instanceof HangError) || hangs >= MAX_HANGS) throw error;
      console.warn(`hang ${hangs}: ${error.message}; loading again`);
    }
  }
}

/** Opens `url` in a fresh context; answers the scripts' gzip bytes and count and the time to content. */
async function measure(browser, url, contentShown, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  if (session) {
    await context.addInitScript((user) => localStorage.setItem('user', user), JSON.stringify(session));
    // A returning host's browser also holds the view cookie the app keeps with the token (decision 077);
    // BENCH_NO_SERVER_VIEW=1 measures a first visit instead (no cookie yet: the page starts empty).
    if (!process.env.BENCH_NO_SERVER_VIEW)
      await context.addCookies([{ name: 'host_view', value: session.token, url: BASE, sameSite: 'Strict' }]);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  if (process.env.BENCH_DEBUG) {
    page.on('console', (message) => console.log(`[${url}] console.${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => console.log(`[${url}] page error: ${error.message}`));
    page.on('requestfailed', (request) => console.log(`[${url}] failed: ${request.url()}`));
  }
  const scripts = [];
  // Requests not yet finished: what a load that never shows its content was still waiting for.
  const pending = new Map();
  page.on('request', (request) => pending.set(request, performance.now()));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const started = performance.now();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) => ({ url: response.url(), body })),
      );
  });
  await page.goto(url, { waitUntil: 'commit' });
  const shown = await page
    .waitForFunction(contentShown, undefined, { polling: 'raf', timeout: 60_000 })
    .catch(async (error) => {
      hangs += 1;
      const file = path.join(ROOT, `.tmp/bench-web-hang-${hangs}`);
      await page.screenshot({ path: `${file}.png` }).catch(() => undefined);
      const waiting = [...pending].map(
        ([request, at]) => `${Math.round(at - started)} ms ${request.method()} ${request.url()}`,
      );
      writeFileSync(`${file}.txt`, `${url}\nstill waiting for ${waiting.length} request(s):\n${waiting.join('\n')}\n`);
      await context.close();
      throw new HangError(`${url}: content not shown within 60 s (${file}.png, .txt: the requests still pending)`, {
        cause: error,
      });
    });
  // On screen: the predicate holds and the page has painted (a page whose HTML holds its content, as
  // the server's view of the dashboard, has it in the document before its styles let it paint).
  const ms = Math.max(
    await shown.jsonValue(),
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const paint = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          if (paint() !== undefined) return resolve(paint());
          new PerformanceObserver(() => paint() !== undefined && resolve(paint())).observe({ type: 'paint' });
        }),
    ),
  );
  // The app itself has taken over (its first render committed; a page the server rendered shows its
  // content before that): the scripts counted are those it needed, as for a page the browser renders.
  const app = session
    ? await (
        await page.waitForFunction(
          () => performance.getEntriesByName('boot:committed')[0]?.startTime ?? false,
          undefined,
          { polling: 'raf', timeout: 60_000 },
        )
      ).jsonValue()
    : ms;
  // Where the time went: the app's start-up marks (lib/boot-marks.ts) and when the last of the page's
  // files before its content arrived.
  const { steps, scriptUrls } = await page.evaluate(
    (until) => {
      const content = until;
      const files = performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < content && new URL(e.name).pathname.startsWith('/assets/'));
      const marks = performance.getEntriesByType('mark').filter((m) => m.name.startsWith('boot:'));
      return {
        steps: {
          files: files.length ? Math.max(...files.map((e) => e.responseEnd)) : null,
          ...Object.fromEntries(marks.map((m) => [m.name.slice('boot:'.length), m.startTime])),
          fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
          doc: performance.getEntriesByType('navigation')[0]?.responseEnd ?? null,
        },
        // The scripts in by the time both the content and the app were there.
        scriptUrls: performance
          .getEntriesByType('resource')
          .filter((e) => e.responseEnd <= until && /\.js$/.test(new URL(e.name).pathname))
          .map((e) => e.name),
      };
    },
    Math.max(ms, app),
  );
  // BENCH_WATERFALL=1: when each request of the page started and ended (ms from navigation), once per
  // page; BENCH_WATERFALL=all: for every load, with the start-up marks.
  const everyLoad = process.env.BENCH_WATERFALL === 'all';
  if (process.env.BENCH_WATERFALL && (everyLoad || !listed.has(`waterfall ${url}`))) {
    listed.add(`waterfall ${url}`);
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, type: e.initiatorType })),
    );
    console.log(`\n${url}: content at ${Math.round(ms)} ms`);
    if (everyLoad)
      console.log(
        `  marks: ${Object.entries(steps)
          .map(([step, at]) => `${step} ${Math.round(at ?? 0)}`)
          .join(', ')}`,
      );
    for (const e of entries.filter((entry) => entry.start < ms))
      console.log(
        `  ${String(Math.round(e.start)).padStart(5)} -> ${String(Math.round(e.end)).padStart(5)} ms  ${e.type.padEnd(6)} ${new URL(e.name).pathname}`,
      );
  }
  const needed = new Set(scriptUrls);
  const loaded = (await Promise.all(scripts))
    .filter(({ url }) => needed.has(url))
    .map(({ url, body }) => ({
      url,
      gzip: gzipSync(body, { level: 9 }).length,
    }));
  const jsGzip = loaded.reduce((sum, script) => sum + script.gzip, 0);
  // BENCH_LIST=1: which scripts the page loaded before its content showed, largest first.
  if (process.env.BENCH_LIST && !listed.has(url)) {
    listed.add(url);
    console.log(`\n${url}: ${loaded.length} scripts, ${(jsGzip / 1000).toFixed(1)} kB gzip`);
    for (const script of [...loaded].sort((a, b) => b.gzip - a.gzip))
      console.log(`  ${(script.gzip / 1000).toFixed(1).padStart(7)} kB  ${new URL(script.url).pathname}`);
  }
  await context.close();
  return { ms, app, jsGzip, scripts: loaded.length, steps };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

ensureWebBuild({ quiet: true });
const bareDist = buildBarePage();
const bare = await serveBare(bareDist);
const dataDir = mkdtempSync(path.join(tmpdir(), 'gb-bench-web-'));
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
// A server that stops at once (port taken by another process) must not leave the run measuring that other one.
let serverGone = false;
void exited.then(() => (serverGone = true));
let browser;
let failed = false;
try {
  await waitReady(Date.now() + 120_000, () => serverGone);
  const host = await signUpHost(BASE);
  const guide = await seedGuide(BASE, host.token, { sections: 12, photos: 4, places: 8 });
  const session = await rememberedSession(BASE, host);

  // What "content" is on each page: the bare heading; the property's card; the editor's name field
  // holding the name; the report's first figure.
  const pages = {
    bare: { url: `http://127.0.0.1:${BARE_PORT}/`, shown: () => document.querySelector('h1') && performance.now() },
    dashboard: {
      url: `${BASE}/home`,
      session,
      shown: () =>
        [...document.querySelectorAll('main h3, main h4')].some((h) => h.textContent?.includes('Casa Sol')) &&
        performance.now(),
    },
    editor: {
      url: `${BASE}/home/guide/property-${guide.propertyId}`,
      session,
      shown: () =>
        [...document.querySelectorAll('input')].some((input) => input.value === 'Casa Sol') && performance.now(),
    },
    reports: {
      url: `${BASE}/home/reports`,
      session,
      shown: () => document.querySelector('[data-testid="stat-opens"]') && performance.now(),
    },
  };
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu', '--disable-dev-shm-usage'] });
  const results = Object.fromEntries(Object.keys(pages).map((name) => [name, []]));
  // One warm-up round (the server's first answers and Chromium's own start), not counted.
  for (const [, p] of Object.entries(pages)) await measureRetrying(browser, p.url, p.shown, p.session);
  for (let i = 0; i < RUNS; i++) {
    for (const [name, p] of Object.entries(pages))
      results[name].push(await measureRetrying(browser, p.url, p.shown, p.session));
    console.log(
      `run ${i + 1}: ${Object.entries(results)
        .map(([name, runs]) => `${name} ${Math.round(runs.at(-1).ms)} ms`)
        .join(', ')}`,
    );
  }
  const m = Object.fromEntries(
    Object.entries(results).map(([name, runs]) => [
      name,
      {
        ms: median(runs.map((r) => r.ms)),
        app: median(runs.map((r) => r.app)),
        jsGzip: median(runs.map((r) => r.jsGzip)),
        scripts: median(runs.map((r) => r.scripts)),
      },
    ]),
  );
  // Medians of each start-up step (ms from navigation start), for the pages that have them.
  const STEPS = ['doc', 'fcp', 'entry', 'code', 'ready', 'committed', 'files'];
  const stepLines = Object.entries(results)
    .filter(([, runs]) => runs.some((r) => r.steps?.entry !== undefined))
    .map(([name, runs]) => {
      const cells = STEPS.map((step) => {
        const values = runs.map((r) => r.steps?.[step]).filter((v) => typeof v === 'number');
        return `${step} ${values.length ? Math.round(median(values)) : '-'}`;
      });
      return `${name.padEnd(11)} ${cells.join(', ')}, content ${Math.round(median(runs.map((r) => r.ms)))} ms`;
    });
  const check = (ok) => (ok ? 'ok' : 'MISSED');
  console.log(
    `\n${new Date().toISOString()}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}, ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, median of ${RUNS}, network ${NETWORK.latency} ms RTT ${(NETWORK.downloadThroughput * 8) / 1e6} Mbit/s`,
  );
  if (hangs) console.log(`${hangs} load(s) hung and were loaded again (.tmp/bench-web-hang-*)`);
  if (stepLines.length) {
    console.log(
      'where the time goes (medians, ms from navigation start: lib/boot-marks.ts, then the last file before the content):',
    );
    for (const line of stepLines) console.log(`  ${line}`);
  }
  console.log('page        first-load JS gzip  scripts  time to content  vs bare  app ready  vs bare');
  for (const [name, r] of Object.entries(m)) {
    const ratio = r.ms / m.bare.ms;
    const target = TARGETS[name];
    const verdicts = target
      ? [
          check(r.jsGzip <= target.jsGzip),
          target.scripts ? check(r.scripts <= target.scripts) : null,
          check(ratio <= target.ratio),
        ].filter(Boolean)
      : [];
    if (verdicts.includes('MISSED')) failed = true;
    console.log(
      `${name.padEnd(11)} ${(r.jsGzip / 1000).toFixed(1).padStart(9)} kB ${String(r.scripts).padStart(14)} ${String(Math.round(r.ms)).padStart(12)} ms ${ratio.toFixed(2).padStart(8)}x ${String(Math.round(r.app)).padStart(7)} ms ${(r.app / m.bare.ms).toFixed(2).padStart(6)}x  ${
        target
          ? `(targets <= ${target.jsGzip / 1000} kB${target.scripts ? `, <= ${target.scripts} scripts` : ''}, <= ${target.ratio}x: ${verdicts.join(' ')})`
          : ''
      }`,
    );
  }
} finally {
  await browser?.close();
  bare.close();
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
