import path from 'node:path';
import type { Config } from '../../config';
import { imageStorageFor } from './image-storage-select';
import { S3FileStore } from './file-store-s3';
import { filesDir, StoredFiles } from './file-store';

export type ConfiguredFileStore = StoredFiles | S3FileStore;

const chosen = new WeakMap<Config, ConfiguredFileStore>();

/** Where uploads are spooled before they go to a bucket. */
export const spoolDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'tmp');

/**
 * The store for uploaded videos and manuals: the one IMAGE_STORAGE names for photos, so every
 * instance that shares the photos shares the files too. Local: DATA_DIR/files. S3: the image bucket
 * (same client and credentials) under `{S3_PREFIX}files/`. One per configuration.
 */
export function fileStoreFor(
  config: Config,
  warn?: (details: Record<string, unknown>, message: string) => void,
): ConfiguredFileStore {
  let store = chosen.get(config);
  if (!store) {
    const images = imageStorageFor(config);
    store =
      images.kind === 's3'
        ? new S3FileStore(images.client, `${images.prefix}files/`, spoolDir(config), warn)
        : new StoredFiles(filesDir(config));
    chosen.set(config, store);
  }
  if (warn && store.kind === 's3') store.warn = warn;
  return store;
}
