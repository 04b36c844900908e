import type { IncomingMessage } from 'node:http';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '@common/contracts/videos';
import { S3Fake } from '../../test/s3-fake';
import { type S3Failure, verifiedBody } from '../../test/s3-fake-auth';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createProperty } from '../guide/guide.fixtures';
import { multipartBody } from '../media/media.fixtures';
import { createHost } from '../property/property.fixtures';
import { expectVideoRanges, mp4 } from '../videos/videos.fixtures';
import { Bucket, MIN_PART_SIZE, S3RequestError } from './bucket';

const ACCESS_KEY = 'AKIATESTMULTIPART';
const SECRET = 'test-secret/multipart+K7MDENG0123456789';
const TOKEN = 'session-token/IQoJb3JpZ2luX2VjEXAMPLE==';
const BUCKET = 'guidebook-multipart';

describe('a video larger than one part, through the app', () => {
  let fake: S3Fake;
  let t: TestApp;
  beforeAll(async () => {
    fake = await S3Fake.start({ accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, buckets: [BUCKET] });
    t = await buildTestApp(
      fake.env(BUCKET, { S3_PART_SIZE: String(MIN_PART_SIZE), VIDEO_MAX_BYTES: String(16 * 1024 * 1024) }),
    );
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  it('goes up as a multipart upload (5 MiB parts, checksums verified) and reads back whole and by ranges across parts', async () => {
    const host = await createHost(t);
    const property = await createProperty(t, host);
    const data = mp4(12 * 1024 * 1024);
    const body = await multipartBody([{ name: 'Tour.mp4', data, type: 'video/mp4' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/videos/upload/${property.propertyId}`,
      headers: { ...host.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const video = res.json().result as Video;
    const key = video.fileUrl!.slice('/files/'.length);

    const calls = fake.requests.filter((r) => r.path.endsWith(key.split('/').at(-1)!));
    expect(calls.map((r) => `${r.operation} ${r.status}`)).toEqual([
      'CreateMultipartUpload 200',
      'UploadPart 200',
      'UploadPart 200',
      'UploadPart 200',
      'CompleteMultipartUpload 200',
    ]);
    for (const part of calls.filter((r) => r.operation === 'UploadPart'))
      expect(part.checksums).toEqual(['x-amz-checksum-crc32']);
    const object = fake.buckets.get(BUCKET)!.get(`files/${key}`)!;
    expect(object.data.equals(data)).toBe(true);
    expect(object.etag).toMatch(/-3"$/);
    expect(object.contentType).toBe('video/mp4');
    expect(object.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(fake.uploads.size).toBe(0);
    expect(readdirSync(path.join(t.config.dataDir, 'tmp'))).toEqual([]);

    const whole = await t.app.inject({ method: 'GET', url: video.fileUrl! });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(data)).toBe(true);
    // A range that spans the first two parts.
    const from = MIN_PART_SIZE - 10;
    const across = await t.app.inject({
      method: 'GET',
      url: video.fileUrl!,
      headers: { range: `bytes=${from}-${from + 19}` },
    });
    expect(across.statusCode).toBe(206);
    expect(across.headers['content-range']).toBe(`bytes ${from}-${from + 19}/${data.length}`);
    expect(across.rawPayload.equals(data.subarray(from, from + 20))).toBe(true);
    await expectVideoRanges(t, video.fileUrl!, data);
  });
});

describe('credentials', () => {
  let fake: S3Fake;
  beforeAll(async () => {
    fake = await S3Fake.start({
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      sessionToken: TOKEN,
      buckets: [BUCKET],
    });
  });
  afterAll(async () => {
    await fake?.stop();
  });
  const bucketWith = (keys: { accessKeyId?: string; secretAccessKey?: string; sessionToken?: string }) =>
    new Bucket({
      endpoint: fake.endpoint,
      region: 'us-east-1',
      bucket: BUCKET,
      forcePathStyle: true,
      timeoutMs: 5000,
      ...keys,
    });

  it('signs with a temporary key and its session token (S3_SESSION_TOKEN); without the token the bucket refuses', async () => {
    const temporary = bucketWith({ accessKeyId: ACCESS_KEY, secretAccessKey: SECRET, sessionToken: TOKEN });
    await temporary.putObject('with-token.txt', Buffer.from('ok'), { contentType: 'text/plain' });
    expect(fake.buckets.get(BUCKET)!.get('with-token.txt')?.data.toString()).toBe('ok');
    temporary.close();

    const missing = bucketWith({ accessKeyId: ACCESS_KEY, secretAccessKey: SECRET });
    const error = await missing
      .putObject('without-token.txt', Buffer.from('no'), { contentType: 'text/plain' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect((error as S3RequestError).message).toContain('403 InvalidToken');
    missing.close();
  });

  it('without S3_* keys, takes them from the standard chain (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN)', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: SECRET,
      AWS_SESSION_TOKEN: TOKEN,
    });
    const chained = bucketWith({});
    try {
      await chained.putObject('from-chain.txt', Buffer.from('chain'), { contentType: 'text/plain' });
      expect(fake.buckets.get(BUCKET)!.get('from-chain.txt')?.data.toString()).toBe('chain');
      expect(await chained.size('from-chain.txt')).toBe(5);
    } finally {
      chained.close();
      for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'])
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
    }
  });
});

describe('the fake bucket checks what the SDK sends', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error as S3Failure;
    }
    return null;
  };

  it('refuses a body whose CRC32 or Content-MD5 does not match (400 BadDigest), and one it cannot check', () => {
    const body = Buffer.from('hello world');
    // CRC32 of "hello world" is 0x0d4a1185.
    expect(verifiedBody(request({ 'x-amz-checksum-crc32': 'DUoRhQ==' }), body).data.equals(body)).toBe(true);
    expect(refusal(() => verifiedBody(request({ 'x-amz-checksum-crc32': 'AAAAAA==' }), body))?.code).toBe('BadDigest');
    expect(refusal(() => verifiedBody(request({ 'content-md5': 'AAAAAAAAAAAAAAAAAAAAAA==' }), body))?.code).toBe(
      'BadDigest',
    );
    expect(refusal(() => verifiedBody(request({ 'x-amz-checksum-crc64nvme': 'AAAAAAAAAAA=' }), body))?.status).toBe(
      501,
    );
  });

  it('decodes an aws-chunked body and checks the checksum in its trailer', () => {
    const chunked = (crc: string) =>
      Buffer.from(`5\r\nhello\r\n6\r\n world\r\n0\r\nx-amz-checksum-crc32:${crc}\r\n\r\n`);
    const headers = {
      'content-encoding': 'aws-chunked',
      'x-amz-decoded-content-length': '11',
      'x-amz-trailer': 'x-amz-checksum-crc32',
    };
    expect(verifiedBody(request(headers), chunked('DUoRhQ==')).data.toString()).toBe('hello world');
    expect(refusal(() => verifiedBody(request(headers), chunked('AAAAAA==')))?.code).toBe('BadDigest');
  });
});
