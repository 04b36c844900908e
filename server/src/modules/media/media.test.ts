import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@common/contracts/api';
import { MEDIA_ERROR_KEYS, type MediaLibraryItem, type MediaLibraryPage } from '@common/contracts/media';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { imagesDir } from '../storage';
import {
  makeImage,
  makeJpegWithGps,
  makeNoisePng,
  makePngBomb,
  makeRotatedJpeg,
  multipartBody,
  type TestFormat,
  type UploadFile,
} from './media.fixtures';

/** Small enough that a 300x300 noise PNG (~270 kB) is over it, big enough for every other test image. */
const MAX_BYTES = 200_000;

let t: TestApp;
let ana: TestHost;
let bob: TestHost;
let anaProperty: number;
let bobProperty: number;

async function createProperty(host: TestHost): Promise<Property> {
  const res = await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers });
  expect(res.statusCode).toBe(200);
  return res.json().result as Property;
}

async function upload(host: TestHost, propertyId: number, files: UploadFile[], mediaSourceId = 1) {
  const { payload, headers } = await multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/media/library/${mediaSourceId}/${propertyId}`,
    headers: { ...host.headers, ...headers },
    payload,
  });
}

async function uploadOk(host: TestHost, propertyId: number, files: UploadFile[]): Promise<MediaLibraryItem[]> {
  const res = await upload(host, propertyId, files);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.items as MediaLibraryItem[];
}

const list = (host: TestHost, page: number, propertyId: number, mediaSourceId = 1) =>
  t.app.inject({
    method: 'GET',
    url: `/api/media/library/${page}/${mediaSourceId}/${propertyId}`,
    headers: host.headers,
  });

const stored = (relative: string) => path.join(imagesDir(t.config), relative);

beforeAll(async () => {
  t = await buildTestApp({ UPLOAD_MAX_BYTES: String(MAX_BYTES) });
  ana = await createHost(t);
  bob = await createHost(t);
  anaProperty = (await createProperty(ana)).propertyId;
  bobProperty = (await createProperty(bob)).propertyId;
});
afterAll(async () => {
  await t?.close();
});

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

describe('GET /media/library/{page}/{mediaSourceId}/{propertyId}', () => {
  let propertyId: number;
  let uploaded: MediaLibraryItem[];

  beforeAll(async () => {
    propertyId = (await createProperty(ana)).propertyId;
    const files = async (from: number, count: number) =>
      Promise.all(
        Array.from({ length: count }, async (_, i) => ({
          name: `p${from + i}.png`,
          data: await makeImage('png', 24 + from + i, 16),
        })),
      );
    uploaded = [
      ...(await uploadOk(ana, propertyId, await files(0, 20))),
      ...(await uploadOk(ana, propertyId, await files(20, 11))),
    ];
  });

  it('pages 31 photos 15 at a time, newest first, with the total', async () => {
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) => (await list(ana, page, propertyId)).json().result as MediaLibraryPage),
    );
    expect(pages.map((p) => p.items.length)).toEqual([15, 15, 1, 0]);
    expect(pages.map((p) => p.totalCount)).toEqual([31, 31, 31, 31]);
    const ids = pages.flatMap((p) => p.items.map((i) => i.mediaId));
    expect(new Set(ids).size).toBe(31);
    expect(ids.sort((a, b) => a - b)).toEqual(uploaded.map((u) => u.mediaId).sort((a, b) => a - b));
    // Newest first: the last upload leads page 1.
    expect(pages[0]!.items[0]!.fileName).toBe('p30.png');
    expect(pages[0]!.items[0]!.smallImagePath).not.toMatch(/^\//);
  });

  it('lists one source at a time', async () => {
    const stock = (await list(ana, 1, propertyId, 2)).json().result as MediaLibraryPage;
    expect(stock).toEqual({ items: [], totalCount: 0 });
  });

  it("answers 404 for another host's property", async () => {
    expect((await list(bob, 1, propertyId)).statusCode).toBe(404);
    expect((await list(ana, 1, bobProperty)).statusCode).toBe(404);
  });

  it('lets a co-host of the property see its library', async () => {
    const { PropertyRepository } = await import('../property/property.repository');
    const coHost = await createHost(t);
    await new PropertyRepository(t.database.db).addCoHost(propertyId, coHost.userId);
    const res = await list(coHost, 1, propertyId);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.totalCount).toBe(31);
  });

  it('answers 400 naming bad parameters and 401 without a user', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/media/library/0/x/1', headers: ana.headers });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as ApiError[]).map((e) => e.field).sort()).toEqual(['mediaSourceId', 'page']);
    expect((await t.app.inject({ method: 'GET', url: `/api/media/library/1/1/${propertyId}` })).statusCode).toBe(401);
  });
});

describe('GET {imageBaseUrl}{path}', () => {
  it('serves stored photos publicly with long-lived immutable caching', async () => {
    const [item] = await uploadOk(ana, anaProperty, [{ name: 'served.png', data: await makeImage('png') }]);
    const res = await t.app.inject({ method: 'GET', url: `/images/${item!.smallImagePath}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.rawPayload.equals(readFileSync(stored(item!.smallImagePath)))).toBe(true);
    expect(t.config.imageBaseUrl).toBe('http://guidebook.test/images/');
  });

  it('answers 404 for unknown files, directories and paths outside the image directory', async () => {
    for (const url of [
      '/images/Ab/AbCdEfGhIjKlMnOpQrStUv-s.webp',
      '/images/',
      '/images/Ab/',
      '/images/../pglite/PG_VERSION',
      '/images/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).not.toContain('image/');
    }
  });
});

describe('DELETE /media/library/{mediaId}/{mediaSourceId}', () => {
  it('removes the item and its files', async () => {
    const [item] = await uploadOk(ana, anaProperty, [{ name: 'gone.png', data: await makeImage('png') }]);
    expect(existsSync(stored(item!.largeImagePath))).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/library/${item!.mediaId}/1`,
      headers: ana.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { mediaId: item!.mediaId, removedFromPropertyIds: [] }, errors: [] });
    expect(existsSync(stored(item!.smallImagePath))).toBe(false);
    expect(existsSync(stored(item!.largeImagePath))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/images/${item!.largeImagePath}` })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/library/${item!.mediaId}/1`,
      headers: ana.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('takes the photo out of the guides that show it', async () => {
    const property = await createProperty(ana);
    const [keep, drop] = await uploadOk(ana, property.propertyId, [
      { name: 'keep.png', data: await makeImage('png') },
      { name: 'drop.png', data: await makeImage('png') },
    ]);
    const url = (item: MediaLibraryItem) => `${t.config.imageBaseUrl}${item.largeImagePath}`;
    const [first, ...rest] = property.guide.sections;
    const body = {
      ...property,
      propertyImage: url(drop!),
      propertyImageMediaId: drop!.mediaId,
      guide: {
        ...property.guide,
        sections: [
          { ...first!, mediaIds: [keep!.mediaId, drop!.mediaId], imageUrls: [url(keep!), url(drop!)] },
          ...rest,
        ],
      },
    };
    const saved = await t.app.inject({ method: 'PUT', url: '/api/property/user', headers: ana.headers, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/library/${drop!.mediaId}/1`,
      headers: ana.headers,
    });
    expect(res.json().result).toEqual({ mediaId: drop!.mediaId, removedFromPropertyIds: [property.propertyId] });

    const after = (
      (await t.app.inject({ method: 'GET', url: '/api/property/user', headers: ana.headers })).json()
        .result as Property[]
    ).find((p) => p.propertyId === property.propertyId)!;
    expect(after.propertyImage).toBeNull();
    expect(after.propertyImageMediaId).toBeNull();
    const section = after.guide.sections.find((s) => s.sectionId === first!.sectionId)!;
    expect(section.mediaIds).toEqual([keep!.mediaId]);
    expect(section.imageUrls).toEqual([url(keep!)]);
    expect(after.modifyDate).not.toBe((saved.json().result as Property).modifyDate);
  });

  it("answers 404 for another host's photo and for a mismatched source, and keeps the files", async () => {
    const [item] = await uploadOk(ana, anaProperty, [{ name: 'mine.png', data: await makeImage('png') }]);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/library/${item!.mediaId}/1`,
      headers: bob.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongSource = await t.app.inject({
      method: 'DELETE',
      url: `/api/media/library/${item!.mediaId}/2`,
      headers: ana.headers,
    });
    expect(wrongSource.statusCode).toBe(404);
    expect(existsSync(stored(item!.largeImagePath))).toBe(true);
  });

  it('answers 400 naming bad parameters and 401 without a user', async () => {
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/media/library/x/0', headers: ana.headers });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().errors as ApiError[]).map((e) => e.field).sort()).toEqual(['mediaId', 'mediaSourceId']);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/media/library/1/1' })).statusCode).toBe(401);
  });
});

describe('GET /media/autocomplete/icon/{text}', () => {
  it('answers Tabler icon names, the best match first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/media/autocomplete/icon/wif', headers: ana.headers });
    expect(res.statusCode).toBe(200);
    const names = res.json().result as string[];
    expect(names[0]).toBe('wifi');
    expect(names.length).toBeLessThanOrEqual(20);
    expect(names.every((n) => /^[a-z0-9-]+$/.test(n))).toBe(true);
  });

  it('finds icons by keyword and answers an empty list when nothing matches', async () => {
    const toilet = (
      await t.app.inject({ method: 'GET', url: '/api/media/autocomplete/icon/toilet', headers: ana.headers })
    ).json().result as string[];
    expect(toilet).toContain('toilet-paper');
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/media/autocomplete/icon/qqqqzzzz',
      headers: ana.headers,
    });
    expect(none.json()).toEqual({ result: [], errors: [] });
  });

  it('answers 400 for overlong text and 401 without a user', async () => {
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/media/autocomplete/icon/${'a'.repeat(65)}`,
      headers: ana.headers,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('text');
    expect((await t.app.inject({ method: 'GET', url: '/api/media/autocomplete/icon/wifi' })).statusCode).toBe(401);
  });
});
