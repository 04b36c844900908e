import { once } from 'node:events';
import { constants as fsConstants, createWriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';
import { newImageId, TEMPORARY_SUFFIX } from './image-storage';
import { sweepTemporaries } from './temporaries';

/** Where uploaded videos and device manuals live: DATA_DIR/files, served at FILES_ROUTE_PREFIX. */
export const filesDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'files');
export const FILES_ROUTE_PREFIX = '/files/';

/**
 * "videos/Ab/AbCd...(22).mp4" or "manuals/Ab/AbCd...(22)/oven-manual.pdf": a folder per kind, a
 * two-character shard and a 128-bit random id (files are public to whoever holds the address, like
 * photos), and for manuals a readable file name (the name the browser offers when saving).
 */
const KEY_PATTERN =
  /^(videos\/[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]{22}\.(mp4|webm)|manuals\/[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]{22}\/[a-z0-9_-]{1,60}\.pdf)$/;
export const isStoredFileKey = (key: string) => KEY_PATTERN.test(key);

export const videoFileKey = (extension: 'mp4' | 'webm') => {
  const id = newImageId();
  return `videos/${id.slice(0, 2)}/${id}.${extension}`;
};

/** A readable, safe name from what the host's file was called: "Oven Manual (EN).pdf" -> "oven-manual-en". */
export const safeBaseName = (fileName: string) =>
  fileName
    .replace(/\.pdf$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'manual';

export const manualFileKey = (fileName: string) => {
  const id = newImageId();
  return `manuals/${id.slice(0, 2)}/${id}/${safeBaseName(fileName)}.pdf`;
};

const storageError = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException)?.code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG')
    return new AppError(507, ERROR_CODES.insufficientStorage, ERROR_KEYS.storageFull);
  if (code && ['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EISDIR', 'EIO'].includes(code))
    return new AppError(503, ERROR_CODES.unavailable, ERROR_KEYS.storageUnavailable);
  return error;
};

/** Destroys a write stream and waits until its file is closed (or was never opened). */
export async function closeQuietly(stream: ReturnType<typeof createWriteStream> | null): Promise<void> {
  if (!stream || stream.closed) return;
  const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
  stream.destroy();
  await closed;
}

/**
 * Receives an upload into a file that is opened only once its first bytes passed: `check` sees at
 * least `headBytes` (or the whole file when shorter) and names the key, or throws to refuse; `open`
 * answers the write stream for that key; every byte then goes into the
 * stream, which is ended and closed before this returns. A file cut at the size limit is
 * `tooLarge()`. On any failure the request stream is drained and the write stream closed (so the
 * caller may remove its file) before the error is thrown again.
 */
export async function receiveUpload(
  file: IncomingFile,
  options: {
    headBytes: number;
    check: (head: Buffer) => string;
    tooLarge: () => Error;
    open: (key: string) => Promise<ReturnType<typeof createWriteStream>>;
  },
): Promise<{ key: string; bytes: number }> {
  let head = Buffer.alloc(0);
  let key: string | null = null;
  let out: ReturnType<typeof createWriteStream> | null = null;
  let bytes = 0;
  const write = async (chunk: Buffer) => {
    if (!out!.write(chunk)) await once(out!, 'drain');
  };
  const start = async () => {
    key = options.check(head);
    out = await options.open(key);
    out.on('error', () => undefined);
    await write(head);
  };
  try {
    for await (const chunk of file) {
      bytes += chunk.length;
      if (out) {
        await write(chunk);
        continue;
      }
      head = Buffer.concat([head, chunk]);
      if (head.length >= options.headBytes) await start();
    }
    if (file.truncated) throw options.tooLarge();
    if (!out) await start();
    const stream: ReturnType<typeof createWriteStream> = out!;
    stream.end();
    await once(stream, 'close');
    return { key: key!, bytes };
  } catch (error) {
    file.resume();
    // Closed before the caller removes the file: a stream still opening its file would create it after the removal.
    await closeQuietly(out);
    throw error;
  }
}

/** A file stream being received, with busboy's "stopped at the size limit" flag. */
export interface IncomingFile extends AsyncIterable<Buffer> {
  truncated?: boolean;
  resume(): unknown;
}

/**
 * Where uploaded videos and manuals are kept: StoredFiles (DATA_DIR/files) or S3FileStore (the
 * image bucket, file-store-s3.ts), chosen by IMAGE_STORAGE (file-store-select.ts). Either way a
 * half-written file is never served, and a file is stored under a key never used before.
 */
export interface FileStore {
  readonly kind: 'local' | 's3';
  /** Stores a file already read whole (a manual, checked before). */
  putBuffer(key: string, data: Buffer): Promise<void>;
  /** Streams an upload in; see StoredFiles.putStream for the contract. */
  putStream(
    file: IncomingFile,
    headBytes: number,
    check: (head: Buffer) => string,
    tooLarge: () => Error,
  ): Promise<{ key: string; bytes: number }>;
  /** Removes a file; a missing one (or a key that is not a file key) is not an error. */
  delete(key: string | null | undefined): Promise<void>;
  /** Whether the store holds the file (the start-up check). */
  exists(key: string): Promise<boolean>;
  /** Stores a copy of `from` under the new key `to`; false (nothing stored) when `from` does not exist. */
  copy(from: string, to: string): Promise<boolean>;
  /** Where the files are, for messages (no credentials). */
  describe(): string;
  /** Removes what crashed uploads left half-written (at start and daily); answers how many went. */
  sweepTemporaries(): Promise<number>;
}

/**
 * Files (videos, manuals) under one directory. Written under a dot-name and renamed when complete,
 * so a half-written file is never served (the static route ignores dot-files).
 */
export class StoredFiles implements FileStore {
  readonly kind = 'local';
  constructor(readonly root: string) {}

  describe(): string {
    return `directory ${this.root}`;
  }

  /** The dot-named temporaries of uploads a crash cut off (never served, never renamed). */
  async sweepTemporaries(now?: Date): Promise<number> {
    const { temporaries, failed } = await sweepTemporaries(this.root, { now });
    if (failed) throw new Error(`${failed} temporary files under ${this.root} could not be removed`);
    return temporaries;
  }

  async exists(key: string): Promise<boolean> {
    if (!isStoredFileKey(key)) return false;
    return stat(this.resolve(key)).then(
      (s) => s.isFile(),
      () => false,
    );
  }

  private resolve(key: string): string {
    if (!isStoredFileKey(key)) throw new Error(`invalid file key: ${key}`);
    return path.join(this.root, key);
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    const target = this.resolve(key);
    const temporary = `${path.dirname(target)}/.${path.basename(target)}${TEMPORARY_SUFFIX}`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      const out = createWriteStream(temporary, { flags: 'wx' });
      out.end(data);
      await once(out, 'close');
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      throw storageError(error);
    }
  }

  /**
   * Streams a file to disk without holding it in memory. `check` sees the first bytes (at least
   * `headBytes`, or the whole file when shorter) and answers the key to store under, or throws to
   * refuse; the rest is then written chunk by chunk. A file cut at the size limit is removed and
   * answered with `tooLarge()`. The request stream is always drained.
   */
  async putStream(
    file: IncomingFile,
    headBytes: number,
    check: (head: Buffer) => string,
    tooLarge: () => Error,
  ): Promise<{ key: string; bytes: number }> {
    let temporary: string | null = null;
    try {
      const received = await receiveUpload(file, {
        headBytes,
        check,
        tooLarge,
        open: async (key) => {
          const target = this.resolve(key);
          temporary = `${path.dirname(target)}/.${path.basename(target)}${TEMPORARY_SUFFIX}`;
          await mkdir(path.dirname(target), { recursive: true });
          return createWriteStream(temporary, { flags: 'wx' });
        },
      });
      await rename(temporary!, this.resolve(received.key));
      return received;
    } catch (error) {
      if (temporary) await rm(temporary, { force: true }).catch(() => undefined);
      throw storageError(error);
    }
  }

  async delete(key: string | null | undefined): Promise<void> {
    if (!key || !isStoredFileKey(key)) return;
    await rm(this.resolve(key), { force: true }).catch(() => undefined);
  }

  async copy(from: string, to: string): Promise<boolean> {
    const source = this.resolve(from);
    const target = this.resolve(to);
    if (!(await this.exists(from))) return false;
    const temporary = `${path.dirname(target)}/.${path.basename(target)}${TEMPORARY_SUFFIX}`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(source, temporary, fsConstants.COPYFILE_EXCL);
      await rename(temporary, target);
      return true;
    } catch (error) {
      await rm(temporary, { force: true }).catch(() => undefined);
      if ((error as NodeJS.ErrnoException)?.code === 'ENOENT' && !(await this.exists(from))) return false;
      throw storageError(error);
    }
  }
}
