/** The app, calls and expected field lists the guide API tests (guide.*.test.ts) share. */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app';

export let t: TestApp;

/** One app per test file. */
export function useGuideApp() {
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
}

export const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

/** Each test gets its own client address, so rate-limit windows never leak between tests. */
let clients = 0;
export const nextIp = () => `10.0.${Math.floor(++clients / 250)}.${clients % 250}`;

export const getGuide = (
  slug: string,
  options: { code?: string; query?: string; ip?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/guide/${slug}${options.query ?? ''}`,
    remoteAddress: options.ip ?? '10.9.9.9',
    headers: { ...(options.code !== undefined ? { 'x-guide-code': options.code } : {}), ...options.headers },
  });

export const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

export const GUIDE_KEYS = [
  'slug',
  'shortCode',
  'locale',
  'defaultLocale',
  'name',
  'coverPhoto',
  'theme',
  'address',
  'checkInTime',
  'checkOutTime',
  'wifi',
  'wifiLocked',
  'emergency',
  'hostContact',
  'sections',
  'recommendations',
  'hasAccessCode',
  'unlocked',
  'mapTileUrl',
  'version',
  'devices',
];
export const SECTION_KEYS = [
  'sectionId',
  'kind',
  'icon',
  'title',
  'body',
  'wifi',
  'photos',
  'sensitive',
  'locked',
  'fallbackLocale',
];
export const PLACE_KEYS = [
  'attractionId',
  'type',
  'name',
  'description',
  'address',
  'latitude',
  'longitude',
  'distanceMeters',
  'directionsUrl',
  'url',
  'phone',
  'photo',
];
export const PHOTO_KEYS = ['src', 'srcSmall', 'width', 'height', 'smallWidth', 'alt'];
