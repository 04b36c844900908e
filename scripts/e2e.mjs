// `npm run test:e2e`: browser journeys in Debian's Chromium through Playwright. Without a Chromium
// the suite is skipped loudly; with REQUIRE_E2E=1 (CI) that is a failure.
import { spawnSync } from 'node:child_process';
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

let status = 0;
for (const run of runs) {
  const result = spawnSync(
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
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium },
    },
  );
  if ((result.status ?? 1) !== 0) status = result.status ?? 1;
}
process.exit(status);
