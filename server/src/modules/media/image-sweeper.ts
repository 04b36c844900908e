import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  type ConfiguredImageStorage,
  isImageKey,
  isTemporaryName,
  type S3ImageStorage,
  SWEEP_MIN_AGE_MS,
} from '../storage';

/** How often a running server sweeps what crashes left behind (it also does at start). */
export const DAILY_SWEEP_MS = 24 * 60 * 60 * 1000;

const SHARD = /^[A-Za-z0-9_-]{2}$/;

/** Keys asked about per query. */
const BATCH = 500;

export interface SweepOptions {
  /** The local image directory (DATA_DIR/images). */
  root: string;
  /** Which of these keys a library row still points at. */
  referenced: (keys: string[]) => Promise<Set<string>>;
  minAgeMs?: number;
  now?: Date;
}

export interface SweepResult {
  /** Image files no library row points at (left by a crash between storing the files and writing the row, or by a cascade delete). */
  orphans: number;
  /** Half-written temporaries (".<name>.<random>.tmp") left by a crash mid-write. */
  temporaries: number;
  /** Files that could not be removed (logged by the caller; tried again at the next start). */
  failed: number;
}

/**
 * Removes what a crash leaves in the local image directory: stale temporaries, and image files that
 * no media row references. Only files older than the safety margin are touched (an upload in
 * progress on this or another instance has its files for a moment before its row), and only names
 * this app writes; anything else in the directory is left alone.
 */
export async function sweepImageFiles(options: SweepOptions): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.minAgeMs ?? SWEEP_MIN_AGE_MS);
  const result: SweepResult = { orphans: 0, temporaries: 0, failed: 0 };
  const remove = async (file: string, kind: 'orphans' | 'temporaries') => {
    try {
      await rm(file, { force: true });
      result[kind] += 1;
    } catch {
      result.failed += 1;
    }
  };
  const oldEnough = async (file: string) => {
    try {
      const info = await stat(file);
      return info.isFile() && info.mtimeMs < cutoff;
    } catch {
      return false;
    }
  };

  let shards: string[];
  try {
    shards = (await readdir(options.root, { withFileTypes: true }))
      .filter((e) => e.isDirectory() && SHARD.test(e.name))
      .map((e) => e.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return result;
    throw error;
  }
  for (const shard of shards) {
    const candidates: string[] = [];
    for (const name of await readdir(path.join(options.root, shard))) {
      const file = path.join(options.root, shard, name);
      if (isTemporaryName(name)) {
        if (await oldEnough(file)) await remove(file, 'temporaries');
      } else if (isImageKey(`${shard}/${name}`) && (await oldEnough(file))) {
        candidates.push(`${shard}/${name}`);
      }
    }
    for (let i = 0; i < candidates.length; i += BATCH) {
      const batch = candidates.slice(i, i + BATCH);
      const kept = await options.referenced(batch);
      for (const key of batch) if (!kept.has(key)) await remove(path.join(options.root, key), 'orphans');
    }
  }
  return result;
}

/**
 * The same sweep for a bucket: image objects no media row references, older than the safety margin,
 * are deleted. A bucket holds no temporaries (PutObject stores an object whole or not at all), and
 * objects that are not image keys (the store id, anything else under the prefix) are left alone.
 */
export async function sweepImageBucket(
  options: Omit<SweepOptions, 'root'> & { storage: S3ImageStorage },
): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.minAgeMs ?? SWEEP_MIN_AGE_MS);
  const result: SweepResult = { orphans: 0, temporaries: 0, failed: 0 };
  for await (const page of options.storage.images()) {
    const candidates = page.filter((o) => o.lastModified.getTime() < cutoff).map((o) => o.key);
    for (let i = 0; i < candidates.length; i += BATCH) {
      const batch = candidates.slice(i, i + BATCH);
      const kept = await options.referenced(batch);
      for (const key of batch) {
        if (kept.has(key)) continue;
        try {
          await options.storage.delete(key);
          result.orphans += 1;
        } catch {
          result.failed += 1;
        }
      }
    }
  }
  return result;
}

/** Sweeps the configured store: the local directory, or the bucket. */
export function sweepImageStore(
  storage: ConfiguredImageStorage,
  referenced: SweepOptions['referenced'],
): Promise<SweepResult> {
  return storage.kind === 's3'
    ? sweepImageBucket({ storage, referenced })
    : sweepImageFiles({ root: storage.root, referenced });
}
