// `npm run test:e2e`: browser journeys in Debian's Chromium through Playwright. Without a Chromium
// the suite is skipped loudly; with REQUIRE_E2E=1 (CI) that is a failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureServerBuild } from './lib/server-build.mjs';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = `SKIPPED: browser journeys - no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
  console.log(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}
ensureWebBuild();
// Built once here, before the configurations start their servers together.
await ensureServerBuild();

/**
 * Two Playwright configurations: the journeys on the default server (web/playwright.config.ts) and
 * those needing servers with the optional third parties configured against local fakes
 * (web/playwright.third-parties.config.ts, files under web/e2e/third-parties/). Named spec files
 * go to the configuration that holds them; other arguments go to both.
 */
const THIRD_PARTIES = /(^|[\\/])third-parties[\\/]/;
// A spec file (optionally with :line) names its configuration; everything else (options and their
// values, such as -g "title") goes to each run unchanged.
const isSpecFile = (arg) => /\.spec\.ts(:\d+)*$/.test(arg);
const args = process.argv.slice(2);
const options = args.filter((arg) => !isSpecFile(arg));
const files = args.filter(isSpecFile);
const runs = [
  { config: 'web/playwright.config.ts', files: files.filter((file) => !THIRD_PARTIES.test(file)) },
  { config: 'web/playwright.third-parties.config.ts', files: files.filter((file) => THIRD_PARTIES.test(file)) },
].filter((run) => files.length === 0 || run.files.length > 0);

/**
 * The configurations run side by side (their ports and output directories differ): the third-party
 * journeys mostly wait for their servers to start, which overlaps the main run instead of following
 * it. The first run writes to the terminal as it goes; each other run's output is held and printed
 * whole when it ends, so the lines of two runs never interleave.
 */
function runPlaywright(run, live) {
  const child = spawn(
    process.execPath,
    // A filter (-g) may match only one configuration's journeys: the other then has none to run.
    [
      path.join(ROOT, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--config',
      run.config,
      ...(files.length === 0 && options.length > 0 ? ['--pass-with-no-tests'] : []),
      ...options,
      ...run.files,
    ],
    {
      cwd: ROOT,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium },
    },
  );
  const held = [];
  child.stdout?.on('data', (chunk) => held.push(chunk));
  child.stderr?.on('data', (chunk) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => {
      held.push(Buffer.from(`${error.message}\n`));
      resolve({ run, status: 1, held });
    });
    child.on('close', (code, signal) => resolve({ run, status: code ?? (signal ? 1 : 0), held }));
  });
}

const [first, ...others] = runs;
const heldRuns = others.map((run) => runPlaywright(run, false));
const results = [await runPlaywright(first, true)];
for (const pending of heldRuns) {
  const result = await pending;
  process.stdout.write(`\n== ${result.run.config}\n`);
  process.stdout.write(Buffer.concat(result.held));
  results.push(result);
}
process.exit(results.find((result) => result.status !== 0)?.status ?? 0);
