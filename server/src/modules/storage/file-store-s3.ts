import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';
import { AppError } from '../../lib/errors';
import { FULL_CODES, IMAGE_CACHE_CONTROL } from './image-storage-s3';
import {
  type Bucket,
  type ForwardedHeaders,
  type ObjectHeaders,
  S3RequestError,
  type S3Response,
  S3UnreachableError,
} from './bucket';
import { type FileStore, type IncomingFile, isStoredFileKey, receiveUpload } from './file-store';

/** Where an upload is spooled before it goes to the bucket: DATA_DIR/tmp/file-upload-{random}. */
const SPOOL_PREFIX = 'file-upload-';
/** Spool files older than this are what a crash left (an upload in progress is younger). */
const SPOOL_STALE_MS = 6 * 60 * 60 * 1000;

/** The type a file is stored and served with, from its key's extension (what the upload checks decided). */
export function storedFileType(key: string): 'video/mp4' | 'video/webm' | 'application/pdf' {
  if (key.endsWith('.pdf')) return 'application/pdf';
  return key.endsWith('.webm') ? 'video/webm' : 'video/mp4';
}

/** The headers a file is stored with, so a bucket served directly (or by a CDN) answers like this app. */
export function storedFileHeaders(key: string): ObjectHeaders {
  return {
    contentType: storedFileType(key),
    cacheControl: IMAGE_CACHE_CONTROL,
    ...(key.endsWith('.pdf') ? { contentDisposition: `inline; filename="${path.basename(key)}"` } : {}),
  };
}

type Warn = (details: Record<string, unknown>, message: string) => void;

/**
 * Videos and device manuals as objects in the image bucket, under `{S3_PREFIX}files/` (the same
 * layout as DATA_DIR/files, so moving to a bucket is a copy). An upload (one PutObject, or a
 * multipart upload for a file larger than one part) makes the object visible only once complete, and
 * keys are never reused, so a half-written object is never visible.
 *
 * Whether a video may be stored is known only at its last byte (under VIDEO_MAX_BYTES, arrived
 * whole), and nothing reaches the bucket before that: a video is spooled to DATA_DIR/tmp first
 * (never held in memory), then streamed from that file to the bucket in parts (decision 033). The
 * spool file is removed whatever happens.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';
  constructor(
    readonly client: Bucket,
    /** "{S3_PREFIX}files/". */
    readonly prefix: string,
    /** DATA_DIR/tmp. */
    readonly spoolDir: string,
    /** Where refused writes are logged (the app's logger once the routes are registered). */
    public warn: Warn = () => undefined,
  ) {}

  objectKey(key: string): string {
    if (!isStoredFileKey(key)) throw new Error(`invalid file key: ${key}`);
    return `${this.prefix}${key}`;
  }

  describe(): string {
    return `${this.client.describe()} (prefix ${this.prefix})`;
  }

  /** A failed write: a full store is 507, anything else the operator must fix a 503 (the cause is logged). */
  private refusal(error: unknown): unknown {
    if (!(error instanceof S3RequestError) && !(error instanceof S3UnreachableError)) return error;
    this.warn({ err: error }, 'file bucket refused a write');
    if (error instanceof S3RequestError && (error.statusCode === 507 || FULL_CODES.has(error.code)))
      return new AppError(507, ERROR_CODES.insufficientStorage, ERROR_KEYS.storageFull);
    return new AppError(503, ERROR_CODES.unavailable, ERROR_KEYS.storageUnavailable, {
      headers: { 'retry-after': '60' },
    });
  }

  async putBuffer(key: string, data: Buffer): Promise<void> {
    try {
      await this.client.upload(this.objectKey(key), data, storedFileHeaders(key));
    } catch (error) {
      throw this.refusal(error);
    }
  }

  /**
   * StoredFiles.putStream's contract: `check` sees the first bytes and names the key (or throws), a
   * file cut at the size limit is `tooLarge()`, the request stream is always drained. Nothing reaches
   * the bucket until the whole file has arrived and passed.
   */
  async putStream(
    file: IncomingFile,
    headBytes: number,
    check: (head: Buffer) => string,
    tooLarge: () => Error,
  ): Promise<{ key: string; bytes: number }> {
    let spool: string | null = null;
    try {
      const received = await receiveUpload(file, {
        headBytes,
        check: (head) => {
          const key = check(head);
          this.objectKey(key);
          return key;
        },
        tooLarge,
        open: async () => {
          await mkdir(this.spoolDir, { recursive: true });
          spool = path.join(this.spoolDir, `${SPOOL_PREFIX}${randomBytes(12).toString('base64url')}`);
          return createWriteStream(spool, { flags: 'wx' });
        },
      });
      await this.client.upload(this.objectKey(received.key), createReadStream(spool!), storedFileHeaders(received.key));
      return received;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException)?.code;
      if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EFBIG')
        throw new AppError(507, ERROR_CODES.insufficientStorage, ERROR_KEYS.storageFull);
      throw this.refusal(error);
    } finally {
      if (spool) await rm(spool, { force: true }).catch(() => undefined);
    }
  }

  async delete(key: string | null | undefined): Promise<void> {
    if (!key || !isStoredFileKey(key)) return;
    // A failed delete leaves an unreferenced object (its key is never reused); it must not fail the host's delete.
    await this.client
      .deleteObject(this.objectKey(key))
      .catch((error: unknown) => this.warn({ err: error, key }, 'file bucket did not delete a file'));
  }

  /** Streams the object from the bucket into a new upload under `to` (a multipart upload when large). */
  async copy(from: string, to: string): Promise<boolean> {
    const source = await this.client.open(this.objectKey(from), {});
    if (!source) return false;
    try {
      await this.client.upload(this.objectKey(to), source.body, storedFileHeaders(to));
      return true;
    } catch (error) {
      source.body.destroy();
      throw this.refusal(error);
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isStoredFileKey(key)) return false;
    return (await this.client.size(this.objectKey(key))) !== null;
  }

  /** The stored size of a file in bytes, or null when missing. */
  size(key: string): Promise<number | null> {
    return this.client.size(this.objectKey(key));
  }

  /** Opens a file for an HTTP answer, passing range and conditional headers through; the caller consumes or destroys the body. */
  open(key: string, headers: ForwardedHeaders, method: 'GET' | 'HEAD' = 'GET'): Promise<S3Response | null> {
    return this.client.open(this.objectKey(key), headers, method);
  }

  /** Removes spool files a crash left behind (older than a few hours); answers how many. */
  /** Uploads a crash left spooled on their way to the bucket (a bucket itself holds no temporaries). */
  sweepTemporaries(): Promise<number> {
    return this.sweepSpool();
  }

  async sweepSpool(now = Date.now()): Promise<number> {
    const names = await readdir(this.spoolDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      if (!name.startsWith(SPOOL_PREFIX)) continue;
      const file = path.join(this.spoolDir, name);
      const info = await stat(file).catch(() => null);
      if (!info || now - info.mtimeMs < SPOOL_STALE_MS) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }
}
