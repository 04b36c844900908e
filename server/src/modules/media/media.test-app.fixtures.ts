import path from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type MediaLibraryItem } from '@common/contracts/media';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { imagesDir } from '../storage';
import { multipartBody, type UploadFile } from './media.fixtures';

// Shared setup of the library API tests (media-*.test.ts).

/** Small enough that a 300x300 noise PNG (~270 kB) is over it, big enough for every other test image. */
export const MAX_BYTES = 200_000;

/** The app and hosts of the test file that called useMediaTestApp (files of a worker run one after another). */
export let t: TestApp;
export let ana: TestHost;
export let bob: TestHost;
export let anaProperty: number;
export let bobProperty: number;

export async function createProperty(host: TestHost): Promise<Property> {
  const res = await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers });
  expect(res.statusCode).toBe(200);
  return res.json().result as Property;
}

export async function upload(host: TestHost, propertyId: number, files: UploadFile[], mediaSourceId = 1) {
  const { payload, headers } = await multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/media/library/${mediaSourceId}/${propertyId}`,
    headers: { ...host.headers, ...headers },
    payload,
  });
}

export async function uploadOk(host: TestHost, propertyId: number, files: UploadFile[]): Promise<MediaLibraryItem[]> {
  const res = await upload(host, propertyId, files);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.items as MediaLibraryItem[];
}

export const list = (host: TestHost, page: number, propertyId: number, mediaSourceId = 1) =>
  t.app.inject({
    method: 'GET',
    url: `/api/media/library/${page}/${mediaSourceId}/${propertyId}`,
    headers: host.headers,
  });

export const stored = (relative: string) => path.join(imagesDir(t.config), relative);

/** Builds the app with two hosts, each with a property, before the file's tests; closes it after. */
export function useMediaTestApp(): void {
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
}
