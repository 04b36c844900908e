import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@common/contracts/api';
import { type MediaLibraryItem, type MediaLibraryPage } from '@common/contracts/media';
import type { Property } from '@common/contracts/property';
import { createHost } from '../property/property.fixtures';
import { makeImage } from './media.fixtures';
import {
  t,
  ana,
  bob,
  anaProperty,
  bobProperty,
  createProperty,
  uploadOk,
  list,
  stored,
  useMediaTestApp,
} from './media.test-app.fixtures';

useMediaTestApp();

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

  it("names the cover's card-size variant next to it, only for the library photo the cover shows", async () => {
    const property = await createProperty(ana);
    const [cover, other] = await uploadOk(ana, property.propertyId, [
      { name: 'cover.png', data: await makeImage('png') },
      { name: 'other.png', data: await makeImage('png') },
    ]);
    const save = async (propertyImage: string | null, propertyImageMediaId: number | null) => {
      const current = (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/property/user?propertyId=${property.propertyId}`,
            headers: ana.headers,
          })
        ).json().result as Property[]
      )[0]!;
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/property/user',
        headers: ana.headers,
        payload: { ...current, propertyImage, propertyImageMediaId },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as Property;
    };
    const saved = await save(`${t.config.imageBaseUrl}${cover!.largeImagePath}`, cover!.mediaId);
    expect(saved.propertyImageSmall).toBe(`${t.config.imageBaseUrl}${cover!.smallImagePath}`);
    const listed = (
      (await t.app.inject({ method: 'GET', url: '/api/property/user', headers: ana.headers })).json()
        .result as Property[]
    ).find((p) => p.propertyId === property.propertyId)!;
    expect(listed.propertyImageSmall).toBe(saved.propertyImageSmall);
    // The small file is served.
    expect((await t.app.inject({ method: 'GET', url: `/images/${cover!.smallImagePath}` })).statusCode).toBe(200);
    // An id that is not the photo the URL shows names no other file; nor does an outside URL.
    expect(
      (await save(`${t.config.imageBaseUrl}${cover!.largeImagePath}`, other!.mediaId)).propertyImageSmall,
    ).toBeNull();
    expect((await save('https://images.example.com/house.jpg', cover!.mediaId)).propertyImageSmall).toBeNull();
    expect((await save(null, null)).propertyImageSmall).toBeNull();
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
