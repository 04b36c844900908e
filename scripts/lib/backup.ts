/**
 * Backup and restore of the embedded installation (PGlite in DATA_DIR/pglite, photos, videos and
 * manuals in the other directories of DATA_DIR), used by `npm run backup` and `npm run restore`.
 *
 * Consistency by stopping the world: both take the data-dir lock the server holds while it runs, so
 * they refuse to work next to a running server and no server can start while they work. The
 * database is written as PGlite's own dump of its data directory (a gzipped tar, `dumpDataDir`),
 * the files are copied as they are; with the server stopped the two describe the same moment.
 *
 * A backup is a directory:
 *   manifest.json      format, date, database file checksum, file count and bytes
 *   database.tar.gz    the PGlite data directory
 *   files/             every other entry of DATA_DIR (images/, files/, ...)
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../../server/src/db/client';
import { lockDataDir } from '../../server/src/db/data-dir-lock';

export const BACKUP_FORMAT = 1;
const DATABASE_FILE = 'database.tar.gz';
const FILES_DIR = 'files';
/**
 * Entries of DATA_DIR that are not copied as files: the database (dumped), the server's lock and
 * `tmp` (uploads being spooled on their way to a bucket; what a crash left there is swept at start).
 */
const NOT_FILES = new Set(['pglite', 'server.lock', 'tmp']);

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: { file: string; sha256: string; bytes: number };
  files: { count: number; bytes: number };
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function tally(dir: string): { count: number; bytes: number } {
  let count = 0;
  let bytes = 0;
  if (!existsSync(dir)) return { count, bytes };
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    if (stat.isDirectory()) {
      const inner = tally(full);
      count += inner.count;
      bytes += inner.bytes;
    } else {
      count += 1;
      bytes += stat.size;
    }
  }
  return { count, bytes };
}

/** Writes a backup of `dataDir` into `out` (a directory that must not exist yet). */
export async function backup(dataDir: string, out: string): Promise<BackupManifest> {
  const pgliteDir = path.join(dataDir, 'pglite');
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new BackupError(
      `No embedded database in ${pgliteDir}: nothing to back up (with DATABASE_URL, use pg_dump; see docs/operations.md).`,
    );
  if (existsSync(out)) throw new BackupError(`${out} already exists; name a new directory for the backup.`);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(pgliteDir, { extensions: pgliteExtensions });
    let dump: Buffer;
    try {
      dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, DATABASE_FILE), dump);
    const files = path.join(out, FILES_DIR);
    mkdirSync(files);
    for (const name of readdirSync(dataDir)) {
      if (NOT_FILES.has(name)) continue;
      // A directory mounted or linked from elsewhere (a bigger disk for images) is copied by content.
      cpSync(path.join(dataDir, name), path.join(files, name), {
        recursive: true,
        dereference: true,
        preserveTimestamps: true,
      });
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: { file: DATABASE_FILE, sha256: sha256(dump), bytes: dump.length },
      files: tally(files),
    };
    writeFileSync(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    release();
  }
}

/** Restores a backup into `dataDir`, which must hold no database yet (a fresh or empty directory). */
export async function restore(from: string, dataDir: string): Promise<BackupManifest> {
  const manifestFile = path.join(from, 'manifest.json');
  if (!existsSync(manifestFile)) throw new BackupError(`${from} is not a backup (no manifest.json).`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(`Backup format ${String(manifest.format)} is not supported (expected ${BACKUP_FORMAT}).`);
  const dump = readFileSync(path.join(from, manifest.database.file));
  if (sha256(dump) !== manifest.database.sha256)
    throw new BackupError(`${manifest.database.file} does not match its checksum: the backup is damaged.`);
  mkdirSync(dataDir, { recursive: true });
  const present = readdirSync(dataDir).filter((name) => name !== 'server.lock');
  if (present.length)
    throw new BackupError(
      `${dataDir} is not empty (${present.slice(0, 5).join(', ')}); restore into a new DATA_DIR, or move the old one away first.`,
    );
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(path.join(dataDir, 'pglite'), {
      extensions: pgliteExtensions,
      loadDataDir: new Blob([new Uint8Array(dump)]),
    });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    const files = path.join(from, FILES_DIR);
    if (existsSync(files)) {
      for (const name of readdirSync(files))
        cpSync(path.join(files, name), path.join(dataDir, name), { recursive: true, preserveTimestamps: true });
    }
    const restored = tally(dataDir);
    const database = tally(path.join(dataDir, 'pglite'));
    if (restored.count - database.count < manifest.files.count)
      throw new BackupError(`Only ${restored.count - database.count} of ${manifest.files.count} files were restored.`);
    return manifest;
  } finally {
    release();
  }
}
