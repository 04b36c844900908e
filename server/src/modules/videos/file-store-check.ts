import type { Db } from '../../db/client';
import { type FileStore, S3RequestError, S3UnreachableError } from '../storage';
import { VideosRepository } from './videos.repository';

/** How many of the newest uploaded files the start-up check looks for (one HEAD or stat each). */
export const FILE_CHECK_SAMPLE = 10;

/**
 * Whether the file store holds the videos and manuals the database lists, checked at start-up with
 * the same outcome as the image store's check (checkImageStoreAtStart): a fatal message (exit 78)
 * when none of the newest uploads can be seen while instances may share the database (PostgreSQL) or
 * the store is a bucket - an instance on its own local disk, a fresh volume, or a move to a bucket
 * without copying DATA_DIR/files - a warning when only some are missing (removed by hand) or the
 * bucket does not answer now, nothing when all are there or nothing was uploaded yet. On PGlite
 * with local files (one instance, its own data directory) missing files are only a warning.
 *
 * The image store's identity check already makes instances on one database share a bucket and
 * prefix (files live under the same prefix) or an image volume; this check covers what it cannot
 * see: a DATA_DIR/files that is not the one the uploads went to.
 */
export async function checkFileStoreAtStart(
  db: Db,
  store: FileStore,
  databaseKind: 'pglite' | 'postgres',
): Promise<{ fatal?: string; warning?: string }> {
  const keys = await new VideosRepository(db).newestFileKeys(FILE_CHECK_SAMPLE);
  if (!keys.length) return {};
  let missing: string[];
  try {
    const seen = await Promise.all(keys.map((key) => store.exists(key)));
    missing = keys.filter((_, i) => !seen[i]);
  } catch (error) {
    if (error instanceof S3UnreachableError || (error instanceof S3RequestError && error.statusCode >= 500)) {
      return {
        warning: `File storage: ${error.message}. Videos and manuals cannot be stored or shown until the bucket answers.`,
      };
    }
    if (error instanceof S3RequestError)
      return { fatal: `File storage (IMAGE_STORAGE=s3) refused the start-up check: ${error.message}` };
    throw error;
  }
  if (!missing.length) return {};
  const where = store.kind === 's3' ? 'the bucket' : 'this directory';
  const copy =
    store.kind === 's3'
      ? 'When moving from local files to a bucket, copy DATA_DIR/files into the bucket under {S3_PREFIX}files/.'
      : 'Instances sharing a PostgreSQL database must share the same volume at DATA_DIR/files (or use IMAGE_STORAGE=s3).';
  const summary = `The file store (${store.describe()}) is missing ${missing.length} of the ${keys.length} newest uploaded videos and manuals the database lists (e.g. ${missing[0]}).`;
  if (missing.length === keys.length && (databaseKind === 'postgres' || store.kind === 's3')) {
    return {
      fatal: [
        summary,
        `None of them are in ${where}: it is not the store the uploads went to.`,
        copy,
        'See docs/operations.md.',
      ].join('\n'),
    };
  }
  return { warning: `${summary} Guests get a 404 for those files. ${copy}` };
}
