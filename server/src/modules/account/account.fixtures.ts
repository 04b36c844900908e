import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Device } from '@common/contracts/devices';
import type { MediaLibraryItem } from '@common/contracts/media';
import type { Video } from '@common/contracts/videos';
import { mailOutbox, users } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { createProperty } from '../guide/guide.fixtures';
import { makeImage, multipartBody } from '../media/media.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';
import { minimalPdf, mp4 } from '../videos/videos.fixtures';

/** A host with a property holding one photo, one uploaded video, a device with a PDF manual, and a kept mail. */
export interface SeededAccount {
  host: TestHost;
  propertyId: number;
  photo: MediaLibraryItem;
  video: Video;
  device: Device;
  /** The public addresses of the account's files (two photo variants, the video, the manual). */
  urls: string[];
}

async function upload(t: TestApp, host: TestHost, url: string, name: string, data: Buffer, type: string) {
  const body = await multipartBody([{ name, data, type }]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...host.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

/** Seeds an account through the API (so the files land in whatever store the app is configured with). */
export async function seedAccount(t: TestApp, options: { firstName?: string } = {}): Promise<SeededAccount> {
  const host = await createHost(t, { firstName: options.firstName ?? 'Seeded' });
  const property = await createProperty(t, host);
  const propertyId = property.propertyId;
  const photos = await upload(
    t,
    host,
    `/api/media/library/1/${propertyId}`,
    'photo.png',
    await makeImage('png'),
    'image/png',
  );
  const photo = photos.items[0] as MediaLibraryItem;
  const video = (await upload(
    t,
    host,
    `/api/videos/upload/${propertyId}`,
    'Hot tub.mp4',
    mp4(4000),
    'video/mp4',
  )) as Video;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: host.headers,
    payload: {
      propertyId,
      name: 'Oven',
      category: 'oven',
      location: '',
      brand: '',
      model: '',
      howTo: {},
      troubleshooting: {},
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  const device = (await upload(
    t,
    host,
    `/api/devices/${(created.json().result as Device).deviceId}/manual`,
    'Oven Manual.pdf',
    minimalPdf(),
    'application/pdf',
  )) as Device;
  const imageUrl = (key: string) => `/images/${key}`;
  await t.database.db.insert(mailOutbox).values({
    toAddress: host.email.toUpperCase(),
    subject: 'Your guide is ready',
    text: 'Hello',
    html: '<p>Hello</p>',
  });
  return {
    host,
    propertyId,
    photo,
    video,
    device,
    urls: [imageUrl(photo.smallImagePath), imageUrl(photo.largeImagePath), video.fileUrl!, device.manual!.url],
  };
}

/** Gives a host the Admin role. */
export async function makeAdmin(t: TestApp, host: TestHost): Promise<void> {
  await t.database.db
    .update(users)
    .set({ roles: ['Admin'] })
    .where(eq(users.id, host.userId));
}
