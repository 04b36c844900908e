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
