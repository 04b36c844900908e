import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll } from 'vitest';
import { ERROR_CODES } from '@common/errors';
import { AppError } from '../../lib/errors';
import { S3Fake } from '../../test/s3-fake';
import { Bucket } from './bucket';
import { S3FileStore } from './file-store-s3';
import { type IncomingFile } from './file-store';

// Shared setup of the file store tests on the fake bucket (file-store-s3*.test.ts).

export const ACCESS_KEY = 'AKIATESTFILES';
export const SECRET = 'test-secret/files+K7MDENG0123456789';
export const BUCKET = 'guidebook-files';
export const PREFIX = 'gb/';

/** Set up for the test file that called useFilesBucket (files of a worker run one after another). */
export let fake: S3Fake;

/** Sets up before the file's tests and tears down after. */
export function useFilesBucket(): void {
  beforeAll(async () => {
    fake = await S3Fake.start({
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      region: 'eu-west-1',
      buckets: [BUCKET],
    });
  });
  afterAll(async () => {
    await fake?.stop();
  });
}

export const clientWith = (secret = SECRET) =>
  new Bucket({
    endpoint: fake.endpoint,
    region: 'eu-west-1',
    bucket: BUCKET,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: secret,
    forcePathStyle: true,
    timeoutMs: 5000,
  });
export const storeWith = (secret = SECRET) => {
  const spool = mkdtempSync(path.join(tmpdir(), 'gb-spool-'));
  return { store: new S3FileStore(clientWith(secret), `${PREFIX}files/`, spool), spool };
};
export const objects = () => fake.keys(BUCKET).filter((k) => k.startsWith(`${PREFIX}files/`));

/** An upload stream as busboy gives it: chunks, a `truncated` flag, optionally failing after some chunks. */
export function incoming(
  data: Buffer,
  options: { chunk?: number; truncated?: boolean; failAfter?: number } = {},
): IncomingFile {
  const size = options.chunk ?? 1000;
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) chunks.push(data.subarray(i, i + size));
  async function* generate() {
    let sent = 0;
    for (const chunk of chunks) {
      if (options.failAfter !== undefined && sent >= options.failAfter)
        throw new Error('connection reset by the browser');
      sent += 1;
      yield chunk;
    }
  }
  const stream = Readable.from(generate());
  return Object.assign(stream, { truncated: options.truncated ?? false }) as unknown as IncomingFile;
}

export const tooLarge = () => new AppError(413, ERROR_CODES.payloadTooLarge, 'too large');
