import type { Config } from '../../config';
import { imagesDir, LocalImageStorage } from './image-storage';
import { S3ImageStorage } from './image-storage-s3';

export type ConfiguredImageStorage = LocalImageStorage | S3ImageStorage;

const chosen = new WeakMap<Config, ConfiguredImageStorage>();

/**
 * The image storage the configuration names (IMAGE_STORAGE): files under DATA_DIR/images, or an
 * S3-compatible bucket. One per configuration, shared by the upload, serving and admin code.
 */
export function imageStorageFor(config: Config): ConfiguredImageStorage {
  let storage = chosen.get(config);
  if (!storage) {
    storage =
      config.IMAGE_STORAGE === 's3'
        ? new S3ImageStorage(
            {
              endpoint: config.S3_ENDPOINT,
              region: config.S3_REGION,
              // loadConfig refuses IMAGE_STORAGE=s3 without a bucket, and one key without the other.
              bucket: config.S3_BUCKET!,
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
              sessionToken: config.S3_SESSION_TOKEN,
              partSize: config.S3_PART_SIZE,
              forcePathStyle: config.S3_FORCE_PATH_STYLE,
              timeoutMs: config.S3_TIMEOUT_MS,
            },
            config.S3_PREFIX,
          )
        : new LocalImageStorage(imagesDir(config));
    chosen.set(config, storage);
  }
  return storage;
}
