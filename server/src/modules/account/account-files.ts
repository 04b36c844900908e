import type { FileStore, ImageStorage } from '../storage';
import type { AccountFiles } from './account.repository';

/** Files removed in parallel (a bucket answers each DELETE in a round trip). */
const REMOVALS_AT_ONCE = 16;

/**
 * Removes a deleted account's files: photos from the image store, videos and manuals from the file
 * store (local disk or bucket). Removing a missing file succeeds, so running it twice - a retried
 * event - changes nothing. Throws when a file could not be removed, so the event is retried.
 */
export async function removeAccountFiles(
  stores: { images: ImageStorage; files: FileStore },
  files: AccountFiles,
): Promise<void> {
  const removals = [
    ...files.images.map((key) => () => stores.images.delete(key)),
    ...files.files.map((key) => () => stores.files.delete(key)),
  ];
  const results: PromiseSettledResult<void>[] = [];
  for (let i = 0; i < removals.length; i += REMOVALS_AT_ONCE)
    results.push(...(await Promise.allSettled(removals.slice(i, i + REMOVALS_AT_ONCE).map((remove) => remove()))));
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) {
    throw new Error(`${failed.length} of ${results.length} files of a deleted account could not be removed`, {
      cause: (failed[0] as PromiseRejectedResult).reason,
    });
  }
}
