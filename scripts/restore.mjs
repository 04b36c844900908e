// `npm run restore -- <backup directory>`: restores a backup made by `npm run backup` into DATA_DIR,
// which must be new or empty. See docs/operations.md, "Backups".
import { register } from 'tsx/esm/api';

register();
const { loadConfig } = await import('../server/src/config.ts');
const { restore, BackupError } = await import('./lib/backup.ts');
const { DataDirLockedError } = await import('../server/src/db/data-dir-lock.ts');

const from = process.argv[2];
if (!from) {
  console.error(
    'Usage: npm run restore -- <backup directory>   (restores into DATA_DIR, default ./data, which must be new or empty)',
  );
  process.exit(64);
}
const config = loadConfig();
if (config.database.kind === 'postgres') {
  console.error(
    'DATABASE_URL is set: restore PostgreSQL with pg_restore (see docs/operations.md, "Backups"); this command restores the embedded database.',
  );
  process.exit(64);
}
try {
  const manifest = await restore(from, config.dataDir);
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir} (${manifest.files.count} files). Start the server with this DATA_DIR.`,
  );
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
