import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * The bucket that holds photos, videos and manuals, through the AWS SDK v3 (`@aws-sdk/client-s3`,
 * `@aws-sdk/lib-storage` for multipart uploads). It speaks to AWS S3 and to S3-compatible services
 * (MinIO, Ceph, R2, B2, Spaces...) alike; decision 033.
 *
 * Credentials: S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY (and S3_SESSION_TOKEN) when set, otherwise
 * the SDK's standard chain (AWS_* variables including AWS_SESSION_TOKEN, AWS_PROFILE and the shared
 * files, web identity, ECS and EC2 instance roles). Requests go only to the configured endpoint
 * (or AWS's endpoint for the region when none is set); the chain's own look-ups happen only when no
 * keys are configured.
 */

export interface S3Settings {
  /** https://s3.{region}.amazonaws.com when unset. */
  endpoint?: string;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's standard credential chain is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  sessionToken?: string;
  /** {endpoint}/{bucket}/{key} instead of {bucket}.{endpoint host}/{key} (most self-hosted services need it). */
  forcePathStyle: boolean;
  /** Longest wait to connect, and longest pause while a request or answer is under way. */
  timeoutMs: number;
  /** Bytes per part of a multipart upload (at least 5 MiB); a smaller body is one PutObject. */
  partSize?: number;
  /** Name resolution (tests resolve {bucket}.localhost to 127.0.0.1); the system's by default. */
  lookup?: LookupFunction;
}

/** S3's smallest part (all but the last); also the default. */
export const MIN_PART_SIZE = 5 * 1024 * 1024;

/** The service answered with an S3 error (its Code and Message, e.g. 403 SignatureDoesNotMatch). */
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
    case 'CredentialsProviderError':
      return ' (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or AWS credentials the SDK can find)';
    default:
      return '';
  }
}

/** An object answer as an HTTP proxy needs it: the status, the object's headers, the body stream. */
export interface S3Response {
  statusCode: number;
  /** Lower-case names: content-length, content-range, content-type, etag, last-modified. */
  headers: Record<string, string | undefined>;
  /** Consumed or destroyed by the caller (empty for HEAD and for 304/412/416). */
  body: Readable;
}

export interface S3Object {
  key: string;
  lastModified: Date;
  size: number;
}

/** How an object is stored: its type and the headers a bucket served directly answers with. */
export interface ObjectHeaders {
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
}

/** Request headers a GET or HEAD may pass on (ranges and revalidation). */
export type ForwardedHeaders = Partial<
  Record<'range' | 'if-none-match' | 'if-modified-since' | 'if-match' | 'if-unmodified-since', string>
>;

const httpDate = (value: string | undefined) => {
  if (!value) return undefined;
  const date = new Date(value);
  // An unparsable date is ignored, as HTTP says (RFC 9110 13.1.3).
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** The error's HTTP status, when the service answered at all. */
const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

/** The SDK, loaded on first use (about half a second of start-up that local storage never needs). */
type Sdk = typeof S3Sdk;
interface Connected {
  s3: Sdk;
  client: S3Client;
}

export class Bucket {
  readonly bucket: string;
  // Private fields: never enumerable, so the credentials are never in a log line or a serialised object.
  readonly #config: S3ClientConfig;
  #connected: Promise<Connected> | undefined;
  private readonly origin: string;
  private readonly partSize: number;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.origin = new URL(settings.endpoint ?? `https://s3.${settings.region}.amazonaws.com`).origin;
    this.partSize = Math.max(MIN_PART_SIZE, settings.partSize ?? MIN_PART_SIZE);
    const agent = { keepAlive: true, ...(settings.lookup ? { lookup: settings.lookup } : {}) };
    this.#config = {
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Static keys when configured (so the chain never looks elsewhere); otherwise the standard chain.
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
              ...(settings.sessionToken ? { sessionToken: settings.sessionToken } : {}),
            },
          }
        : {}),
      requestHandler: {
        connectionTimeout: settings.timeoutMs,
        socketTimeout: settings.timeoutMs,
        httpAgent: agent,
        httpsAgent: agent,
      },
    };
  }

  /** The SDK client, created on the first call. */
  private connect(): Promise<Connected> {
    this.#connected ??= import('@aws-sdk/client-s3').then((s3) => ({ s3, client: new s3.S3Client(this.#config) }));
    return this.#connected;
  }

  /** Where the bucket is, for messages: "bucket at https://host" (no credentials). */
  describe(): string {
    return `bucket ${this.bucket} at ${this.origin}`;
  }

  /** Runs one call, turning the SDK's failures into S3RequestError (answered) or S3UnreachableError. */
  private async call<T>(operation: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.failure(operation, error);
    }
  }

  /** The error to throw for a failed call (an error already classified is kept). */
  failure(operation: string, error: unknown): Error {
    if (error instanceof S3RequestError || error instanceof S3UnreachableError) return error;
    const status = statusOf(error);
    if (status) {
      const code =
        (error as Error).name && !['UnknownError', 'Unknown', 'Error'].includes((error as Error).name)
          ? (error as Error).name
          : status === 404
            ? 'NotFound'
            : status === 403
              ? 'Forbidden'
              : `HTTP${status}`;
      const { name, message } = error as Error;
      const detail = message && message !== name && message !== 'UnknownError' ? message : '';
      return new S3RequestError(status, code, detail, `${operation} (${this.describe()})`);
    }
    if ((error as Error)?.name === 'CredentialsProviderError')
      return new S3RequestError(
        0,
        'CredentialsProviderError',
        (error as Error).message,
        `${operation} (${this.describe()})`,
      );
    return new S3UnreachableError(`${operation} (${this.describe()})`, error);
  }

  /** PutObject of a body held in memory: stored whole or not at all; `ifNoneMatch: '*'` only if the key is free (else 412). */
  async putObject(key: string, body: Buffer, headers: ObjectHeaders & { ifNoneMatch?: '*' }): Promise<void> {
    await this.call('PutObject', async () => {
      const { s3, client } = await this.connect();
      await client.send(
        new s3.PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: headers.contentType,
          ...(headers.cacheControl ? { CacheControl: headers.cacheControl } : {}),
          ...(headers.contentDisposition ? { ContentDisposition: headers.contentDisposition } : {}),
          ...(headers.ifNoneMatch ? { IfNoneMatch: headers.ifNoneMatch } : {}),
        }),
      );
    });
  }

  /**
   * Uploads a body of any size read from a stream (or a buffer): one PutObject when it fits in one
   * part, else a multipart upload whose parts are sent as they are read (at most two parts in memory).
   * The object appears only when the upload completes; a failure aborts it, leaving no object and no
   * parts behind.
   */
  async upload(key: string, body: Readable | Buffer, headers: ObjectHeaders): Promise<void> {
    const [{ client }, { Upload }] = await Promise.all([this.connect(), import('@aws-sdk/lib-storage')]);
    const upload = new Upload({
      client,
      partSize: this.partSize,
      queueSize: 2,
      leavePartsOnError: false,
      params: {
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: headers.contentType,
        ...(headers.cacheControl ? { CacheControl: headers.cacheControl } : {}),
        ...(headers.contentDisposition ? { ContentDisposition: headers.contentDisposition } : {}),
      },
    });
    await this.call('Upload', () => upload.done());
  }

  /**
   * GetObject (or HeadObject) for an HTTP answer, passing range and conditional headers on. The
   * bucket's 200, 206, 304, 412 and 416 are answers; 404 is null; anything else throws.
   */
  async open(key: string, forwarded: ForwardedHeaders, method: 'GET' | 'HEAD' = 'GET'): Promise<S3Response | null> {
    const input = {
      Bucket: this.bucket,
      Key: key,
      ...(forwarded.range ? { Range: forwarded.range } : {}),
      ...(forwarded['if-none-match'] ? { IfNoneMatch: forwarded['if-none-match'] } : {}),
      ...(forwarded['if-match'] ? { IfMatch: forwarded['if-match'] } : {}),
      ...(httpDate(forwarded['if-modified-since'])
        ? { IfModifiedSince: httpDate(forwarded['if-modified-since']) }
        : {}),
      ...(httpDate(forwarded['if-unmodified-since'])
        ? { IfUnmodifiedSince: httpDate(forwarded['if-unmodified-since']) }
        : {}),
    };
    const operation = method === 'HEAD' ? 'HeadObject' : 'GetObject';
    try {
      const { s3, client } = await this.connect();
      const output =
        method === 'HEAD'
          ? await client.send(new s3.HeadObjectCommand(input))
          : await client.send(new s3.GetObjectCommand(input));
      const body = 'Body' in output && output.Body instanceof Readable ? output.Body : Readable.from([]);
      return {
        statusCode: output.$metadata.httpStatusCode ?? 200,
        headers: {
          'content-length': output.ContentLength === undefined ? undefined : String(output.ContentLength),
          'content-range': output.ContentRange,
          'content-type': output.ContentType,
          etag: output.ETag,
          'last-modified': output.LastModified?.toUTCString(),
        },
        body,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return null;
      if (status === 304 || status === 412 || status === 416) {
        // Not errors for a proxy: the answer's own headers (a 304 carries the ETag) and no body.
        const raw = (error as { $response?: { headers?: Record<string, string> } }).$response?.headers ?? {};
        return {
          statusCode: status,
          headers: { etag: raw.etag, 'last-modified': raw['last-modified'] },
          body: Readable.from([]),
        };
      }
      throw this.failure(operation, error);
    }
  }

  /** GetObject read whole; null when the key does not exist. */
  async getObjectBytes(key: string): Promise<Buffer | null> {
    const response = await this.open(key, {});
    if (!response) return null;
    return this.call('GetObject', async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of response.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    });
  }

  /** HeadObject: the object's size in bytes, or null when it does not exist. */
  async size(key: string): Promise<number | null> {
    const response = await this.open(key, {}, 'HEAD');
    return response ? Number(response.headers['content-length'] ?? 0) : null;
  }

  /** DeleteObject: deleting a missing key succeeds. */
  async deleteObject(key: string): Promise<void> {
    await this.call('DeleteObject', async () => {
      try {
        const { s3, client } = await this.connect();
        await client.send(new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
      } catch (error) {
        if (statusOf(error) !== 404) throw error;
      }
    });
  }

  /** ListObjectsV2, one page at a time (up to 1,000 keys each), every key under the prefix. */
  async *listObjects(prefix: string): AsyncGenerator<S3Object[]> {
    let token: string | undefined;
    do {
      const page = await this.call('ListObjectsV2', async () => {
        const { s3, client } = await this.connect();
        return client.send(
          new s3.ListObjectsV2Command({
            Bucket: this.bucket,
            Prefix: prefix,
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
      });
      yield (page.Contents ?? []).map((o) => ({
        key: o.Key ?? '',
        lastModified: o.LastModified ?? new Date(0),
        size: o.Size ?? 0,
      }));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Closes idle keep-alive connections. */
  close(): void {
    // A client still being created is closed once it exists.
    void this.#connected?.then(
      ({ client }) => client.destroy(),
      () => undefined,
    );
    this.#connected = undefined;
  }
}
