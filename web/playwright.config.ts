import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3199);
/** Each run gets its own empty data directory, so journeys start from a fresh product. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'gb-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
/** A fake Pexels API (web/e2e/support/fake-pexels.mjs) so stock-photo search runs without the network. */
const pexelsPort = Number(process.env.E2E_PEXELS_PORT ?? port + 1000);
process.env.E2E_PEXELS_PORT = String(pexelsPort);
const pexelsKey = 'e2e-key';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  // Journeys that need their own server configuration run from playwright.third-parties.config.ts.
  testIgnore: ['third-parties/**'],
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node web/e2e/support/fake-pexels.mjs',
      cwd: root,
      url: `http://127.0.0.1:${pexelsPort}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_PEXELS_PORT: String(pexelsPort), FAKE_PEXELS_KEY: pexelsKey },
    },
    {
      command: 'node scripts/start.mjs',
      cwd: root,
      url: `http://127.0.0.1:${port}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        SKIP_WEB_BUILD: '1',
        PEXELS_API_KEY: pexelsKey,
        PEXELS_API_URL: `http://127.0.0.1:${pexelsPort}/v1`,
        PEXELS_IMAGE_HOSTS: `http://127.0.0.1:${pexelsPort}`,
      },
    },
  ],
});
