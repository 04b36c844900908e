import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An S3-compatible server on 127.0.0.1 for tests: the subset of the S3 REST API the image storage
 * uses (PutObject with If-None-Match and Content-MD5, GetObject with Range and conditional
 * requests, HeadObject, DeleteObject, ListObjectsV2), path-style addressing, objects in memory.
 *
 * Every request must carry a valid AWS Signature Version 4 Authorization header, checked as S3
 * does: the signature is recomputed here, independently of the app's client, from the request as
 * it arrived and the test's secret; a mismatch is 403 SignatureDoesNotMatch, an unknown key 403
 * InvalidAccessKeyId, a body whose SHA-256 differs from x-amz-content-sha256 400
 * XAmzContentSHA256Mismatch, all as S3's XML error documents.
 */

export interface FakeObject {
  data: Buffer;
  contentType: string;
  cacheControl?: string;
  lastModified: Date;
  etag: string;
}

export interface FakeRequest {
  method: string;
  path: string;
  status: number;
  code?: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const rfc3986 = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export class S3Fake {
  readonly buckets = new Map<string, Map<string, FakeObject>>();
  readonly requests: FakeRequest[] = [];
  /** Keys per ListObjectsV2 page (S3: 1,000); small in tests to exercise continuation. */
  pageSize = 1000;
  private server: http.Server | null = null;
  port = 0;

  private constructor(readonly credentials: { accessKeyId: string; secretAccessKey: string; region: string }) {}

  /** Starts listening on 127.0.0.1 (a free port), with these buckets. */
  static async start(options: {
    accessKeyId: string;
    secretAccessKey: string;
    region?: string;
    buckets: string[];
  }): Promise<S3Fake> {
    const fake = new S3Fake({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region ?? 'us-east-1',
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
    // Recorded on arrival (status 0 until answered), so a test can see a request whose body is still coming.
    const record: FakeRequest = { method: req.method ?? '', path: rawPath, status: 0 };
    this.requests.push(record);
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      // The client went away before the whole body arrived: like S3, nothing is stored.
      record.code = 'ClientDisconnected';
      return;
    }
    const body = Buffer.concat(chunks);
    try {
      this.authenticate(req, rawPath, rawQuery, body);
      // Virtual-hosted style ({bucket}.{host}/{key}) when the Host names a bucket, else path style ({host}/{bucket}/{key}).
      const hostName = String(req.headers.host ?? '').replace(/:\d+$/, '');
      const virtual = [...this.buckets.keys()].find((b) => hostName.startsWith(`${b}.`));
      const segments = rawPath.slice(1).split('/');
      const bucketName = virtual ?? decodeURIComponent(segments[0] ?? '');
      const key = (virtual ? segments : segments.slice(1)).map(decodeURIComponent).join('/');
      const bucket = this.buckets.get(bucketName);
      if (!bucket) throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist');
      const query = new URLSearchParams(rawQuery);
      if (!key) {
        if (req.method === 'GET' && query.get('list-type') === '2') return this.list(res, record, bucket, query);
        throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
      switch (req.method) {
        case 'PUT':
          return this.put(req, res, record, bucket, key, body);
        case 'GET':
        case 'HEAD':
          return this.get(req, res, record, bucket.get(key));
        case 'DELETE':
          bucket.delete(key);
          return this.answer(res, record, 204);
        default:
          throw new S3Failure(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
      }
    } catch (error) {
      const failure = error instanceof S3Failure ? error : new S3Failure(500, 'InternalError', String(error));
      record.code = failure.code;
      if (req.method === 'HEAD') return this.answer(res, record, failure.status);
      const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${xmlEscape(failure.message)}</Message><RequestId>fake</RequestId></Error>`;
      this.answer(res, record, failure.status, { 'content-type': 'application/xml' }, Buffer.from(xml));
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

  /** Verifies the Signature Version 4 Authorization header the way S3 does. */
  private authenticate(req: IncomingMessage, rawPath: string, rawQuery: string, body: Buffer): void {
    const header = req.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
        header,
      );
    if (!match) throw new S3Failure(403, 'AccessDenied', 'Missing or malformed Authorization header');
    const [, accessKeyId, scopeDate, region, signedHeaderList, signature] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    if (accessKeyId !== this.credentials.accessKeyId)
      throw new S3Failure(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    if (region !== this.credentials.region)
      throw new S3Failure(
        400,
        'AuthorizationHeaderMalformed',
        `the region '${region}' is wrong; expecting '${this.credentials.region}'`,
      );
    const amzDate = String(req.headers['x-amz-date'] ?? '');
    const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!at || amzDate.slice(0, 8) !== scopeDate)
      throw new S3Failure(403, 'AccessDenied', 'x-amz-date is missing or does not match the credential scope');
    const sent = Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!, +at[6]!);
    if (Math.abs(Date.now() - sent) > 15 * 60 * 1000)
      throw new S3Failure(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    const signedHeaders = signedHeaderList.split(';');
    if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date'))
      throw new S3Failure(403, 'AccessDenied', 'host and x-amz-date must be signed');
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
    if (!payloadHash)
      throw new S3Failure(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }

    const canonicalQuery = rawQuery
      .split('&')
      .filter(Boolean)
      .map((pair) => {
        const [name = '', value = ''] = pair.split('=', 2);
        const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
        return `${rfc3986(decode(name))}=${rfc3986(decode(value))}`;
      })
      .sort()
      .join('&');
    const canonicalHeaders = signedHeaders
      .map((name) => {
        const value = req.headers[name];
        if (value === undefined) throw new S3Failure(403, 'AccessDenied', `signed header ${name} is missing`);
        return `${name}:${(Array.isArray(value) ? value.join(',') : value).trim().replace(/\s+/g, ' ')}\n`;
      })
      .join('');
    const canonicalRequest = [
      req.method,
      rawPath,
      canonicalQuery,
      canonicalHeaders,
      signedHeaderList,
      payloadHash,
    ].join('\n');
    const scope = `${scopeDate}/${region}/s3/aws4_request`;
    const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${scope}\n${sha256(canonicalRequest)}`;
    const key = hmac(
      hmac(hmac(hmac(`AWS4${this.credentials.secretAccessKey}`, scopeDate), region), 's3'),
      'aws4_request',
    );
    const expected = createHmac('sha256', key).update(stringToSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
      throw new S3Failure(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      );
    }
  }

  private put(
    req: IncomingMessage,
    res: ServerResponse,
    record: FakeRequest,
    bucket: Map<string, FakeObject>,
    key: string,
    body: Buffer,
  ): void {
    const md5 = req.headers['content-md5'];
    if (typeof md5 === 'string' && md5 !== createHash('md5').update(body).digest('base64'))
      throw new S3Failure(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
    if (req.headers['if-none-match'] === '*' && bucket.has(key))
      throw new S3Failure(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold');
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    const lastModified = new Date(Math.floor(Date.now() / 1000) * 1000);
    bucket.set(key, {
      data: body,
      contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
      ...(req.headers['cache-control'] ? { cacheControl: String(req.headers['cache-control']) } : {}),
      lastModified,
      etag,
    });
    this.answer(res, record, 200, { etag });
  }

  private get(req: IncomingMessage, res: ServerResponse, record: FakeRequest, object: FakeObject | undefined): void {
    if (!object) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
    const headers: Record<string, string> = {
      'content-type': object.contentType,
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
      ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
    };
    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const notModified =
      ifNoneMatch !== undefined
        ? ifNoneMatch.split(',').some((tag) => tag.trim() === object.etag || tag.trim() === '*')
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

  private list(
    res: ServerResponse,
    record: FakeRequest,
    bucket: Map<string, FakeObject>,
    query: URLSearchParams,
  ): void {
    const prefix = query.get('prefix') ?? '';
    const after = query.get('continuation-token')
      ? Buffer.from(query.get('continuation-token')!, 'base64url').toString('utf8')
      : '';
    const max = Math.min(this.pageSize, Number(query.get('max-keys') ?? 1000));
    const keys = [...bucket.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, max);
    const truncated = keys.length > page.length;
    const contents = page
      .map((key) => {
        const o = bucket.get(key)!;
        return `<Contents><Key>${xmlEscape(key)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><ETag>${xmlEscape(o.etag)}</ETag><Size>${o.data.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
      })
      .join('');
    const next = truncated
      ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>`
      : '';
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${next}${contents}</ListBucketResult>`;
    this.answer(res, record, 200, { 'content-type': 'application/xml' }, Buffer.from(xml));
  }
}
