import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import type { NewMediaRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { type ImageStorage, ImageStorageError, imageKey } from '../storage';
import type { ProcessedImage } from './image-processor';

/** Logs what cannot be reported to the caller (a file left behind, a storage refusal). */
type Warn = (details: object, message: string) => void;

/**
 * A storage that cannot take the files (disk full: 507; unwritable: 503) is the operator's problem,
 * not the host's: a clear translated message, and nothing recorded (rows are written only after
 * every file is stored).
 */
function storageRefusal(error: unknown, warn: Warn): unknown {
  if (!(error instanceof ImageStorageError)) return error;
  warn({ err: error.cause, kind: error.kind }, 'image storage refused a write');
  return error.kind === 'full'
    ? new AppError(507, ERROR_CODES.insufficientStorage, ERROR_KEYS.storageFull)
    : new AppError(503, ERROR_CODES.unavailable, ERROR_KEYS.storageUnavailable, { headers: { 'retry-after': '60' } });
}

/** Stores an image's small and large variants; answers their keys (none is left behind when one fails). */
export async function storeVariants(
  storage: ImageStorage,
  id: string,
  image: ProcessedImage,
  warn: Warn,
): Promise<string[]> {
  const small = imageKey(id, 's', image.small.extension);
  const large = imageKey(id, 'l', image.large.extension);
  try {
    await storage.put(small, image.small.data, image.small.contentType);
    await storage.put(large, image.large.data, image.large.contentType);
  } catch (error) {
    await removeImageFiles(storage, [small, large], warn);
    throw storageRefusal(error, warn);
  }
  return [small, large];
}

/** The media row's columns describing the stored variants. */
export function variantColumns(
  keys: string[],
  image: ProcessedImage,
): Pick<NewMediaRow, 'smallPath' | 'largePath' | 'width' | 'height' | 'smallWidth' | 'smallHeight' | 'storedBytes'> {
  return {
    smallPath: keys[0]!,
    largePath: keys[1]!,
    width: image.large.width,
    height: image.large.height,
    smallWidth: image.small.width,
    smallHeight: image.small.height,
    storedBytes: image.small.data.byteLength + image.large.data.byteLength,
  };
}

/** Removes image files, logging (not throwing) what cannot be removed. */
export async function removeImageFiles(storage: ImageStorage, keys: string[], warn: Warn): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      warn({ key, err: error }, 'could not remove an image file');
    }
  }
}
