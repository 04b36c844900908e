import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './playwright.config';

/**
 * Journeys with the optional third-party services configured (web/e2e/third-parties/): one server per
 * configuration (Google sign-in, reCAPTCHA, analytics), each pointed at one local fake of Google's
 * scripts and endpoints (web/e2e/support/fake-google.mjs), so the Content-Security-Policy and the
 * client code are exercised as they would be against Google, without the network.
 * Translation help (decision 055) runs on its own server with TRANSLATION_PROVIDER=deepl against the
 * DeepL stand-in of the unit tests (web/e2e/support/fake-deepl.ts).
 * Ports: E2E_PORT + 11 (fake), + 12 (Google), + 13 (reCAPTCHA), + 14 (analytics), + 15 (fake DeepL),
 * + 16 (translation): clear of the main run's (E2E_PORT + 0 to + 4, + 1000), which runs at the same time.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const base = Number(process.env.E2E_PORT ?? 3199) + 10;
const fakePort = base + 1;
const fake = `http://127.0.0.1:${fakePort}`;
export const THIRD_PARTY_PORTS = {
  fake: fakePort,
  google: base + 2,
  recaptcha: base + 3,
  analytics: base + 4,
  deepl: base + 5,
  translation: base + 6,
};
const DEEPL_KEY = 'e2e-deepl-key';
for (const [name, port] of Object.entries(THIRD_PARTY_PORTS))
  process.env[`E2E_${name.toUpperCase()}_PORT`] = String(port);

const dataDirRoot = mkdtempSync(path.join(tmpdir(), 'gb-e2e-3p-'));
const server = (name: keyof typeof THIRD_PARTY_PORTS, env: Record<string, string>) => {
  const port = THIRD_PARTY_PORTS[name];
  return {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDirRoot, name),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      SKIP_WEB_BUILD: '1',
      DEMO_ACCOUNT: 'false',
      ...env,
    },
  };
};

export default defineConfig({
  testDir: './e2e/third-parties',
  // Beside, not inside, the main run's test-results/ (which each main run empties first).
  outputDir: path.join(root, 'test-results-third-parties'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'third-parties', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node web/e2e/support/fake-google.mjs',
      cwd: root,
      url: `${fake}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_GOOGLE_PORT: String(fakePort) },
    },
    server('google', {
      GOOGLE_CLIENT_ID: 'e2e-client.apps.googleusercontent.com',
      GOOGLE_GSI_SCRIPT_URL: `${fake}/gsi/client`,
      GOOGLE_JWKS_URL: `${fake}/oauth2/v3/certs`,
    }),
    server('recaptcha', {
      RECAPTCHA_SITE_KEY: 'e2e-site-key',
      RECAPTCHA_SECRET: 'e2e-secret',
      RECAPTCHA_SCRIPT_URL: `${fake}/recaptcha/api.js`,
      RECAPTCHA_VERIFY_URL: `${fake}/recaptcha/api/siteverify`,
    }),
    server('analytics', { ANALYTICS_ID: 'G-E2E123', ANALYTICS_SCRIPT_URL: `${fake}/gtag/js` }),
    {
      command: 'node --import tsx web/e2e/support/fake-deepl.ts',
      cwd: root,
      port: THIRD_PARTY_PORTS.deepl,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { FAKE_DEEPL_PORT: String(THIRD_PARTY_PORTS.deepl), FAKE_DEEPL_KEY: DEEPL_KEY },
    },
    server('translation', {
      TRANSLATION_PROVIDER: 'deepl',
      DEEPL_API_KEY: DEEPL_KEY,
      DEEPL_API_URL: `http://127.0.0.1:${THIRD_PARTY_PORTS.deepl}`,
    }),
  ],
});
