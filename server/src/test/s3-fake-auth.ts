import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { crc32 } from 'node:zlib';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * What the fake S3 server checks on every request, independently of the client that sent it (the
 * AWS SDK): the Signature Version 4 Authorization header recomputed from the request as it arrived,
 * the signed payload hash, a session token when the credentials have one, and the checksums the SDK
 * adds (x-amz-checksum-*, in a header or in the trailer of an aws-chunked body; Content-MD5).
 */

export class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface FakeCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** When set, every request must carry it in a signed x-amz-security-token. */
  sessionToken?: string;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The checksums the fake can verify, as S3 names them (x-amz-checksum-{name}: base64 of the digest). */
const CHECKSUMS: Record<string, (data: Buffer) => string> = {
  crc32: (data) => {
    const out = Buffer.alloc(4);
    out.writeUInt32BE(crc32(data));
    return out.toString('base64');
  },
  sha1: (data) => createHash('sha1').update(data).digest('base64'),
  sha256: (data) => createHash('sha256').update(data).digest('base64'),
};

/** Decodes an aws-chunked body ("{hex size}\r\n{bytes}\r\n ... 0\r\n{trailer lines}\r\n"); answers the data and trailer. */
export function decodeAwsChunked(body: Buffer): { data: Buffer; trailer: Record<string, string> } {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) throw new S3Failure(400, 'IncompleteBody', 'aws-chunked body ends early');
    const size = parseInt(body.toString('latin1', at, lineEnd).split(';')[0]!, 16);
    if (!Number.isInteger(size)) throw new S3Failure(400, 'InvalidChunkSizeError', 'bad aws-chunked size');
    at = lineEnd + 2;
    if (size === 0) break;
    parts.push(body.subarray(at, at + size));
    at += size + 2;
  }
  const trailer: Record<string, string> = {};
  for (const line of body.toString('latin1', at).split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) trailer[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { data: Buffer.concat(parts), trailer };
}

/**
 * The body as stored: decoded when aws-chunked, with every checksum it names verified (a mismatch
 * is S3's 400 BadDigest; an algorithm the fake cannot compute is refused, so a test never passes
 * without the check).
 */
export function verifiedBody(req: IncomingMessage, raw: Buffer): { data: Buffer; checksums: Record<string, string> } {
  let data = raw;
  const named: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers))
    // Digests only (-algorithm, -type and -mode name none).
    if (/^x-amz-checksum-(crc32|crc32c|crc64nvme|sha1|sha256)$/.test(name) && typeof value === 'string')
      named[name] = value;
  if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) {
    const decoded = decodeAwsChunked(raw);
    data = decoded.data;
    const declared = Number(req.headers['x-amz-decoded-content-length']);
    if (declared !== data.length)
      throw new S3Failure(400, 'IncompleteBody', 'x-amz-decoded-content-length does not match the body');
    const expected = String(req.headers['x-amz-trailer'] ?? '').toLowerCase();
    if (expected && !decoded.trailer[expected])
      throw new S3Failure(400, 'MalformedTrailerError', `the trailer ${expected} is missing`);
    Object.assign(named, decoded.trailer);
  }
  const checksums: Record<string, string> = {};
  for (const [name, value] of Object.entries(named)) {
    const algorithm = name.slice('x-amz-checksum-'.length);
    const compute = CHECKSUMS[algorithm];
    if (!compute) throw new S3Failure(501, 'NotImplemented', `the fake cannot verify ${name}`);
    if (compute(data) !== value)
      throw new S3Failure(
        400,
        'BadDigest',
        `The ${algorithm.toUpperCase()} you specified did not match the calculated checksum.`,
      );
    checksums[name] = value;
  }
  const md5 = req.headers['content-md5'];
  if (typeof md5 === 'string' && md5 !== createHash('md5').update(data).digest('base64'))
    throw new S3Failure(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  return { data, checksums };
}

const PAYLOAD_MARKERS = new Set(['UNSIGNED-PAYLOAD', 'STREAMING-UNSIGNED-PAYLOAD-TRAILER']);

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData) =>
  typeof data === 'string'
    ? Buffer.from(data)
    : ArrayBuffer.isView(data)
      ? Buffer.from(data.buffer, data.byteOffset, data.byteLength)
      : Buffer.from(new Uint8Array(data));

/** SHA-256 (HMAC-SHA256 with a secret) in the shape the signer takes. */
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  async digest(): Promise<Uint8Array> {
    return this.hash.digest();
  }
}

/**
 * Verifies the Signature Version 4 Authorization header the way S3 does: the credential scope, the
 * date, the signed payload hash, then the signature recomputed from the request as it arrived (its
 * method, raw path, query and the headers it lists as signed) with the test's secret, using the
 * reference signer from the SDK's own packages.
 */
export async function authenticate(
  credentials: FakeCredentials,
  req: IncomingMessage,
  rawPath: string,
  rawQuery: string,
  body: Buffer,
): Promise<void> {
  const header = req.headers.authorization ?? '';
  const match =
    /^(\S+) Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) throw new S3Failure(403, 'AccessDenied', 'Missing or malformed Authorization header');
  const [, , accessKeyId, scopeDate, region, signedHeaderList] = match as unknown as string[] as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (accessKeyId !== credentials.accessKeyId)
    throw new S3Failure(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
  if (region !== credentials.region)
    throw new S3Failure(
      400,
      'AuthorizationHeaderMalformed',
      `the region '${region}' is wrong; expecting '${credentials.region}'`,
    );
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const at = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!at || amzDate.slice(0, 8) !== scopeDate)
    throw new S3Failure(403, 'AccessDenied', 'x-amz-date is missing or does not match the credential scope');
  const sent = new Date(Date.UTC(+at[1]!, +at[2]! - 1, +at[3]!, +at[4]!, +at[5]!, +at[6]!));
  if (Math.abs(Date.now() - sent.getTime()) > 15 * 60 * 1000)
    throw new S3Failure(
      403,
      'RequestTimeTooSkewed',
      'The difference between the request time and the current time is too large.',
    );
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date'))
    throw new S3Failure(403, 'AccessDenied', 'host and x-amz-date must be signed');
  if (credentials.sessionToken) {
    if (
      !signedHeaders.includes('x-amz-security-token') ||
      req.headers['x-amz-security-token'] !== credentials.sessionToken
    )
      throw new S3Failure(403, 'InvalidToken', 'The provided token is malformed or otherwise invalid.');
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (!payloadHash)
    throw new S3Failure(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
  if (!PAYLOAD_MARKERS.has(payloadHash) && payloadHash !== sha256(body))
    throw new S3Failure(
      400,
      'XAmzContentSHA256Mismatch',
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );

  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = req.headers[name];
    if (value === undefined) throw new S3Failure(403, 'AccessDenied', `signed header ${name} is missing`);
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const pair of rawQuery.split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split('=', 2);
    const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, ' '));
    query[decode(name)] = decode(value);
  }
  const signer = new SignatureV4({
    credentials: {
      accessKeyId,
      secretAccessKey: credentials.secretAccessKey,
      ...(credentials.sessionToken ? { sessionToken: credentials.sessionToken } : {}),
    },
    region,
    service: 's3',
    sha256: Sha256,
    // S3 signs the path as sent, without encoding it again.
    uriEscapePath: false,
  });
  const expected = await signer.sign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: headers.host!.replace(/:\d+$/, ''),
      path: rawPath,
      query,
      headers,
    },
    { signingDate: sent, signableHeaders: new Set(signedHeaders) },
  );
  const ours = Buffer.from(String(expected.headers.authorization ?? ''));
  if (ours.length !== Buffer.byteLength(header) || !timingSafeEqual(ours, Buffer.from(header)))
    throw new S3Failure(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    );
}
