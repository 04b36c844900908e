import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Device } from '@common/contracts/devices';
import type { MediaLibraryItem } from '@common/contracts/media';
import type { Property } from '@common/contracts/property';
import type { Video } from '@common/contracts/videos';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { makeImage, multipartBody } from '../../media/media.fixtures';
import { PropertyRepository } from '../../property/property.repository';
import { createHost, type TestHost } from '../../property/property.fixtures';
import { fileStoreFor, type ImageStorage, imagesDir, ImageStorageError, LocalImageStorage } from '../../storage';
import { minimalPdf, mp4 } from '../../videos/videos.fixtures';
import { ACCESS_CODE, createGuide, type GuideFixture, saveProperty } from '../guide.fixtures';
import { DuplicateService } from './duplicate.service';

let t: TestApp;
let owner: TestHost;
let source: GuideFixture;
let photos: MediaLibraryItem[];
let device: Device;
let link: Video;
let uploaded: Video;

const call = (host: TestHost | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host?.headers ?? {}, ...(payload ? { payload } : {}) });

const duplicate = (host: TestHost, propertyId: number, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/property/user/${propertyId}/duplicate`,
    headers: { ...host.headers, ...headers },
    payload: body,
  });

const readProperty = async (host: TestHost, propertyId: number): Promise<Property> => {
  const res = await call(host, 'GET', `/api/property/user?propertyId=${propertyId}`);
  return (res.json().result as Property[])[0]!;
};

const imageUrl = (path: string) => `${t.config.imageBaseUrl}${path}`;
const fetchImage = (path: string) => t.app.inject({ method: 'GET', url: `/images/${path}` });

async function multipart(host: TestHost, url: string, file: { name: string; data: Buffer; type?: string }) {
  const { payload, headers } = await multipartBody([file]);
  const res = await t.app.inject({ method: 'POST', url, headers: { ...host.headers, ...headers }, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

// Builds a whole guide with photos, videos, a device and its manual: slow on a busy machine.
beforeAll(async () => {
  t = await buildTestApp();
  owner = await createHost(t, { firstName: 'Olga', lastName: 'Owner' });
  source = await createGuide(t, { accessCode: ACCESS_CODE, published: true }, owner);
  const propertyId = source.property.propertyId;
  photos = (
    (await multipart(owner, `/api/media/library/1/${propertyId}`, {
      name: 'pool.png',
      data: await makeImage('png'),
    })) as { items: MediaLibraryItem[] }
  ).items;
  photos.push(
    ...(
      (await multipart(owner, `/api/media/library/1/${propertyId}`, {
        name: 'door.png',
        data: await makeImage('png', 80, 60),
      })) as { items: MediaLibraryItem[] }
    ).items,
  );
  const [pool, door] = photos as [MediaLibraryItem, MediaLibraryItem];

  link = (
    await call(owner, 'POST', '/api/videos', {
      propertyId,
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: { en: 'The hot tub' },
      posterMediaId: pool.mediaId,
    })
  ).json().result as Video;
  uploaded = (await multipart(owner, `/api/videos/upload/${propertyId}`, {
    name: 'tour.mp4',
    data: mp4(4096),
    type: 'video/mp4',
  })) as Video;
  const created = await call(owner, 'POST', '/api/devices', {
    propertyId,
    name: 'Dishwasher',
    category: 'dishwasher',
    howTo: { en: '<p>Press Start.</p>', es: '<p>Pulsa Inicio.</p>' },
    mediaIds: [door.mediaId],
    videoId: link.videoId,
  });
  expect(created.statusCode, created.body).toBe(200);
  device = (await multipart(owner, `/api/devices/${(created.json().result as Device).deviceId}/manual`, {
    name: 'Bosch Serie 4.pdf',
    data: minimalPdf(),
    type: 'application/pdf',
  })) as Device;

  // The guide shows both photos (by id and by URL) and the uploaded video.
  const current = await readProperty(owner, propertyId);
  const [first, ...rest] = current.guide.sections;
  source.property = await saveProperty(t, owner, {
    ...current,
    propertyImageMediaId: pool.mediaId,
    propertyImage: imageUrl(pool.largeImagePath),
    guide: {
      ...current.guide,
      sections: [
        {
          ...first!,
          mediaIds: [pool.mediaId, door.mediaId],
          imageUrls: [imageUrl(door.largeImagePath)],
          videoId: uploaded.videoId,
        },
        ...rest,
      ],
      attractions: current.guide.attractions.map((a, i) => (i === 0 ? { ...a, mediaId: door.mediaId } : a)),
    },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('POST /property/user/{propertyId}/duplicate', () => {
  it('makes a new property with the same guide, its own photos, videos, devices and manuals', async () => {
    const res = await duplicate(owner, source.property.propertyId, { name: '  Beach flat 2 ' });
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json().result as Property;
    const original = await readProperty(owner, source.property.propertyId);

    expect(copy.propertyId).not.toBe(original.propertyId);
    expect(copy.name).toBe('Beach flat 2');
    expect(copy.isCoHost).toBe(false);
    // A new guest link and a new access code of the same length; a draft until published.
    expect(copy.guide.slug).not.toBe(original.guide.slug);
    expect(copy.guide.published).toBe(false);
    expect(copy.guide.accessCode).toMatch(/^\d{4}$/);
    // Settings and text as the source's, language states (edited stamps) included.
    expect(copy.guide.defaultLocale).toBe(original.guide.defaultLocale);
    expect(copy.guide.checkInTime).toBe(original.guide.checkInTime);
    expect(copy.city).toBe(original.city);
    expect(copy.emergencyInfos.map((e) => e.name)).toEqual(original.emergencyInfos.map((e) => e.name));
    expect(copy.guide.sections.map((s) => [s.sectionId, s.title, s.body, s.edited, s.wifi])).toEqual(
      original.guide.sections.map((s) => [s.sectionId, s.title, s.body, s.edited, s.wifi]),
    );
    expect(copy.guide.attractions.map((a) => [a.name, a.description, a.edited])).toEqual(
      original.guide.attractions.map((a) => [a.name, a.description, a.edited]),
    );

    // Photos: copies in the new property's library, with files of their own holding the same bytes.
    const library = (await call(owner, 'GET', `/api/media/library/1/1/${copy.propertyId}`)).json().result as {
      items: MediaLibraryItem[];
    };
    expect(library.items).toHaveLength(2);
    const copyOf = new Map(
      photos.map((p) => [p.mediaId, library.items.find((c) => c.fileName === p.fileName && c.width === p.width)!]),
    );
    for (const photo of photos) {
      const copied = copyOf.get(photo.mediaId)!;
      expect(copied.mediaId).not.toBe(photo.mediaId);
      expect(copied.largeImagePath).not.toBe(photo.largeImagePath);
      const [a, b] = await Promise.all([fetchImage(photo.largeImagePath), fetchImage(copied.largeImagePath)]);
      expect(b.statusCode).toBe(200);
      expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    }
    const [pool, door] = photos as [MediaLibraryItem, MediaLibraryItem];
    const newPool = copyOf.get(pool.mediaId)!;
    const newDoor = copyOf.get(door.mediaId)!;
    expect(copy.propertyImageMediaId).toBe(newPool.mediaId);
    expect(copy.propertyImage).toBe(imageUrl(newPool.largeImagePath));
    expect(copy.guide.sections[0]!.mediaIds).toEqual([newPool.mediaId, newDoor.mediaId]);
    expect(copy.guide.sections[0]!.imageUrls).toEqual([imageUrl(newDoor.largeImagePath)]);
    expect(copy.guide.attractions[0]!.mediaId).toBe(newDoor.mediaId);

    // Videos: the link as it was, the upload as a file of its own; the section names the copy's video.
    const copiedVideos = (await call(owner, 'GET', `/api/videos/property/${copy.propertyId}`)).json().result as Video[];
    expect(copiedVideos).toHaveLength(2);
    const newLink = copiedVideos.find((v) => v.kind === 'youtube')!;
    const newUpload = copiedVideos.find((v) => v.kind === 'file')!;
    expect(newLink).toMatchObject({ providerVideoId: 'dQw4w9WgXcQ', title: { en: 'The hot tub' } });
    expect(newLink.posterMediaId).toBe(newPool.mediaId);
    expect(newUpload.url).not.toBe(uploaded.url);
    const [oldFile, newFile] = await Promise.all([
      t.app.inject({ method: 'GET', url: uploaded.url! }),
      t.app.inject({ method: 'GET', url: newUpload.url! }),
    ]);
    expect(newFile.statusCode).toBe(200);
    expect(newFile.rawPayload.equals(oldFile.rawPayload)).toBe(true);
    expect(copy.guide.sections[0]!.videoId).toBe(newUpload.videoId);

    // Devices: text, photos, video and a manual of their own.
    const [newDevice] = (await call(owner, 'GET', `/api/devices/property/${copy.propertyId}`)).json()
      .result as Device[];
    expect(newDevice).toMatchObject({ name: 'Dishwasher', howTo: device.howTo, edited: device.edited });
    expect(newDevice!.deviceId).not.toBe(device.deviceId);
    expect(newDevice!.mediaIds).toEqual([newDoor.mediaId]);
    expect(newDevice!.videoId).toBe(newLink.videoId);
    expect(newDevice!.manual).toMatchObject({ fileName: 'Bosch Serie 4.pdf', bytes: device.manual!.bytes });
    expect(newDevice!.manual!.url).not.toBe(device.manual!.url);
    const manual = await t.app.inject({ method: 'GET', url: newDevice!.manual!.url });
    expect(manual.statusCode).toBe(200);

    // Not copied: stays, co-hosts; the source is untouched.
    expect((await call(owner, 'GET', `/api/stays?propertyId=${copy.propertyId}`)).json().result.items ?? []).toEqual(
      [],
    );
    expect(copy.coHosts).toEqual([]);
    expect(original.guide.sections[0]!.mediaIds).toEqual([pool.mediaId, door.mediaId]);

    // The guest page of the copy shows it once published, at its own link.
    const published = await saveProperty(t, owner, { ...copy, guide: { ...copy.guide, published: true } });
    const page = await t.app.inject({ method: 'GET', url: `/g/${published.guide.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(newPool.largeImagePath);
    expect(page.body).not.toContain(pool.largeImagePath);
  });

  it('keeps the copy whole when a photo or a manual of the source is removed later', async () => {
    const copy = (await duplicate(owner, source.property.propertyId, { name: 'Beach flat 3' })).json()
      .result as Property;
    const [pool] = photos as [MediaLibraryItem];
    const newPoolId = copy.propertyImageMediaId!;
    const newPool = (
      (await call(owner, 'GET', `/api/media/library/1/1/${copy.propertyId}`)).json().result.items as MediaLibraryItem[]
    ).find((p) => p.mediaId === newPoolId)!;

    // The source's photo goes (files and all); the copy's photo and its file stay.
    const removed = await call(owner, 'DELETE', `/api/media/library/${pool.mediaId}/1`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await fetchImage(pool.largeImagePath)).statusCode).toBe(404);
    expect((await fetchImage(newPool.largeImagePath)).statusCode).toBe(200);
    expect((await readProperty(owner, copy.propertyId)).propertyImageMediaId).toBe(newPoolId);

    // The source's manual goes; the copy's stays.
    const [newDevice] = (await call(owner, 'GET', `/api/devices/property/${copy.propertyId}`)).json()
      .result as Device[];
    expect((await call(owner, 'DELETE', `/api/devices/${device.deviceId}/manual`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: device.manual!.url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: newDevice!.manual!.url })).statusCode).toBe(200);

    // A copy made now leaves out what is gone (no dangling photo id).
    const later = (await duplicate(owner, source.property.propertyId, { name: 'Beach flat 4' })).json()
      .result as Property;
    expect(later.propertyImageMediaId).toBeNull();
    const [laterDevice] = (await call(owner, 'GET', `/api/devices/property/${later.propertyId}`)).json()
      .result as Device[];
    expect(laterDevice!.manual).toBeNull();
  });

  it('announces guide.changed for the copy (the concierge indexes it)', async () => {
    const announced: number[] = [];
    const emit = t.app.events.emit.bind(t.app.events);
    t.app.events.emit = async (tx, events) => {
      for (const e of [events].flat()) if (e.type === 'guide.changed') announced.push(e.propertyId);
      return emit(tx, events);
    };
    try {
      const copy = (await duplicate(owner, source.property.propertyId, { name: 'Beach flat 5' })).json()
        .result as Property;
      expect(announced).toEqual([copy.propertyId]);
    } finally {
      t.app.events.emit = emit;
    }
  });

  it('replays an Idempotency-Key instead of copying twice', async () => {
    const before = (await call(owner, 'GET', '/api/property/user/list')).json().result.length as number;
    const headers = { 'idempotency-key': 'dup-123' };
    const first = await duplicate(owner, source.property.propertyId, { name: 'Key flat' }, headers);
    const again = await duplicate(owner, source.property.propertyId, { name: 'Key flat' }, headers);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().result.propertyId).toBe(first.json().result.propertyId);
    expect((await call(owner, 'GET', '/api/property/user/list')).json().result).toHaveLength(before + 1);
    const reused = await duplicate(owner, source.property.propertyId, { name: 'Other' }, headers);
    expect(reused.statusCode).toBe(409);
  });

  it("is the owner's: a co-host gets 403, another host or a missing property 404, a bad name 400", async () => {
    const coHost = await createHost(t, { firstName: 'Carla' });
    await new PropertyRepository(t.database.db).addCoHost(source.property.propertyId, coHost.userId);
    const refused = await duplicate(coHost, source.property.propertyId, { name: 'Mine now' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].description).toBe('host.property.errors.coHostCannotDuplicate');
    const stranger = await createHost(t);
    expect((await duplicate(stranger, source.property.propertyId, { name: 'Mine' })).statusCode).toBe(404);
    expect((await duplicate(owner, 999_999, { name: 'Nothing' })).statusCode).toBe(404);
    const blank = await duplicate(owner, source.property.propertyId, { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0].field).toBe('name');
    expect((await call(null, 'POST', `/api/property/user/${source.property.propertyId}/duplicate`)).statusCode).toBe(
      401,
    );
    // The co-host did not gain the copy, nor does the copy have the co-host.
    expect((await call(coHost, 'GET', '/api/property/user/list')).json().result).toHaveLength(1);
  });

  it("leaves out a photo the guide names from a library the owner may no longer use (another host's)", async () => {
    const other = await createHost(t);
    const otherProperty = (await call(other, 'POST', '/api/property/user')).json().result as Property;
    const [foreign] = (
      (await multipart(other, `/api/media/library/1/${otherProperty.propertyId}`, {
        name: 'foreign.png',
        data: await makeImage('png', 90, 70),
      })) as { items: MediaLibraryItem[] }
    ).items;
    // Named while the owner could use it (e.g. as a co-host since removed): written straight into the row.
    const repo = new PropertyRepository(t.database.db);
    const row = (await repo.findVisible(owner.userId, source.property.propertyId))!.row;
    const sections = row.guide.sections.map((s, i) =>
      i === 0 ? { ...s, mediaIds: [...s.mediaIds, foreign!.mediaId] } : s,
    );
    expect(await repo.updateIfUnchanged(row.id, row.modifyDate, { guide: { ...row.guide, sections } })).not.toBeNull();

    const copy = (await duplicate(owner, source.property.propertyId, { name: 'No foreign photo' })).json()
      .result as Property;
    const library = (await call(owner, 'GET', `/api/media/library/1/1/${copy.propertyId}`)).json().result
      .items as MediaLibraryItem[];
    expect(library.map((p) => p.fileName)).not.toContain('foreign.png');
    expect(copy.guide.sections[0]!.mediaIds).not.toContain(foreign!.mediaId);
    expect(copy.guide.sections[0]!.mediaIds).toHaveLength(library.length);
  });

  it('removes the files it copied and writes no row when a copy fails half-way', async () => {
    const local = new LocalImageStorage(imagesDir(t.config));
    const copied: string[] = [];
    let calls = 0;
    const failing: ImageStorage = {
      put: (key, data) => local.put(key, data),
      delete: (key) => local.delete(key),
      exists: (key) => local.exists(key),
      copy: async (from, to) => {
        if (++calls === 2) throw new ImageStorageError('full', new Error('ENOSPC'));
        const done = await local.copy(from, to);
        if (done) copied.push(to);
        return done;
      },
    };
    const service = new DuplicateService(t.database.db, {
      events: t.app.events,
      images: failing,
      files: fileStoreFor(t.config, () => undefined),
    });
    const before = (await call(owner, 'GET', '/api/property/user/list')).json().result.length as number;
    await expect(service.duplicate(owner.userId, source.property.propertyId, 'Half flat', 'en')).rejects.toThrow(
      ImageStorageError,
    );
    expect(copied.length).toBeGreaterThan(0);
    for (const key of copied) expect(await local.exists(key)).toBe(false);
    expect((await call(owner, 'GET', '/api/property/user/list')).json().result).toHaveLength(before);
  });

  it("leaves no file behind when the account goes: the copy's files are the account's too", async () => {
    const copy = (await duplicate(owner, source.property.propertyId, { name: 'Last flat' })).json().result as Property;
    const library = (await call(owner, 'GET', `/api/media/library/1/1/${copy.propertyId}`)).json().result
      .items as MediaLibraryItem[];
    const [copyVideo] = (
      (await call(owner, 'GET', `/api/videos/property/${copy.propertyId}`)).json().result as Video[]
    ).filter((v) => v.kind === 'file');
    expect(library.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: copyVideo!.url! })).statusCode).toBe(200);

    // On PostgreSQL the concierge's index runs that the copies started (guide.changed) can deadlock with the
    // deletion's cascade (40P01, rolled back whole): retried, as a client would (reported to the lead).
    const isDeadlock = (e: unknown) =>
      (e as { code?: string }).code === '40P01' || (e as { cause?: { code?: string } }).cause?.code === '40P01';
    let deleted = null;
    for (let attempt = 0; attempt < 3 && !deleted; attempt++) {
      await t.app.events.drain();
      deleted = await t.app.account.deleteAccount(owner.userId).catch((e: unknown) => {
        if (!isDeadlock(e)) throw e;
        return null;
      });
    }
    expect(deleted).not.toBeNull();
    for (const photo of library) expect((await fetchImage(photo.largeImagePath)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: copyVideo!.url! })).statusCode).toBe(404);
  });
});
