import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseVideoUrl, type Video } from '@common/contracts/videos';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createGuide, insertPhotos } from '../guide/guide.fixtures';
import { makeImage, multipartBody } from '../media/media.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';
import { looksLikePdf, sniffVideo } from './upload-checks';
import { box, EBML_HEADER, FTYP, minimalPdf, mp4, segmentHeader, webm } from './videos.fixtures';
import { expectVideoRanges } from './videos.fixtures';

let t: TestApp;
const MAX = 64 * 1024;
beforeAll(async () => {
  t = await buildTestApp({ VIDEO_MAX_BYTES: String(MAX) });
});
afterAll(async () => {
  await t?.close();
});

const call = (host: TestHost | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host?.headers ?? {}, ...(payload ? { payload } : {}) });

async function upload(host: TestHost, propertyId: number, name: string, data: Buffer) {
  const body = await multipartBody([{ name, data, type: 'video/mp4' }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/videos/upload/${propertyId}`,
    headers: { ...host.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('video links', () => {
  it('normalises the YouTube and Vimeo forms to the video id', () => {
    const yt = { kind: 'youtube', id: 'dQw4w9WgXcQ' };
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toEqual(yt);
    expect(parseVideoUrl('youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(yt);
    expect(parseVideoUrl('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ')).toEqual(yt);
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?si=abc')).toEqual(yt);
    expect(parseVideoUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(yt);
    expect(parseVideoUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(yt);
    expect(parseVideoUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual(yt);
    expect(parseVideoUrl('https://vimeo.com/76979871')).toEqual({ kind: 'vimeo', id: '76979871' });
    expect(parseVideoUrl('https://player.vimeo.com/video/76979871?h=abc')).toEqual({ kind: 'vimeo', id: '76979871' });
  });

  it('refuses anything else, javascript: included', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript://youtube.com/%0Aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload=x',
      'https://www.youtube.com/playlist?list=PL123',
      'https://vimeo.com/channels/staffpicks',
      'https://user:pw@youtube.com/watch?v=dQw4w9WgXcQ',
      'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
      'not a url',
    ]) {
      expect(parseVideoUrl(bad), bad).toBeNull();
    }
  });

  it('stores a link as its id with a privacy-enhanced embed, and answers 400 on url for a bad one', async () => {
    const { host, property } = await createGuide(t);
    const [poster] = await insertPhotos(t, property.propertyId, 1);
    const res = await call(host, 'POST', '/api/videos', {
      propertyId: property.propertyId,
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: { en: 'Coffee machine', es: 'Cafetera' },
      posterMediaId: poster,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      kind: 'youtube',
      providerVideoId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      fileUrl: null,
      title: { en: 'Coffee machine', es: 'Cafetera' },
      posterMediaId: poster,
    });
    const vimeo = (
      await call(host, 'POST', '/api/videos', {
        propertyId: property.propertyId,
        url: 'https://player.vimeo.com/video/76979871',
      })
    ).json().result as Video;
    expect(vimeo).toMatchObject({ kind: 'vimeo', embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1' });

    for (const url of ['javascript:alert(1)', 'https://evil.example/video.mp4']) {
      const bad = await call(host, 'POST', '/api/videos', { propertyId: property.propertyId, url });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().errors[0]).toMatchObject({ field: 'url', description: 'host.videos.errors.unsupportedUrl' });
    }
    const badPut = await call(host, 'PUT', '/api/videos', {
      videoId: vimeo.videoId,
      url: 'javascript:alert(1)',
      title: {},
      posterMediaId: null,
    });
    expect(badPut.statusCode).toBe(400);
    expect(badPut.json().errors[0].field).toBe('url');
  });

  it("refuses another host's poster photo", async () => {
    const { host, property } = await createGuide(t);
    const other = await createGuide(t);
    const [theirs] = await insertPhotos(t, other.property.propertyId, 1);
    const res = await call(host, 'POST', '/api/videos', {
      propertyId: property.propertyId,
      url: 'https://youtu.be/dQw4w9WgXcQ',
      posterMediaId: theirs,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'posterMediaId',
      description: 'host.videos.errors.unknownPoster',
    });
  });
});

describe('videos: access', () => {
  it('requires a signed-in host on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/videos/property/1'],
      ['POST', '/api/videos'],
      ['POST', '/api/videos/upload/1'],
      ['PUT', '/api/videos'],
      ['DELETE', '/api/videos/1'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it("answers 404 for another host's property or video", async () => {
    const { host, property } = await createGuide(t);
    const stranger = await createHost(t);
    const video = (
      await call(host, 'POST', '/api/videos', { propertyId: property.propertyId, url: 'https://vimeo.com/76979871' })
    ).json().result as Video;
    expect((await call(stranger, 'GET', `/api/videos/property/${property.propertyId}`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'POST', '/api/videos', { propertyId: property.propertyId, url: 'https://vimeo.com/1' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(stranger, 'PUT', '/api/videos', { videoId: video.videoId, title: { en: 'x' }, posterMediaId: null }))
        .statusCode,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/videos/${video.videoId}`)).statusCode).toBe(404);
    expect((await upload(stranger, property.propertyId, 'a.mp4', mp4(2048))).statusCode).toBe(404);
    expect(
      ((await call(host, 'GET', `/api/videos/property/${property.propertyId}`)).json().result as Video[]).map(
        (v) => v.videoId,
      ),
    ).toEqual([video.videoId]);
  });
});

describe('video uploads', () => {
  it('recognises MP4 and WebM by content and nothing else', async () => {
    expect(sniffVideo(mp4(100))).toBe('video/mp4');
    expect(sniffVideo(webm(100))).toBe('video/webm');
    expect(sniffVideo(await makeImage('png'))).toBeNull();
    expect(sniffVideo(await makeImage('avif'))).toBeNull();
    expect(looksLikePdf(mp4(2048))).toBe(false);
    expect(looksLikePdf(minimalPdf())).toBe(true);
    expect(looksLikePdf(minimalPdf(3))).toBe(false);
  });

  it('stores an MP4 and serves it with range requests (206, 416)', async () => {
    const { host, property } = await createGuide(t);
    const data = mp4(40_000);
    const res = await upload(host, property.propertyId, 'Hot tub.mp4', data);
    expect(res.statusCode, res.body).toBe(200);
    const video = res.json().result as Video;
    expect(video).toMatchObject({
      kind: 'file',
      contentType: 'video/mp4',
      byteSize: data.length,
      title: { en: 'Hot tub' },
      embedUrl: null,
    });
    expect(video.fileUrl).toMatch(/^\/files\/videos\/[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]{22}\.mp4$/);

    const whole = await t.app.inject({ method: 'GET', url: video.fileUrl! });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.equals(data)).toBe(true);

    await expectVideoRanges(t, video.fileUrl!, data);

    // Deleting the video removes the file.
    await call(host, 'DELETE', `/api/videos/${video.videoId}`);
    expect((await t.app.inject({ method: 'GET', url: video.fileUrl! })).statusCode).toBe(404);
  });

  it('stores a WebM', async () => {
    const { host, property } = await createGuide(t);
    const res = await upload(host, property.propertyId, 'clip.webm', webm(5000));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ contentType: 'video/webm', fileUrl: expect.stringMatching(/\.webm$/) });
  });

  it('refuses a renamed image, a file over VIDEO_MAX_BYTES and a request without a file, keeping nothing', async () => {
    const { host, property } = await createGuide(t);
    const png = await upload(host, property.propertyId, 'movie.mp4', await makeImage('png', 64, 48));
    expect(png.statusCode).toBe(400);
    expect(png.json().errors[0]).toMatchObject({ field: 'file', description: 'host.videos.errors.notAVideo' });

    const large = await upload(host, property.propertyId, 'long.mp4', mp4(MAX + 1024));
    expect(large.statusCode).toBe(413);
    expect(large.json().errors[0]).toMatchObject({ field: 'file', description: 'host.videos.errors.tooLarge' });

    const none = await t.app.inject({
      method: 'POST',
      url: `/api/videos/upload/${property.propertyId}`,
      headers: { ...host.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(none.statusCode).toBe(400);
    expect((await call(host, 'GET', `/api/videos/property/${property.propertyId}`)).json().result).toEqual([]);
  });

  it('refuses files that only start like a video: the container must hold together, and nothing is kept', async () => {
    const { host, property } = await createGuide(t);
    const files = async () =>
      (await readdir(path.join(t.config.dataDir, 'files'), { recursive: true }).catch(() => [] as string[]))
        .filter((name) => /\.(mp4|webm)(\.tmp)?$/.test(name))
        .sort();
    const before = await files();
    const moov = box('moov', Buffer.alloc(8));
    const crafted: [string, Buffer][] = [
      ['ftyp then random bytes', Buffer.concat([FTYP, randomBytes(5000)])],
      ['no moov box', Buffer.concat([FTYP, box('mdat', randomBytes(5000))])],
      ['a box running past the end', Buffer.concat([FTYP, moov, box('mdat', randomBytes(5000)).subarray(0, 3000)])],
      ['bytes after the last box', Buffer.concat([FTYP, moov, box('mdat', randomBytes(3000)), Buffer.alloc(5)])],
      ['a box smaller than its header', Buffer.concat([FTYP, moov, Buffer.from([0, 0, 0, 4]), Buffer.alloc(3000)])],
      ['an EBML header without a Segment', Buffer.concat([EBML_HEADER, randomBytes(5000)])],
      ['a Segment longer than the file', Buffer.concat([EBML_HEADER, segmentHeader(9000), randomBytes(5000)])],
      [
        'a Matroska DocType',
        Buffer.concat([
          Buffer.from(EBML_HEADER.toString('latin1').replace('\x84webm', '\x84mkv\x20'), 'latin1'),
          segmentHeader(100),
          randomBytes(100),
        ]),
      ],
    ];
    for (const [what, data] of crafted) {
      const res = await upload(host, property.propertyId, 'clip.mp4', data);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().errors[0], what).toMatchObject({ field: 'file', description: 'host.videos.errors.notAVideo' });
    }
    expect((await call(host, 'GET', `/api/videos/property/${property.propertyId}`)).json().result).toEqual([]);
    expect(await files()).toEqual(before);
  });

  it('refuses a new address for an uploaded file', async () => {
    const { host, property } = await createGuide(t);
    const video = (await upload(host, property.propertyId, 'a.mp4', mp4(2048))).json().result as Video;
    const res = await call(host, 'PUT', '/api/videos', {
      videoId: video.videoId,
      url: 'https://youtu.be/dQw4w9WgXcQ',
      title: { en: 'A' },
      posterMediaId: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'url', description: 'host.videos.errors.urlOnlyForLinks' });
    const saved = await call(host, 'PUT', '/api/videos', {
      videoId: video.videoId,
      title: { en: 'Hot tub', es: 'Jacuzzi' },
      posterMediaId: null,
    });
    expect(saved.json().result.title).toEqual({ en: 'Hot tub', es: 'Jacuzzi' });
  });
});
