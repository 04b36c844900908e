import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { ensureDemoAccount } from './modules/user/demo-account';

/** Starts the server: config, lock, database + migrations, app, listen; drains cleanly on SIGTERM. */
async function main() {
  const startedAt = Date.now();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }

  let releaseLock = () => {};
  if (config.database.kind === 'pglite') {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(75);
      }
      throw error;
    }
  }

  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database });

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.appState.draining = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      releaseLock();
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      await app.close();
      await database.close();
      app.log.info('closed cleanly');
    } finally {
      releaseLock();
      clearTimeout(force);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    console.error(code === 'EADDRINUSE' ? `Port ${config.PORT} on ${config.HOST} is already in use. Set PORT to another port.` : String(error));
    await database.close();
    releaseLock();
    process.exit(1);
  }

  const demo = config.DEMO_ACCOUNT ? await ensureDemoAccount(database.db) : null;
  const lines = [`Guidebook is running at ${config.publicUrl} (database: ${database.kind}, started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`];
  if (demo) lines.push(`Demo host account created - email: ${demo.email}  password: ${demo.password}`);
  if (!config.SMTP_URL) {
    lines.push(
      config.DEV_OUTBOX
        ? `Mail is not sent (SMTP_URL is unset): confirmation and reset links are listed at ${config.publicUrl}${config.API_BASE_PATH}/dev/outbox`
        : 'Mail is not sent (SMTP_URL is unset): it is kept in the mail_outbox table',
    );
    if (config.DEV_OUTBOX && !['127.0.0.1', '::1', 'localhost'].includes(config.HOST)) {
      lines.push('Warning: the mail outbox page shows every sign-up and reset link; set SMTP_URL or DEV_OUTBOX=false on a shared server.');
    }
  }
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
