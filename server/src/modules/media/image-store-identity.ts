import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client';
import { settingOrInsert } from '../../db/app-settings.repository';
import { type ConfiguredImageStorage, S3RequestError, type S3ImageStorage, S3UnreachableError } from '../storage';

/** The file in the image directory naming which image store it is. */
export const IMAGE_STORE_MARKER = '.image-store-id';
const SETTING = 'image_store_id';

export class ImageStoreMismatchError extends Error {
  constructor(dir: string, bucket?: string) {
    super(
      bucket
        ? [
            `The image ${bucket} is not the image store the other instances on this database use.`,
            'Instances sharing a PostgreSQL database must share one image store: give every instance the same',
            'IMAGE_STORAGE and S3_* settings. When moving from local files to a bucket, copy DATA_DIR/images',
            'into the bucket including its .image-store-id file. See docs/operations.md.',
          ].join('\n')
        : [
            `The image directory ${dir} is not the one the other instances on this database use.`,
            'Instances sharing a PostgreSQL database must share one image directory: mount the same volume at',
            'DATA_DIR/images on every instance (or run a single instance). Otherwise photos uploaded through one',
            'instance are missing on the others. See docs/operations.md.',
          ].join('\n'),
    );
    this.name = 'ImageStoreMismatchError';
  }
}

/** The id written in the directory's marker file, created on first use. */
async function markerOf(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, IMAGE_STORE_MARKER);
  try {
    await writeFile(file, `${randomBytes(16).toString('hex')}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(file, 'utf8')).trim();
}

/**
 * Several instances on one PostgreSQL database must see the same image files. The first instance
 * records its image directory's id in the database; an instance whose directory carries another id
 * (its own local disk) refuses to start, instead of serving guides with missing photos.
 */
export async function assertSharedImageStore(db: Db, store: string | S3ImageStorage): Promise<void> {
  // A bucket keeps its id in an object next to the images; a copy of a directory into a bucket keeps its id.
  const local = typeof store === 'string' ? await markerOf(store) : await store.storeId();
  if ((await settingOrInsert(db, SETTING, local)) !== local)
    throw typeof store === 'string'
      ? new ImageStoreMismatchError(store)
      : new ImageStoreMismatchError('', store.describe());
}

/**
 * The start-up check of the configured image store: on PostgreSQL (several instances possible) the
 * shared-store check above, and with a bucket a first request that proves the settings work.
 * Returns what to tell the operator: a fatal message (wrong keys, missing bucket, another store:
 * exit 78), a warning (bucket unreachable or failing now: images answer 503 until it is back, and
 * the check runs at the next start), or nothing.
 */
export async function checkImageStoreAtStart(
  db: Db,
  storage: ConfiguredImageStorage,
  databaseKind: 'pglite' | 'postgres',
): Promise<{ fatal?: string; warning?: string }> {
  if (databaseKind !== 'postgres' && storage.kind !== 's3') return {};
  try {
    await assertSharedImageStore(db, storage.kind === 's3' ? storage : storage.root);
    return {};
  } catch (error) {
    if (error instanceof ImageStoreMismatchError) return { fatal: error.message };
    if (error instanceof S3UnreachableError || (error instanceof S3RequestError && error.statusCode >= 500)) {
      return { warning: `Image storage: ${error.message}. Photos cannot be stored or shown until the bucket answers.` };
    }
    if (error instanceof S3RequestError)
      return { fatal: `Image storage (IMAGE_STORAGE=s3) refused the start-up check: ${error.message}` };
    throw error;
  }
}
