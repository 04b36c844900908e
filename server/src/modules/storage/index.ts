/**
 * Where uploaded photos, videos and manuals are kept: files under DATA_DIR or objects in one
 * S3-compatible bucket, chosen by IMAGE_STORAGE. Other modules import from here only.
 */
export { sendBucketObject } from './bucket-proxy';
export {
  type ImageStorage,
  ImageStorageError,
  imageKey,
  imagesDir,
  isImageKey,
  LocalImageStorage,
  newImageId,
} from './image-storage';
export { IMAGE_CACHE_CONTROL, S3ImageStorage } from './image-storage-s3';
export { type ConfiguredImageStorage, imageStorageFor } from './image-storage-select';
export {
  FILES_ROUTE_PREFIX,
  type FileStore,
  filesDir,
  type IncomingFile,
  isStoredFileKey,
  manualFileKey,
  videoFileKey,
} from './file-store';
export { S3FileStore, storedFileType } from './file-store-s3';
export { fileStoreFor } from './file-store-select';
export { S3RequestError, S3UnreachableError } from './bucket';
export { isTemporaryName, SWEEP_MIN_AGE_MS } from './temporaries';
