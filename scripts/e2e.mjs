// `npm run test:e2e`: browser journeys in Debian's Chromium through Playwright. Without a Chromium
// the suite is skipped loudly; with REQUIRE_E2E=1 (CI) that is a failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ensureWebBuild, ROOT } from './lib/web-build.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const line = `SKIPPED: browser journeys - no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`;
  console.log(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  process.exit(process.env.REQUIRE_E2E === '1' ? 1 : 0);
}
ensureWebBuild();
const result = spawnSync(
  process.execPath,
  [path.join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--config', 'web/playwright.config.ts', ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromium } },
);
process.exit(result.status ?? 1);
