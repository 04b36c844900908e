import { createHash, createHmac } from 'node:crypto';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';

/**
 * A small client for the few S3 REST calls the image storage needs (PutObject, GetObject,
 * HeadObject, DeleteObject, ListObjectsV2), signed with AWS Signature Version 4 in the
 * Authorization header. It speaks to AWS S3 and to S3-compatible services (MinIO, Ceph, R2, B2,
 * Spaces...) alike; see docs/decisions on image storage for why this is not the AWS SDK.
 */

export interface S3Settings {
  /** https://s3.{region}.amazonaws.com when unset. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** {endpoint}/{bucket}/{key} instead of {bucket}.{endpoint host}/{key} (most self-hosted services need it). */
  forcePathStyle: boolean;
  /** Longest wait for an answer (connect, headers, or a pause in the body). */
  timeoutMs: number;
  /** Name resolution (tests resolve {bucket}.localhost to 127.0.0.1); the system's by default. */
  lookup?: LookupFunction;
}

/** The service answered with an S3 error (its XML Code and Message, e.g. 403 SignatureDoesNotMatch). */
export class S3RequestError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    detail: string,
    operation: string,
  ) {
    super(`S3 ${operation} answered ${statusCode} ${code}${detail ? `: ${detail}` : ''}${hintFor(code)}`);
    this.name = 'S3RequestError';
  }
}

/** The service could not be reached or did not answer in time (refused, DNS, reset, timeout). */
export class S3UnreachableError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`S3 ${operation}: the storage service did not answer (${(cause as Error)?.message ?? String(cause)})`, {
      cause,
    });
    this.name = 'S3UnreachableError';
  }
}

function hintFor(code: string): string {
  switch (code) {
    case 'SignatureDoesNotMatch':
      return ' (check S3_SECRET_ACCESS_KEY, and that S3_REGION matches the bucket)';
    case 'InvalidAccessKeyId':
      return ' (check S3_ACCESS_KEY_ID)';
    case 'NoSuchBucket':
      return ' (check S3_BUCKET and S3_ENDPOINT)';
    case 'AccessDenied':
      return ' (the key may not read, write or list this bucket)';
    case 'AuthorizationHeaderMalformed':
      return ' (check S3_REGION)';
    case 'RequestTimeTooSkewed':
      return " (this machine's clock is off)";
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Signature Version 4 (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html)

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ is %XX (upper case). */
export const uriEncode = (value: string, keepSlash = false) => {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
};

/** The hash of an empty body. */
export const EMPTY_SHA256 = sha256Hex('');

export interface SigningInput {
  method: string;
  /** The path as sent (already URI-encoded; S3 does not encode it twice). */
  path: string;
  /** Query parameters, unencoded. */
  query: Record<string, string>;
  /** Every header to sign (names in any case; host and x-amz-date included). */
  headers: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  /** YYYYMMDD'T'HHMMSS'Z', the value of x-amz-date. */
  amzDate: string;
}

/** The canonical query string: parameters sorted by encoded name, each name=value encoded. */
export const canonicalQuery = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

/** The Authorization header value for a request. */
export function signatureV4(input: SigningInput): {
  authorization: string;
  signature: string;
  canonicalRequest: string;
} {
  const service = input.service ?? 's3';
  const date = input.amzDate.slice(0, 8);
  const headers = Object.entries(input.headers)
    .map(([name, value]) => [name.toLowerCase().trim(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const canonicalRequest = [
    input.method,
    input.path,
    canonicalQuery(input.query),
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${date}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, date), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`,
    signature,
    canonicalRequest,
  };
}

/** 20130524T000000Z */
export const amzDateOf = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// ---------------------------------------------------------------------------------------------
// Requests

export interface S3Response {
  statusCode: number;
  headers: IncomingMessage['headers'];
  /** The body as a stream (GetObject); consumed or destroyed by the caller. */
  body: IncomingMessage;
}

/** A request body sent from a stream: its exact length and SHA-256 (hex) computed beforehand. */
export interface StreamedBody {
  length: number;
  sha256: string;
  open: () => Readable;
}

export interface S3Object {
  key: string;
  lastModified: Date;
  size: number;
}

const xmlText = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&amp;/g, '&');
const xmlField = (xml: string, name: string) => {
  const match = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return match ? xmlText(match[1]!) : undefined;
};

const readAll = async (stream: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

export class S3Client {
  private readonly endpoint: URL;
  readonly bucket: string;
  private readonly region: string;
  private readonly accessKeyId: string;
  // A private field: never enumerable, so never in a log line or a serialised object.
  readonly #secretAccessKey: string;
  private readonly forcePathStyle: boolean;
  private readonly timeoutMs: number;
  private readonly agent: http.Agent;
  private readonly lookup: LookupFunction | undefined;

  constructor(settings: S3Settings) {
    this.endpoint = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`);
    this.bucket = settings.bucket;
    this.region = settings.region;
    this.accessKeyId = settings.accessKeyId;
    this.#secretAccessKey = settings.secretAccessKey;
    this.forcePathStyle = settings.forcePathStyle;
    this.timeoutMs = settings.timeoutMs;
    this.lookup = settings.lookup;
    this.agent =
      this.endpoint.protocol === 'https:' ? new https.Agent({ keepAlive: true }) : new http.Agent({ keepAlive: true });
  }

  /** Where the bucket is, for messages: "bucket at https://host" (no credentials). */
  describe(): string {
    return `bucket ${this.bucket} at ${this.endpoint.origin}`;
  }

  private target(key: string | null): { host: string; path: string } {
    const base = this.endpoint.pathname.replace(/\/+$/, '');
    const encodedKey = key === null ? '' : uriEncode(key, true);
    if (this.forcePathStyle)
      return { host: this.endpoint.host, path: `${base}/${this.bucket}${key === null ? '' : `/${encodedKey}`}` };
    return { host: `${this.bucket}.${this.endpoint.host}`, path: `${base}/${encodedKey}` };
  }

  /** Sends one signed request; resolves with the response once its headers arrive. */
  async send(
    operation: string,
    method: string,
    key: string | null,
    options: {
      query?: Record<string, string>;
      headers?: Record<string, string>;
      body?: Buffer;
      upload?: StreamedBody;
    } = {},
  ): Promise<S3Response> {
    const { host, path } = this.target(key);
    const query = options.query ?? {};
    const body = options.body ?? Buffer.alloc(0);
    const upload = options.upload;
    const payloadHash = upload ? upload.sha256 : body.length ? sha256Hex(body) : EMPTY_SHA256;
    const amzDate = amzDateOf(new Date());
    const signed: Record<string, string> = { host, 'x-amz-date': amzDate, 'x-amz-content-sha256': payloadHash };
    for (const [name, value] of Object.entries(options.headers ?? {})) signed[name.toLowerCase()] = value;
    const { authorization } = signatureV4({
      method,
      path,
      query,
      headers: signed,
      payloadHash,
      accessKeyId: this.accessKeyId,
      secretAccessKey: this.#secretAccessKey,
      region: this.region,
      amzDate,
    });
    const search = canonicalQuery(query);
    const transport = this.endpoint.protocol === 'https:' ? https : http;

    return new Promise<S3Response>((resolve, reject) => {
      const request = transport.request(
        {
          protocol: this.endpoint.protocol,
          hostname: this.forcePathStyle ? this.endpoint.hostname : `${this.bucket}.${this.endpoint.hostname}`,
          port: this.endpoint.port || undefined,
          method,
          path: `${path}${search ? `?${search}` : ''}`,
          agent: this.agent,
          headers: { ...signed, authorization, 'content-length': String(upload ? upload.length : body.length) },
          timeout: this.timeoutMs,
          ...(this.lookup ? { lookup: this.lookup } : {}),
        },
        (response) => {
          // A pause longer than the timeout in the body ends it too (a stalled stream must not hang a request).
          response.setTimeout(this.timeoutMs, () =>
            response.destroy(new S3UnreachableError(operation, new Error('body timed out'))),
          );
          resolve({ statusCode: response.statusCode ?? 0, headers: response.headers, body: response });
        },
      );
      request.on('timeout', () => request.destroy(new Error(`no answer within ${this.timeoutMs} ms`)));
      request.on('error', (error) =>
        reject(error instanceof S3UnreachableError ? error : new S3UnreachableError(operation, error)),
      );
      if (upload) {
        // The body from its source: a read error ends the request (the service then stores nothing).
        const source = upload.open();
        source.on('error', (error) => request.destroy(error));
        request.on('close', () => source.destroy());
        source.pipe(request);
        return;
      }
      request.end(method === 'GET' || method === 'HEAD' || method === 'DELETE' ? undefined : body);
    });
  }

  /** Reads an error answer into an S3RequestError (its XML Code and Message; HEAD has no body). */
  async failure(operation: string, response: S3Response): Promise<S3RequestError> {
    const xml = (await readAll(response.body).catch(() => Buffer.alloc(0))).toString('utf8');
    const code =
      xmlField(xml, 'Code') ??
      (response.statusCode === 404
        ? 'NotFound'
        : response.statusCode === 403
          ? 'Forbidden'
          : `HTTP${response.statusCode}`);
    return new S3RequestError(
      response.statusCode,
      code,
      xmlField(xml, 'Message') ?? '',
      `${operation} (${this.describe()})`,
    );
  }

  /** Sends a request whose answer is small, and reads it whole; any status but 2xx (and `accept`) throws. */
  private async call(
    operation: string,
    method: string,
    key: string | null,
    options: Parameters<S3Client['send']>[3] = {},
    accept: number[] = [],
  ) {
    const response = await this.send(operation, method, key, options);
    if ((response.statusCode < 200 || response.statusCode > 299) && !accept.includes(response.statusCode))
      throw await this.failure(operation, response);
    const body = await readAll(response.body).catch((error: unknown) => {
      throw new S3UnreachableError(operation, error);
    });
    return { statusCode: response.statusCode, headers: response.headers, body };
  }

  /** PutObject: the object is stored whole or not at all (S3 checks the signed SHA-256 of the body). */
  async putObject(key: string, body: Buffer, headers: Record<string, string> = {}): Promise<void> {
    await this.call('PutObject', 'PUT', key, {
      body,
      headers: { 'content-md5': createHash('md5').update(body).digest('base64'), ...headers },
    });
  }

  /**
   * PutObject with a body streamed from a source whose length and hashes are already known (a file
   * spooled to disk), so a large object is never held in memory. Signed and checked like putObject:
   * a body that arrives short or changed is refused by the service, which then stores nothing.
   */
  async putObjectStream(
    key: string,
    upload: StreamedBody & { md5Base64: string },
    headers: Record<string, string> = {},
  ): Promise<void> {
    await this.call('PutObject', 'PUT', key, { upload, headers: { 'content-md5': upload.md5Base64, ...headers } });
  }

  /** GetObject as a stream (the caller checks statusCode: 200, 206, 304, 404, 412, 416...). */
  getObject(key: string, headers: Record<string, string> = {}): Promise<S3Response> {
    return this.send('GetObject', 'GET', key, { headers });
  }

  /** GetObject read whole; null when the key does not exist. */
  async getObjectBytes(key: string): Promise<Buffer | null> {
    const res = await this.call('GetObject', 'GET', key, {}, [404]);
    return res.statusCode === 404 ? null : res.body;
  }

  /** HeadObject: the object's headers, or null when it does not exist. */
  async headObject(key: string): Promise<IncomingMessage['headers'] | null> {
    const res = await this.call('HeadObject', 'HEAD', key, {}, [404]);
    return res.statusCode === 404 ? null : res.headers;
  }

  /** DeleteObject: deleting a missing key succeeds (S3 answers 204 either way). */
  async deleteObject(key: string): Promise<void> {
    await this.call('DeleteObject', 'DELETE', key, {}, [404]);
  }

  /** ListObjectsV2, one page at a time (up to 1,000 keys each), every key under the prefix. */
  async *listObjects(prefix: string): AsyncGenerator<S3Object[]> {
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix };
      if (token) query['continuation-token'] = token;
      const xml = (await this.call('ListObjectsV2', 'GET', null, { query })).body.toString('utf8');
      const objects: S3Object[] = [];
      for (const [, entry] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        objects.push({
          key: xmlField(entry!, 'Key') ?? '',
          lastModified: new Date(xmlField(entry!, 'LastModified') ?? 0),
          size: Number(xmlField(entry!, 'Size') ?? 0),
        });
      }
      yield objects;
      token = xmlField(xml, 'IsTruncated') === 'true' ? xmlField(xml, 'NextContinuationToken') : undefined;
    } while (token);
  }

  /** Closes idle keep-alive connections. */
  close(): void {
    this.agent.destroy();
  }
}
