import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { TEMPORARY_SUFFIX } from './image-storage';

/** Files younger than this are never swept: an upload stores its files a moment before its row. */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

/** A half-written file of ours: ".<name>.<random>.tmp" (image store) or ".<name>.tmp" (file store). */
export const isTemporaryName = (name: string) => name.startsWith('.') && name.endsWith(TEMPORARY_SUFFIX);

/**
 * Removes the temporaries a crash left anywhere under `root` (an upload cut off mid-write), older
 * than `minAgeMs` so an upload in progress keeps its file. Answers how many went and how many could
 * not be removed; a missing directory is nothing to sweep.
 */
export async function sweepTemporaries(
  root: string,
  options: { minAgeMs?: number; now?: Date } = {},
): Promise<{ temporaries: number; failed: number }> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.minAgeMs ?? SWEEP_MIN_AGE_MS);
  const result = { temporaries: 0, failed: 0 };
  let names: string[];
  try {
    names = await readdir(root, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  for (const name of names) {
    if (!isTemporaryName(path.basename(name))) continue;
    const file = path.join(root, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
    try {
      await rm(file, { force: true });
      result.temporaries += 1;
    } catch {
      result.failed += 1;
    }
  }
  return result;
}
