// `npm run backup [-- <directory>]`: a consistent copy of the embedded installation (database and
// files under DATA_DIR) while the server is stopped. See docs/operations.md, "Backups".
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { loadConfig } = await import('../server/src/config.ts');
const { backup, BackupError } = await import('./lib/backup.ts');
const { DataDirLockedError } = await import('../server/src/db/data-dir-lock.ts');

const config = loadConfig();
if (config.database.kind === 'postgres') {
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump, and DATA_DIR (or the image bucket) with your file backup. See docs/operations.md, "Backups".',
  );
  process.exit(64);
}
if (config.IMAGE_STORAGE === 's3')
  console.warn(
    'IMAGE_STORAGE=s3: photos are in the bucket and not in this backup; back the bucket up too (docs/operations.md, "Backups").',
  );
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const out = path.resolve(process.argv[2] ?? path.join('backups', `guidebook-${stamp}`));
try {
  const manifest = await backup(config.dataDir, out);
  const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `Backup of ${config.dataDir} written to ${out}\n  database: ${mb(manifest.database.bytes)} MB (compressed)\n  files: ${manifest.files.count} (${mb(manifest.files.bytes)} MB)`,
  );
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(
      `${error.message}\nStop the server (SIGTERM; it finishes its requests first), run the backup, then start it again.`,
    );
    process.exit(75);
  }
  if (error instanceof BackupError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
