import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@common/contracts/api';
import { MEDIA_ERROR_KEYS } from '@common/contracts/media';
import {
  makeImage,
  makeJpegWithGps,
  makeNoisePng,
  makePngBomb,
  makeRotatedJpeg,
  multipartBody,
  type TestFormat,
} from './media.fixtures';
import {
  MAX_BYTES,
  t,
  ana,
  bob,
  anaProperty,
  upload,
  uploadOk,
  list,
  stored,
  useMediaTestApp,
} from './media.test-app.fixtures';

useMediaTestApp();

describe('POST /media/library/{mediaSourceId}/{propertyId}', () => {
  it.each<[TestFormat, string]>([
    ['jpeg', 'photo.jpg'],
    ['png', 'photo.png'],
    ['webp', 'photo.webp'],
    ['avif', 'photo.avif'],
    ['gif', 'photo.gif'],
  ])('accepts %s and stores a small WebP and a large JPEG variant', async (format, name) => {
    const [item] = await uploadOk(ana, anaProperty, [{ name, data: await makeImage(format, 640, 480) }]);
    expect(item).toMatchObject({
      mediaSourceId: 1,
      propertyId: anaProperty,
      fileName: name,
      width: 640,
      height: 480,
      smallWidth: 400,
      smallHeight: 300,
      alt: null,
    });
    expect(item!.smallImagePath).toMatch(/^[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]{22}-s\.webp$/);
    expect(item!.largeImagePath).toMatch(/^[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]{22}-l\.jpg$/);
    for (const [relative, format, width] of [
      [item!.smallImagePath, 'webp', 400],
      [item!.largeImagePath, 'jpeg', 640],
    ] as const) {
      const meta = await sharp(readFileSync(stored(relative))).metadata();
      expect(meta).toMatchObject({ format, width });
    }
  });

  it('shrinks a large photo to 1600 px on its longest side and never enlarges a small one', async () => {
    const [big, tiny] = await uploadOk(ana, anaProperty, [
      { name: 'big.png', data: await makeImage('png', 2000, 1000) },
      { name: 'tiny.png', data: await makeImage('png', 120, 90) },
    ]);
    expect(big).toMatchObject({ width: 1600, height: 800, smallWidth: 400, smallHeight: 200 });
    expect(tiny).toMatchObject({ width: 120, height: 90, smallWidth: 120, smallHeight: 90 });
  });

  it('removes EXIF and GPS data from the stored files', async () => {
    const original = await makeJpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from('TestPhone'))).toBe(true);
    const [item] = await uploadOk(ana, anaProperty, [{ name: 'holiday.jpg', data: original }]);
    for (const relative of [item!.smallImagePath, item!.largeImagePath]) {
      const bytes = readFileSync(stored(relative));
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestPhone'))).toBe(false);
      expect(bytes.includes(Buffer.from('GPS'))).toBe(false);
    }
  });

  it('applies the EXIF orientation before storing', async () => {
    const [item] = await uploadOk(ana, anaProperty, [{ name: 'portrait.jpg', data: await makeRotatedJpeg() }]);
    expect(item).toMatchObject({ width: 40, height: 80 });
    const meta = await sharp(readFileSync(stored(item!.largeImagePath))).metadata();
    expect(meta).toMatchObject({ width: 40, height: 80 });
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a text file named like a photo, naming it, and stores nothing of the upload', async () => {
    const before = (await list(ana, 1, anaProperty)).json().result.totalCount as number;
    const res = await upload(ana, anaProperty, [
      { name: 'good.png', data: await makeImage('png') },
      {
        name: 'photo.jpg',
        data: Buffer.from('this is not a photo at all, just some text pretending'),
        type: 'image/jpeg',
      },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      result: null,
      errors: [
        {
          code: 'unsupported_media',
          description: MEDIA_ERROR_KEYS.unsupportedType,
          field: 'file[1]',
          params: { fileName: 'photo.jpg' },
        },
      ],
    });
    expect((await list(ana, 1, anaProperty)).json().result.totalCount).toBe(before);
  });

  it('refuses files whose first bytes are an image but whose body is not', async () => {
    const png = await makeImage('png', 200, 200);
    const res = await upload(ana, anaProperty, [{ name: 'cut.png', data: png.subarray(0, 60) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'file[0]', params: { fileName: 'cut.png' } });
  });

  it('refuses formats it does not accept, such as SVG and TIFF', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const tiff = await sharp(await makeImage('png'))
      .tiff()
      .toBuffer();
    const res = await upload(ana, anaProperty, [
      { name: 'logo.svg', data: svg },
      { name: 'scan.tiff', data: tiff },
    ]);
    expect(res.statusCode).toBe(400);
    expect((res.json().errors as ApiError[]).map((e) => [e.field, e.params?.fileName])).toEqual([
      ['file[0]', 'logo.svg'],
      ['file[1]', 'scan.tiff'],
    ]);
  });

  it('refuses a file over the byte limit with 413 naming it', async () => {
    const big = await makeNoisePng(300, 300);
    expect(big.length).toBeGreaterThan(MAX_BYTES);
    const res = await upload(ana, anaProperty, [
      { name: 'huge.png', data: big },
      { name: 'fine.png', data: await makeImage('png') },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual([
      {
        code: 'payload_too_large',
        description: MEDIA_ERROR_KEYS.fileTooLarge,
        field: 'file[0]',
        params: { fileName: 'huge.png', maxMegabytes: 0.2 },
      },
    ]);
  });

  it('refuses a decompression bomb (a 30000 x 30000 PNG of a few hundred kB) without decoding it', async () => {
    const bomb = makePngBomb();
    expect(bomb.length).toBeLessThan(MAX_BYTES);
    const res = await upload(ana, anaProperty, [{ name: 'bomb.png', data: bomb }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      {
        code: 'validation',
        description: MEDIA_ERROR_KEYS.tooManyPixels,
        field: 'file[0]',
        params: { fileName: 'bomb.png', maxMegapixels: 50 },
      },
    ]);
  });

  it('answers 400 on file when the request has no file or is not multipart', async () => {
    const empty = await upload(ana, anaProperty, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: 'file', description: MEDIA_ERROR_KEYS.noFiles });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/media/library/1/${anaProperty}`,
      headers: ana.headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().errors[0]).toMatchObject({ field: 'file' });
  });

  it('answers 400 naming the bad parameters', async () => {
    const { payload, headers } = await multipartBody([{ name: 'a.png', data: await makeImage('png') }]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/media/library/abc/0',
      headers: { ...ana.headers, ...headers },
      payload,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as ApiError[]).map((e) => e.field).sort()).toEqual(['mediaSourceId', 'propertyId']);
    const stock = await upload(ana, anaProperty, [{ name: 'a.png', data: await makeImage('png') }], 2);
    expect(stock.statusCode).toBe(400);
    expect(stock.json().errors[0]).toMatchObject({
      field: 'mediaSourceId',
      description: MEDIA_ERROR_KEYS.uploadSourceOnly,
    });
    const unknown = await upload(ana, anaProperty, [{ name: 'a.png', data: await makeImage('png') }], 99);
    expect(unknown.json().errors[0]).toMatchObject({
      field: 'mediaSourceId',
      description: MEDIA_ERROR_KEYS.unknownSource,
    });
  });

  it("refuses another host's property with 404 and requires a signed-in user", async () => {
    const foreign = await upload(bob, anaProperty, [{ name: 'a.png', data: await makeImage('png') }]);
    expect(foreign.statusCode).toBe(404);
    const missing = await upload(ana, 999_999, [{ name: 'a.png', data: await makeImage('png') }]);
    expect(missing.statusCode).toBe(404);
    const { payload, headers } = await multipartBody([{ name: 'a.png', data: await makeImage('png') }]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/media/library/1/${anaProperty}`,
      headers,
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
