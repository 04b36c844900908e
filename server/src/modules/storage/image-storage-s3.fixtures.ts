import { afterAll, beforeAll } from 'vitest';
import { S3Fake } from '../../test/s3-fake';
import { S3ImageStorage } from './image-storage-s3';

// Shared setup of the image storage tests on the fake bucket (image-storage-s3*.test.ts).

export const ACCESS_KEY = 'AKIATESTIMAGES';
export const SECRET = 'test-secret/wJalrXUtnFEMI+K7MDENG0123456789';
export const BUCKET = 'guidebook-images';

/** Set up for the test file that called useImagesBucket (files of a worker run one after another). */
export let fake: S3Fake;

/** Sets up before the file's tests and tears down after. */
export function useImagesBucket(): void {
  beforeAll(async () => {
    fake = await S3Fake.start({
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      region: 'eu-west-1',
      buckets: [BUCKET, 'other-bucket'],
    });
  });
  afterAll(async () => {
    await fake?.stop();
  });
}

export const storageWith = (overrides: Partial<ConstructorParameters<typeof S3ImageStorage>[0]> = {}, prefix = '') =>
  new S3ImageStorage(
    {
      endpoint: fake.endpoint,
      region: 'eu-west-1',
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      forcePathStyle: true,
      timeoutMs: 5000,
      ...overrides,
    },
    prefix,
  );
