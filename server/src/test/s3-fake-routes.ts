import type { IncomingMessage } from 'node:http';

export const XML = { 'content-type': 'application/xml' };
export const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const xmlDocument = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);

/** How the fake S3 server (s3-fake.ts) tells operations apart, and what it stores of a request's headers. */

/** An object the fake S3 server keeps. */
export interface FakeObject {
  data: Buffer;
  contentType: string;
  cacheControl?: string;
  contentDisposition?: string;
  lastModified: Date;
  etag: string;
}

export const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/** The headers an object is stored with (and answers with). */
export function objectHeaders(req: IncomingMessage): Omit<FakeObject, 'data' | 'lastModified' | 'etag'> {
  return {
    contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
    ...(req.headers['cache-control'] ? { cacheControl: String(req.headers['cache-control']) } : {}),
    ...(req.headers['content-disposition'] ? { contentDisposition: String(req.headers['content-disposition']) } : {}),
  };
}

/** Which S3 operation a request is, from its method, key and query (as S3 routes them). */
export function operationOf(req: IncomingMessage, query: URLSearchParams): string {
  switch (req.method) {
    case 'GET':
      return query.get('list-type') === '2' ? 'ListObjectsV2' : 'GetObject';
    case 'HEAD':
      return 'HeadObject';
    case 'PUT':
      return query.has('uploadId') ? 'UploadPart' : 'PutObject';
    case 'POST':
      if (query.has('delete')) return 'DeleteObjects';
      if (query.has('uploads')) return 'CreateMultipartUpload';
      return query.has('uploadId') ? 'CompleteMultipartUpload' : 'Unknown';
    case 'DELETE':
      return query.has('uploadId') ? 'AbortMultipartUpload' : 'DeleteObject';
    default:
      return 'Unknown';
  }
}

/** A ListObjectsV2 answer: keys after the continuation token, a page at a time. */
export function listXml(bucket: Map<string, FakeObject>, query: URLSearchParams, pageSize: number): Buffer {
  const prefix = query.get('prefix') ?? '';
  const after = query.get('continuation-token')
    ? Buffer.from(query.get('continuation-token')!, 'base64url').toString('utf8')
    : '';
  const max = Math.min(pageSize, Number(query.get('max-keys') ?? 1000));
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
  const xml = xmlDocument(
    `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${max}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${next}${contents}</ListBucketResult>`,
  );
  return xml;
}
