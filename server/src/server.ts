import { ConfigError, loadConfig } from './config';
import { databaseErrorSummary, isDatabaseUnavailable } from './db/availability';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';

/**
 * Starts the server: config, lock, database + migrations, then serve.ts (app, listen; drains cleanly
 * on SIGTERM). The app's modules load while the database opens (decisions 063 and 072).
 */
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
  // A PostgreSQL server that is down or restarting is waited for (with backoff) instead of exiting.
  const startupWaitMs = config.DATABASE_STARTUP_WAIT_SECONDS * 1000;
  const opening = openDatabase(config.database, { startupWaitMs }).catch((error: unknown) => {
    if (isDatabaseUnavailable(error)) {
      console.error(
        `The database could not be reached within DATABASE_STARTUP_WAIT_SECONDS (${config.DATABASE_STARTUP_WAIT_SECONDS} s): ${databaseErrorSummary(error).message}`,
      );
      releaseLock();
      process.exit(1);
    }
    throw error;
  });
  // Most of what a start loads and evaluates is the app's modules: that runs while the database
  // opens (PostgreSQL answers over the network; PGlite opens in its worker thread, decisions 068 and 072).
  // The database is asked first: import() reads and compiles the modules' chunk before it returns.
  // Nothing answers requests before both are done. A failure to load is reported once the database
  // is open.
  const serving = import('./serve').then(
    (module) => ({ module, error: null }),
    (error: unknown) => ({ module: null, error }),
  );
  const database = await opening;
  const { module, error } = await serving;
  if (!module) {
    await database.close();
    releaseLock();
    throw error;
  }
  await module.serve({ config, database, releaseLock, startupWaitMs, startedAt });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
