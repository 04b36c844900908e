import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Property } from '@common/contracts/property';
import { changeEvents, properties } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { insertPhotos } from '../guide/guide.fixtures';
import { createHost, createProperty, sampleGuide, type TestHost } from './ai.fixtures';

/**
 * The concierge follows a guide through change events only (docs/decisions/030): every write that
 * changes what a guide shows announces guide.changed in its own transaction and the index's
 * subscriber schedules the re-index; a write that rolls back announces nothing.
 */

let t: TestApp;
let host: TestHost;

beforeAll(async () => {
  t = await buildTestApp();
  host = await createHost(t);
});

afterAll(async () => {
  await t?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host.headers, ...(payload ? { payload } : {}) });

async function propertyOf(propertyId: number): Promise<Property> {
  const res = await call('GET', '/api/property/user');
  return (res.json().result as Property[]).find((p) => p.propertyId === propertyId)!;
}

const spyReindex = () => vi.spyOn(t.app.ai.service, 'scheduleReindex').mockImplementation(() => undefined);

describe('guide.changed', () => {
  it('is what the concierge re-indexes on: an event emitted in a transaction schedules the re-index', async () => {
    const reindex = spyReindex();
    await t.app.events.transaction((tx) => t.app.events.emit(tx, { type: 'guide.changed', propertyId: 12345 }));
    expect(reindex).toHaveBeenCalledWith(12345);
  });

  it('a property save announces it (the re-index follows the event, not the URL)', async () => {
    const prop = await createProperty(t, host, sampleGuide());
    const current = await propertyOf(prop.id);
    const reindex = spyReindex();
    const emit = vi.spyOn(t.app.events, 'emit');
    const res = await call('PUT', '/api/property/user', { ...current, name: 'Renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(emit).toHaveBeenCalledWith(expect.anything(), { type: 'guide.changed', propertyId: prop.id });
    expect(reindex).toHaveBeenCalledWith(prop.id);

    // A stale save (409) changed nothing: nothing is announced.
    reindex.mockClear();
    emit.mockClear();
    const stale = await call('PUT', '/api/property/user', { ...current, name: 'Stale' });
    expect(stale.statusCode).toBe(409);
    expect(emit).not.toHaveBeenCalled();
    expect(reindex).not.toHaveBeenCalled();
  });

  it('a save that rolls back announces nothing and leaves the guide as it was', async () => {
    const prop = await createProperty(t, host, sampleGuide());
    const current = await propertyOf(prop.id);
    const reindex = spyReindex();
    const emit = t.app.events.emit.bind(t.app.events);
    vi.spyOn(t.app.events, 'emit').mockImplementation(async (tx, events) => {
      await emit(tx, events);
      throw new Error('fails after the event was written');
    });
    const res = await call('PUT', '/api/property/user', { ...current, name: 'Never saved' });
    expect(res.statusCode).toBe(500);
    vi.restoreAllMocks();
    const reindexAfter = spyReindex();
    await t.app.events.drain();
    expect(reindex).not.toHaveBeenCalled();
    expect(reindexAfter).not.toHaveBeenCalled();
    expect(await t.database.db.select().from(changeEvents)).toEqual([]);
    const [row] = await t.database.db.select().from(properties).where(eq(properties.id, prop.id));
    expect(row!.name).toBe(prop.name);
  });

  it('adding, changing and removing a video or a device re-indexes its property', async () => {
    const prop = await createProperty(t, host, sampleGuide());
    const reindex = spyReindex();
    const emit = vi.spyOn(t.app.events, 'emit');
    const video = await call('POST', '/api/videos', { propertyId: prop.id, url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(video.statusCode, video.body).toBe(200);
    expect(reindex).toHaveBeenCalledTimes(1);
    const videoId = video.json().result.videoId as number;
    expect(
      (await call('PUT', '/api/videos', { videoId, title: { en: 'Coffee' }, posterMediaId: null })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/videos/${videoId}`)).statusCode).toBe(200);
    expect(reindex).toHaveBeenCalledTimes(3);

    const device = await call('POST', '/api/devices', {
      propertyId: prop.id,
      name: 'Dishwasher',
      category: 'dishwasher',
      howTo: { en: '<p>Press Start.</p>' },
    });
    expect(device.statusCode, device.body).toBe(200);
    const deviceId = device.json().result.deviceId as number;
    expect((await call('DELETE', `/api/devices/${deviceId}`)).statusCode).toBe(200);
    expect(reindex).toHaveBeenCalledTimes(5);
    expect(new Set(reindex.mock.calls.map(([id]) => id))).toEqual(new Set([prop.id]));
    // Through the event each write announced in its transaction.
    expect(emit).toHaveBeenCalledTimes(5);
    for (const [, event] of emit.mock.calls) expect(event).toEqual({ type: 'guide.changed', propertyId: prop.id });
  });

  it('deleting a photo a guide shows announces the guide it took the photo out of', async () => {
    const prop = await createProperty(t, host, sampleGuide());
    const [photo] = await insertPhotos(t, prop.id, 1);
    const cover = await call('PUT', '/api/property/user', {
      ...(await propertyOf(prop.id)),
      propertyImageMediaId: photo,
    });
    expect(cover.statusCode, cover.body).toBe(200);
    const reindex = spyReindex();
    const emit = vi.spyOn(t.app.events, 'emit');
    const res = await call('DELETE', `/api/media/library/${photo}/1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(emit).toHaveBeenCalledWith(expect.anything(), { type: 'guide.changed', propertyId: prop.id });
    expect(reindex).toHaveBeenCalledWith(prop.id);
    expect((await propertyOf(prop.id)).propertyImageMediaId).toBeNull();
  });
});
