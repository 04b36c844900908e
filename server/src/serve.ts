import { buildApp } from './app';
import type { Config } from './config';
import { databaseErrorSummary, retryWhileUnavailable, tolerateDatabaseOutages } from './db/availability';
import type { Database } from './db/client';
import { checkImageStoreAtStart, DAILY_SWEEP_MS, MediaRepository, sweepImageStore } from './modules/media';
import { ensureDemoAccount } from './modules/user';
import { checkFileStoreAtStart } from './modules/videos';
import { fileStoreFor, imageStorageFor } from './modules/storage';

export interface ServeOptions {
  config: Config;
  /** Open, with every migration applied. */
  database: Database;
  /** Releases the data directory's lock (embedded mode; a no-op on PostgreSQL). */
  releaseLock: () => void;
  startupWaitMs: number;
  /** When the process began to start (Date.now()), for the start-up line. */
  startedAt: number;
}

/**
 * The server once its database is open: the stores' checks, the app, listen, draining on SIGTERM,
 * the daily sweeps. Loaded by server.ts while the database opens (the app's modules are most of what
 * a start loads).
 */
export async function serve({ config, database, releaseLock, startupWaitMs, startedAt }: ServeOptions): Promise<void> {
  // Instances on one database must share their image store (a shared volume or one bucket), or photos
  // go missing; a bucket's settings are proven by a first request (wrong keys stop the start here).
  // Uploaded videos and manuals follow the image store; the newest the database lists must be visible there.
  const imageStore = imageStorageFor(config);
  const fileStore = fileStoreFor(config);
  for (const check of [
    () => checkImageStoreAtStart(database.db, imageStore, config.database.kind),
    () => checkFileStoreAtStart(database.db, fileStore, config.database.kind),
  ]) {
    const outcome = await check();
    if (outcome.fatal) {
      console.error(outcome.fatal);
      await database.close();
      process.exit(78);
    }
    if (outcome.warning) console.warn(outcome.warning);
  }
  // Building the app reads a few settings from the database, which may have gone away again meanwhile.
  const app = await retryWhileUnavailable(() => buildApp({ config, database }), {
    initialDelayMs: 500,
    maxDelayMs: 30_000,
    giveUpAfterMs: startupWaitMs,
    onRetry: ({ attempt, delayMs, error }) =>
      console.warn(
        `database unreachable while starting; retrying ${JSON.stringify({ attempt, retryInMs: delayMs, err: databaseErrorSummary(error) })}`,
      ),
  });
  database.useLogger(app.log.child({ module: 'database' }));
  process.on('unhandledRejection', tolerateDatabaseOutages(app.log.child({ module: 'database' })));

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
      // New requests get 503 + Retry-After (the port stays open) until those in progress finish.
      await app.drain();
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
    console.error(
      code === 'EADDRINUSE'
        ? `Port ${config.PORT} on ${config.HOST} is already in use. Set PORT to another port.`
        : String(error),
    );
    await database.close();
    releaseLock();
    process.exit(1);
  }

  // What a crash left behind (half-written temporaries of photos, videos and manuals, image files
  // whose row was never written, uploads spooled on their way to the bucket): swept in the background
  // once the server is serving, and again every day, since an instance may run for months.
  const sweepLeftovers = () => {
    void sweepImageStore(imageStore, (keys) => new MediaRepository(database.db).referencedKeys(keys)).then(
      (swept) => app.log.info(swept, 'image directory swept'),
      (error: unknown) => app.log.warn({ err: error }, 'image directory sweep failed; it runs again tomorrow'),
    );
    void fileStore.sweepTemporaries().then(
      (removed) => removed && app.log.info({ removed }, 'upload temporaries swept'),
      (error: unknown) => app.log.warn({ err: error }, 'upload temporaries sweep failed; it runs again tomorrow'),
    );
  };
  sweepLeftovers();
  // Unreferenced: it never keeps the process up, and shutdown exits the process.
  setInterval(sweepLeftovers, DAILY_SWEEP_MS).unref();

  const demo = config.DEMO_ACCOUNT
    ? await ensureDemoAccount(database.db).catch((error: unknown) => {
        app.log.warn({ err: error }, 'demo account not created');
        return null;
      })
    : null;
  const lines = [
    `Guidebook is running at ${config.publicUrl} (database: ${database.kind}, started in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
  ];
  if (demo) lines.push(`Demo host account created - email: ${demo.email}  password: ${demo.password}`);
  if (!config.SMTP_URL) {
    lines.push(
      config.DEV_OUTBOX
        ? `Mail is not sent (SMTP_URL is unset): confirmation and reset links are listed at ${config.publicUrl}${config.API_BASE_PATH}/dev/outbox (answered only to requests from this machine)`
        : 'Mail is not sent (SMTP_URL is unset): it is kept in the mail_outbox table',
    );
    if (config.DEV_OUTBOX && !['127.0.0.1', '::1', 'localhost'].includes(config.HOST)) {
      lines.push(
        'Note: the mail outbox page shows every sign-up and reset link; it answers only this machine (not through a proxy). Set SMTP_URL on a shared server.',
      );
    }
  }
  console.log(lines.join('\n'));
}
