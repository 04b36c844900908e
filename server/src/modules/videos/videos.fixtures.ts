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

/** An MP4's first box (ftyp, brand isom) followed by random bytes. */
export const mp4Bytes = (size: number) => {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  return Buffer.concat([ftyp, randomBytes(size - ftyp.length)]);
};

/** The smallest document looksLikePdf accepts: a header, one object, a cross-reference table, the trailer. */
export const minimalPdf = () => {
  const head =
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n';
  return Buffer.from(
    `${head}xref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer\n<< /Size 3 /Root 1 0 R >>\nstartxref\n${head.length}\n%%EOF\n`,
    'latin1',
  );
};
