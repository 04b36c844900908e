import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Browser } from '@playwright/test';
import type { SeededHost } from '../../../scripts/lib/guest-seed.mjs';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A journey's own server on its own port and empty data directory (the built web app of the main
 * run), for journeys that must stop it: the first Admin is made with `npm run admin:grant` while the
 * server is stopped, because the embedded database is held by one process.
 */
export function ownServer(portOffset: number, name: string) {
  const port = Number(process.env.E2E_PORT ?? 3199) + portOffset;
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `gb-e2e-${name}-`));
  let child: ChildProcess | null = null;

  return {
    base,
    async start() {
      child = spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          PUBLIC_URL: base,
          LOG_LEVEL: 'warn',
          SKIP_WEB_BUILD: '1',
          MALLOC_ARENA_MAX: '2',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await expect
        .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, {
          message: `the ${name} journey server starts`,
          timeout: 120_000,
          intervals: [500],
        })
        .toBe(200);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
    /** The documented way to make the first Admin (run while the server is stopped). */
    grantAdmin(email: string) {
      const grant = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['server/src/cli/admin-grant.ts', email], {
        cwd: ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      });
      expect(grant.status, grant.stderr).toBe(0);
      expect(grant.stdout).toContain('is now an Admin');
    },
    /** A new browser context on this server, signed in through the login form. */
    async signedInPage(browser: Browser, account: SeededHost, viewport: { width: number; height: number }) {
      const context = await browser.newContext({ baseURL: base, viewport, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(/\/home/);
      return page;
    },
  };
}
