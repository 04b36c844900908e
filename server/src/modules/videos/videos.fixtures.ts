import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';

/**
 * What a phone needs to seek in an uploaded video, whatever the store: a middle range (206 with its
 * content-range and length), the last bytes, and a range past the end (416 that says the size).
 */
export async function expectVideoRanges(t: TestApp, url: string, data: Buffer): Promise<void> {
  const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=1000-1999' } });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 1000-1999/${data.length}`);
  expect(part.headers['content-length']).toBe('1000');
  expect(part.rawPayload.equals(data.subarray(1000, 2000))).toBe(true);

  const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
  expect(tail.statusCode).toBe(206);
  expect(tail.rawPayload.equals(data.subarray(data.length - 10))).toBe(true);

  const outside = await t.app.inject({
    method: 'GET',
    url,
    headers: { range: `bytes=${data.length + 10}-${data.length + 20}` },
  });
  expect(outside.statusCode).toBe(416);
  expect(outside.headers['content-range']).toBe(`bytes */${data.length}`);
}

/** The "ftyp" box (brand isom) an MP4 starts with. */
export const FTYP = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'latin1'),
]);

/** A box: 32-bit size, type, payload. */
export const box = (type: string, payload: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32BE(8 + payload.length);
  return Buffer.concat([size, Buffer.from(type, 'latin1'), payload]);
};

/** A structurally whole MP4 of `size` bytes (at least 48): ftyp, a small moov, and an mdat filling the rest. */
export const mp4 = (size: number) =>
  Buffer.concat([FTYP, box('moov', Buffer.alloc(8)), box('mdat', randomBytes(size - FTYP.length - 16 - 8))]);

/** The EBML header of a WebM file (DocType "webm"). */
export const EBML_HEADER = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3,
  0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04, 0x42, 0x85, 0x81, 0x02,
]);

/** A Segment element header (8-byte size) for `bodyBytes` of content. */
export const segmentHeader = (bodyBytes: number) => {
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(bodyBytes));
  size[0] = 0x01;
  return Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67]), size]);
};

/** A structurally whole WebM of `size` bytes: the EBML header and a Segment ending at the end of the file. */
export const webm = (size: number) => {
  const body = size - EBML_HEADER.length - 12;
  return Buffer.concat([EBML_HEADER, segmentHeader(body), randomBytes(body)]);
};

/**
 * The smallest document looksLikePdf accepts: a header, two objects, a cross-reference table, the
 * trailer. `misplace` shifts the table's object offsets (a table that does not match its objects).
 */
export const minimalPdf = (misplace = 0) => {
  const head =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  const at = (n: number) => String(n + misplace).padStart(10, '0');
  return Buffer.from(
    `${head}xref\n0 3\n0000000000 65535 f \n${at(9)} 00000 n \n${at(58)} 00000 n \ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`,
    'latin1',
  );
};
