import { createHash } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authenticate, type FakeCredentials, S3Failure, verifiedBody } from './s3-fake-auth';
import {
  type FakeObject,
  listXml,
  now,
  objectHeaders,
  operationOf,
  XML,
  xmlDocument,
  xmlEscape,
} from './s3-fake-routes';

/**
 * An S3-compatible server on 127.0.0.1 for tests: the subset of the S3 REST API the storage module
 * sends through the AWS SDK (PutObject with If-None-Match; CreateMultipartUpload, UploadPart,
 * CompleteMultipartUpload, AbortMultipartUpload; GetObject and HeadObject with Range and conditional
 * requests; DeleteObject, DeleteObjects; ListObjectsV2), path-style and virtual-hosted addressing,
 * objects in memory.
 *
 * Every request must carry a valid Signature Version 4 Authorization header, checked as S3 does
 * (s3-fake-auth.ts: recomputed from the request as it arrived with the test's secret; a mismatch is
 * 403 SignatureDoesNotMatch, an unknown key 403 InvalidAccessKeyId, a wrong payload hash 400
 * XAmzContentSHA256Mismatch), and every checksum the SDK sends must match the body (400 BadDigest),
 * all as S3's XML error documents.
 */

export interface FakeRequest {
  method: string;
  path: string;
  /** The S3 operation, as far as the fake tells them apart (PutObject, UploadPart...). */
  operation: string;
  status: number;
  code?: string;
  /** The checksums the body was verified against (x-amz-checksum-crc32...). */
  checksums?: string[];
}

/** A multipart upload in progress: its object's headers and the parts received so far. */
export interface FakeUpload {
  bucket: string;
  key: string;
  headers: Omit<FakeObject, 'data' | 'lastModified' | 'etag'>;
  parts: Map<number, { data: Buffer; etag: string }>;
}

/** S3's smallest part, except the last. */
const MIN_PART = 5 * 1024 * 1024;

const md5Hex = (data: Buffer) => createHash('md5').update(data).digest('hex');
const xmlUnescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export class S3Fake {
  readonly buckets = new Map<string, Map<string, FakeObject>>();
  /** Multipart uploads begun and neither completed nor aborted, by upload id. */
  readonly uploads = new Map<string, FakeUpload>();
  readonly requests: FakeRequest[] = [];
  /** Keys per ListObjectsV2 page (S3: 1,000); small in tests to exercise continuation. */
  pageSize = 1000;
  private server: http.Server | null = null;
  private nextUpload = 1;
  port = 0;

  private constructor(readonly credentials: FakeCredentials) {}

  /** Starts listening on 127.0.0.1 (a free port), with these buckets. */
  static async start(options: {
    accessKeyId: string;
    secretAccessKey: string;
    sessionToken?: string;
    region?: string;
    buckets: string[];
  }): Promise<S3Fake> {
    const fake = new S3Fake({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region ?? 'us-east-1',
      ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
    });
    for (const bucket of options.buckets) fake.buckets.set(bucket, new Map());
    fake.server = http.createServer((req, res) => void fake.handle(req, res));
    await new Promise<void>((resolve) => fake.server!.listen(0, '127.0.0.1', resolve));
    fake.port = (fake.server.address() as AddressInfo).port;
    return fake;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The app's settings for this server and bucket. */
  env(bucket: string, overrides: Record<string, string> = {}): Record<string, string> {
    return {
      IMAGE_STORAGE: 's3',
      S3_ENDPOINT: this.endpoint,
      S3_REGION: this.credentials.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: this.credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.credentials.secretAccessKey,
      ...(this.credentials.sessionToken ? { S3_SESSION_TOKEN: this.credentials.sessionToken } : {}),
      S3_FORCE_PATH_STYLE: 'true',
      ...overrides,
    };
  }

  keys(bucket: string): string[] {
    return [...(this.buckets.get(bucket)?.keys() ?? [])].sort();
  }

  /** Sets an object's Last-Modified (the sweep only removes old objects). */
  touch(bucket: string, key: string, at: Date): void {
    const object = this.buckets.get(bucket)?.get(key);
    if (!object) throw new Error(`no object ${bucket}/${key}`);
    object.lastModified = at;
  }

  /** Stops accepting connections (the bucket becomes unreachable) and ends open ones. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    const [rawPath = '/', rawQuery = ''] = (req.url ?? '/').split('?', 2) as [string, string?];
    const query = new URLSearchParams(rawQuery);
    // Recorded on arrival (status 0 until answered), so a test can see a request whose body is still coming.
    const record: FakeRequest = {
      method: req.method ?? '',
      path: rawPath,
      operation: operationOf(req, query),
      status: 0,
    };
    this.requests.push(record);
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      // The client went away before the whole body arrived: like S3, nothing is stored.
      record.code = 'ClientDisconnected';
      return;
    }
    const raw = Buffer.concat(chunks);
    try {
      await authenticate(this.credentials, req, rawPath, rawQuery, raw);
      const { data: body, checksums } = verifiedBody(req, raw);
      if (Object.keys(checksums).length) record.checksums = Object.keys(checksums);
      // Virtual-hosted style ({bucket}.{host}/{key}) when the Host names a bucket, else path style ({host}/{bucket}/{key}).
      const hostName = String(req.headers.host ?? '').replace(/:\d+$/, '');
      const virtual = [...this.buckets.keys()].find((b) => hostName.startsWith(`${b}.`));
      const segments = rawPath.slice(1).split('/');
      const bucketName = virtual ?? decodeURIComponent(segments[0] ?? '');
      const key = (virtual ? segments : segments.slice(1)).map(decodeURIComponent).join('/');
      const bucket = this.buckets.get(bucketName);
      if (!bucket) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');
      const target = { bucketName, bucket, key };
      if (!key && record.operation !== 'ListObjectsV2' && record.operation !== 'DeleteObjects')
        throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      switch (record.operation) {
        case 'ListObjectsV2':
          return this.answer(res, record, 200, XML, listXml(bucket, query, this.pageSize));
        case 'DeleteObjects':
          return this.deleteMany(res, record, bucket, body);
        case 'PutObject':
          return this.put(req, res, record, bucket, key, body);
        case 'CreateMultipartUpload':
          return this.createUpload(req, res, record, target);
        case 'UploadPart':
          return this.uploadPart(req, res, record, target, query, body);
        case 'CompleteMultipartUpload':
          return this.completeUpload(res, record, target, query, body);
        case 'AbortMultipartUpload':
          this.uploadOf(target, query);
          this.uploads.delete(query.get('uploadId')!);
          return this.answer(res, record, 204);
        case 'GetObject':
        case 'HeadObject':
          return this.get(req, res, record, bucket.get(key));
        case 'DeleteObject':
          bucket.delete(key);
          return this.answer(res, record, 204);
        default:
          throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    } catch (error) {
      const failure = error instanceof S3Failure ? error : new S3Failure(500, 'InternalError', String(error));
      record.code = failure.code;
      if (req.method === 'HEAD') return this.answer(res, record, failure.status);
      const xml = xmlDocument(
        `<Error><Code>${failure.code}</Code><Message>${xmlEscape(failure.message)}</Message><RequestId>fake</RequestId></Error>`,
      );
      this.answer(res, record, failure.status, XML, xml);
    }
  }

  private answer(
    res: ServerResponse,
    record: FakeRequest,
    status: number,
    headers: Record<string, string> = {},
    body?: Buffer,
  ): void {
    record.status = status;
    res.writeHead(status, body ? { ...headers, 'content-length': String(body.length) } : headers);
    res.end(body);
  }

  private put(
    req: IncomingMessage,
    res: ServerResponse,
    record: FakeRequest,
    bucket: Map<string, FakeObject>,
    key: string,
    body: Buffer,
  ): void {
    if (req.headers['if-none-match'] === '*' && bucket.has(key))
      throw new S3Failure(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
    const etag = `"${md5Hex(body)}"`;
    bucket.set(key, { data: body, ...objectHeaders(req), lastModified: now(), etag });
    this.answer(res, record, 200, { etag });
  }

  private createUpload(
    req: IncomingMessage,
    res: ServerResponse,
    record: FakeRequest,
    target: { bucketName: string; key: string },
  ): void {
    const uploadId = `upload-${this.nextUpload++}`;
    this.uploads.set(uploadId, {
      bucket: target.bucketName,
      key: target.key,
      headers: objectHeaders(req),
      parts: new Map(),
    });
    const xml = xmlDocument(
      `<InitiateMultipartUploadResult><Bucket>${xmlEscape(target.bucketName)}</Bucket><Key>${xmlEscape(target.key)}</Key><UploadId>${uploadId}</UploadId></InitiateMultipartUploadResult>`,
    );
    this.answer(res, record, 200, XML, xml);
  }

  private uploadOf(target: { bucketName: string; key: string }, query: URLSearchParams): FakeUpload {
    const upload = this.uploads.get(query.get('uploadId') ?? '');
    if (!upload || upload.bucket !== target.bucketName || upload.key !== target.key)
      throw new S3Failure(404, 'NoSuchUpload', 'The specified multipart upload does not exist.');
    return upload;
  }

  private uploadPart(
    req: IncomingMessage,
    res: ServerResponse,
    record: FakeRequest,
    target: { bucketName: string; key: string },
    query: URLSearchParams,
    body: Buffer,
  ): void {
    const upload = this.uploadOf(target, query);
    const number = Number(query.get('partNumber'));
    if (!Number.isInteger(number) || number < 1 || number > 10_000)
      throw new S3Failure(400, 'InvalidArgument', 'Part number must be an integer between 1 and 10000, inclusive');
    const etag = `"${md5Hex(body)}"`;
    upload.parts.set(number, { data: body, etag });
    const checksums: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (name.startsWith('x-amz-checksum-') && typeof value === 'string') checksums[name] = value;
    this.answer(res, record, 200, { etag, ...checksums });
  }

  private completeUpload(
    res: ServerResponse,
    record: FakeRequest,
    target: { bucketName: string; bucket: Map<string, FakeObject>; key: string },
    query: URLSearchParams,
    body: Buffer,
  ): void {
    const upload = this.uploadOf(target, query);
    const listed = [...body.toString('utf8').matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part]) => ({
      number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part!)?.[1]),
      etag: xmlUnescape(/<ETag>([\s\S]*?)<\/ETag>/.exec(part!)?.[1] ?? ''),
    }));
    if (!listed.length) throw new S3Failure(400, 'MalformedXML', 'The XML you provided was not well-formed.');
    const parts = listed.map(({ number, etag }, index) => {
      const part = upload.parts.get(number);
      if (!part || part.etag !== etag)
        throw new S3Failure(400, 'InvalidPart', 'One or more of the specified parts could not be found.');
      if (index > 0 && number <= listed[index - 1]!.number)
        throw new S3Failure(400, 'InvalidPartOrder', 'The list of parts was not in ascending order.');
      if (index < listed.length - 1 && part.data.length < MIN_PART)
        throw new S3Failure(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
      return part;
    });
    const data = Buffer.concat(parts.map((p) => p.data));
    const etag = `"${md5Hex(Buffer.concat(parts.map((p) => Buffer.from(p.etag.slice(1, -1), 'hex'))))}-${parts.length}"`;
    target.bucket.set(target.key, { data, ...upload.headers, lastModified: now(), etag });
    this.uploads.delete(query.get('uploadId')!);
    const xml = xmlDocument(
      `<CompleteMultipartUploadResult><Bucket>${xmlEscape(target.bucketName)}</Bucket><Key>${xmlEscape(target.key)}</Key><ETag>${xmlEscape(etag)}</ETag></CompleteMultipartUploadResult>`,
    );
    this.answer(res, record, 200, XML, xml);
  }

  private deleteMany(res: ServerResponse, record: FakeRequest, bucket: Map<string, FakeObject>, body: Buffer): void {
    const keys = [...body.toString('utf8').matchAll(/<Key>([\s\S]*?)<\/Key>/g)].map(([, key]) => xmlUnescape(key!));
    for (const key of keys) bucket.delete(key);
    const deleted = keys.map((key) => `<Deleted><Key>${xmlEscape(key)}</Key></Deleted>`).join('');
    this.answer(res, record, 200, XML, xmlDocument(`<DeleteResult>${deleted}</DeleteResult>`));
  }

  private get(req: IncomingMessage, res: ServerResponse, record: FakeRequest, object: FakeObject | undefined): void {
    if (!object) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
    const headers: Record<string, string> = {
      'content-type': object.contentType,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
      ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
      ...(object.contentDisposition ? { 'content-disposition': object.contentDisposition } : {}),
    };
    const matches = (value: string) => value.split(',').some((tag) => tag.trim() === object.etag || tag.trim() === '*');
    const ifMatch = req.headers['if-match'];
    const ifUnmodifiedSince = req.headers['if-unmodified-since'];
    if (
      (ifMatch !== undefined && !matches(ifMatch)) ||
      (ifMatch === undefined &&
        ifUnmodifiedSince !== undefined &&
        object.lastModified.getTime() > Date.parse(ifUnmodifiedSince))
    )
      throw new S3Failure(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const notModified =
      ifNoneMatch !== undefined
        ? matches(ifNoneMatch)
        : ifModifiedSince !== undefined && object.lastModified.getTime() <= Date.parse(ifModifiedSince);
    if (notModified)
      return this.answer(res, record, 304, { etag: object.etag, 'last-modified': headers['last-modified']! });

    const size = object.data.length;
    const range = req.headers.range;
    let status = 200;
    let data = object.data;
    if (range) {
      const m = /^bytes=(\d*)-(\d*)$/.exec(range);
      if (m && (m[1] || m[2])) {
        let start = m[1] ? Number(m[1]) : Math.max(0, size - Number(m[2]));
        let end = m[1] ? (m[2] ? Math.min(Number(m[2]), size - 1) : size - 1) : size - 1;
        if (!m[1] && Number(m[2]) === 0) start = size;
        if (start >= size || start > end)
          throw new S3Failure(416, 'InvalidRange', 'The requested range is not satisfiable');
        end = Math.max(end, start);
        status = 206;
        data = object.data.subarray(start, end + 1);
        headers['content-range'] = `bytes ${start}-${end}/${size}`;
      }
    }
    headers['content-length'] = String(data.length);
    record.status = status;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : data);
  }
}
