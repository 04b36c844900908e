import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf } from '../videos/videos.fixtures';
import type { Device } from '@common/contracts/devices';
import type { Video } from '@common/contracts/videos';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createGuide, insertPhotos } from '../guide/guide.fixtures';
import { makeImage, multipartBody } from '../media/media.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';

let t: TestApp;
beforeAll(async () => {
  // A small manual limit so "too large" needs no 20 MB body.
  t = await buildTestApp({ MANUAL_MAX_BYTES: String(256 * 1024) });
});
afterAll(async () => {
  await t?.close();
});

const call = (host: TestHost | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host?.headers ?? {}, ...(payload ? { payload } : {}) });

const dishwasher = (propertyId: number, extra: Record<string, unknown> = {}) => ({
  propertyId,
  name: 'Dishwasher',
  category: 'dishwasher',
  location: 'Kitchen, left of the sink',
  brand: 'Bosch',
  model: 'Serie 4',
  howTo: {
    en: '<p>Press the power button, choose Eco and press Start.</p><script>alert(1)</script>',
    es: '<p>Pulsa el botón de encendido, elige Eco y pulsa Inicio.</p>',
  },
  troubleshooting: { en: '<p>If it beeps, close the door firmly.</p>' },
  ...extra,
});

async function addDevice(host: TestHost, propertyId: number, extra: Record<string, unknown> = {}): Promise<Device> {
  const res = await call(host, 'POST', '/api/devices', dishwasher(propertyId, extra));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Device;
}

/** A real PDF: the guide's own booklet, as the PDF renderer writes it. */
async function realPdf(slug: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: `/api/guide/${slug}/pdf` });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe('devices: access', () => {
  it('requires a signed-in host on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/devices/property/1'],
      ['POST', '/api/devices'],
      ['PUT', '/api/devices'],
      ['DELETE', '/api/devices/1'],
      ['POST', '/api/devices/1/manual'],
      ['DELETE', '/api/devices/1/manual'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it("answers 404 for another host's property or device, and never changes it", async () => {
    const { host, property } = await createGuide(t);
    const stranger = await createHost(t);
    const device = await addDevice(host, property.propertyId);
    expect((await call(stranger, 'GET', `/api/devices/property/${property.propertyId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/api/devices', dishwasher(property.propertyId))).statusCode).toBe(404);
    expect(
      (
        await call(stranger, 'PUT', '/api/devices', {
          ...dishwasher(property.propertyId),
          deviceId: device.deviceId,
          name: 'Hijacked',
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/devices/${device.deviceId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/api/devices/${device.deviceId}/manual`)).statusCode).toBe(404);
    const pdf = await multipartBody([
      { name: 'manual.pdf', data: await realPdf(property.guide.slug), type: 'application/pdf' },
    ]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/devices/${device.deviceId}/manual`,
          headers: { ...stranger.headers, ...pdf.headers },
          payload: pdf.payload,
        })
      ).statusCode,
    ).toBe(404);
    const list = (await call(host, 'GET', `/api/devices/property/${property.propertyId}`)).json().result as Device[];
    expect(list.map((d) => [d.name, d.manual])).toEqual([['Dishwasher', null]]);
  });
});

describe('devices: CRUD', () => {
  it('adds, lists, saves and deletes a device, with sanitised text', async () => {
    const { host, property } = await createGuide(t);
    const device = await addDevice(host, property.propertyId);
    expect(device).toMatchObject({
      propertyId: property.propertyId,
      name: 'Dishwasher',
      category: 'dishwasher',
      location: 'Kitchen, left of the sink',
      brand: 'Bosch',
      model: 'Serie 4',
      videoId: null,
      manual: null,
    });
    expect(device.howTo.en).toBe('<p>Press the power button, choose Eco and press Start.</p>');
    expect(device.howTo.es).toContain('Pulsa');

    const saved = await call(host, 'PUT', '/api/devices', {
      ...dishwasher(property.propertyId),
      deviceId: device.deviceId,
      name: 'Lavavajillas',
      category: 'dishwasher',
      propertyId: undefined,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json().result as Device).name).toBe('Lavavajillas');

    const list = (await call(host, 'GET', `/api/devices/property/${property.propertyId}`)).json().result as Device[];
    expect(list.map((d) => d.name)).toEqual(['Lavavajillas']);
    expect((await call(host, 'DELETE', `/api/devices/${device.deviceId}`)).json().result).toEqual({
      deviceId: device.deviceId,
    });
    expect((await call(host, 'GET', `/api/devices/property/${property.propertyId}`)).json().result).toEqual([]);
  });

  it('rejects bad input naming the field', async () => {
    const { host, property } = await createGuide(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name'],
      [{ category: 'toaster' }, 'category'],
      [{ location: 'x'.repeat(121) }, 'location'],
      [{ mediaIds: ['one'] }, 'mediaIds.0'],
    ];
    for (const [extra, field] of cases) {
      const res = await call(host, 'POST', '/api/devices', dishwasher(property.propertyId, extra));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[0].field, JSON.stringify(extra)).toBe(field);
    }
  });

  it("takes the host's own library photos and a video of the property, and refuses another host's", async () => {
    const { host, property } = await createGuide(t);
    const other = await createGuide(t);
    const [mine] = await insertPhotos(t, property.propertyId, 1);
    const [theirs] = await insertPhotos(t, other.property.propertyId, 1);
    const video = (
      await call(host, 'POST', '/api/videos', {
        propertyId: property.propertyId,
        url: 'https://youtu.be/dQw4w9WgXcQ',
        title: { en: 'Dishwasher' },
      })
    ).json().result as Video;
    const theirVideo = (
      await call(other.host, 'POST', '/api/videos', {
        propertyId: other.property.propertyId,
        url: 'https://vimeo.com/76979871',
      })
    ).json().result as Video;

    const refusedPhoto = await call(
      host,
      'POST',
      '/api/devices',
      dishwasher(property.propertyId, { mediaIds: [mine, theirs] }),
    );
    expect(refusedPhoto.statusCode).toBe(400);
    expect(refusedPhoto.json().errors[0]).toMatchObject({
      field: 'mediaIds.1',
      description: 'host.devices.errors.unknownMedia',
    });
    const refusedVideo = await call(
      host,
      'POST',
      '/api/devices',
      dishwasher(property.propertyId, { videoId: theirVideo.videoId }),
    );
    expect(refusedVideo.statusCode).toBe(400);
    expect(refusedVideo.json().errors[0]).toMatchObject({
      field: 'videoId',
      description: 'host.devices.errors.unknownVideo',
    });

    const device = await addDevice(host, property.propertyId, { mediaIds: [mine], videoId: video.videoId });
    expect(device.videoId).toBe(video.videoId);
    expect(device.photos).toEqual([
      expect.objectContaining({
        mediaId: mine,
        smallUrl: expect.stringMatching(/^http:\/\/guidebook\.test\/images\/.+-s\.webp$/),
      }),
    ]);
    // Deleting the video takes it off the device.
    await call(host, 'DELETE', `/api/videos/${video.videoId}`);
    expect(
      ((await call(host, 'GET', `/api/devices/property/${property.propertyId}`)).json().result as Device[])[0]!.videoId,
    ).toBeNull();
  });
});

describe('devices: PDF manual', () => {
  it('accepts a real PDF and serves it as application/pdf, inline, never sniffed', async () => {
    const { host, property } = await createGuide(t);
    const device = await addDevice(host, property.propertyId);
    const pdf = await realPdf(property.guide.slug);
    const body = await multipartBody([{ name: 'Bosch Serie 4 (EN).pdf', data: pdf, type: 'application/pdf' }]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/devices/${device.deviceId}/manual`,
      headers: { ...host.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const manual = (res.json().result as Device).manual!;
    expect(manual).toMatchObject({ fileName: 'Bosch Serie 4 (EN).pdf', bytes: pdf.length });
    expect(manual.url).toMatch(/^\/files\/manuals\/[A-Za-z0-9_-]{2}\/[A-Za-z0-9_-]{22}\/bosch-serie-4-en\.pdf$/);

    const file = await t.app.inject({ method: 'GET', url: manual.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('inline; filename="bosch-serie-4-en.pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(pdf)).toBe(true);

    // Removing the manual removes the file.
    expect(
      ((await call(host, 'DELETE', `/api/devices/${device.deviceId}/manual`)).json().result as Device).manual,
    ).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: manual.url })).statusCode).toBe(404);
  });

  it('refuses a PNG renamed to .pdf, a truncated PDF and a file over the limit', async () => {
    const { host, property } = await createGuide(t);
    const device = await addDevice(host, property.propertyId);
    const upload = async (name: string, data: Buffer) => {
      const body = await multipartBody([{ name, data, type: 'application/pdf' }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/devices/${device.deviceId}/manual`,
        headers: { ...host.headers, ...body.headers },
        payload: body.payload,
      });
    };
    const png = await upload('manual.pdf', await makeImage('png', 64, 48));
    expect(png.statusCode).toBe(400);
    expect(png.json().errors[0]).toMatchObject({ field: 'file', description: 'host.devices.errors.notAPdf' });

    const pdf = await realPdf(property.guide.slug);
    const truncated = await upload('manual.pdf', pdf.subarray(0, Math.floor(pdf.length / 2)));
    expect(truncated.statusCode).toBe(400);

    // Files that only start (and end) like a PDF: the cross-reference must lead to the objects.
    const onlyFirstBytes = Buffer.from(`%PDF-1.7\n${'x'.repeat(200)}\nstartxref\n9\n%%EOF\n`, 'latin1');
    for (const [what, data] of [
      ['header, junk and a trailer', onlyFirstBytes],
      ['a table pointing beside its objects', minimalPdf(3)],
      ['bytes after %%EOF', Buffer.concat([minimalPdf(), Buffer.from('<script>alert(1)</script>')])],
      [
        'a startxref past the end',
        Buffer.from(
          minimalPdf()
            .toString('latin1')
            .replace(/startxref\n\d+/, 'startxref\n99999'),
        ),
      ],
    ] as const) {
      const res = await upload('manual.pdf', data);
      expect(res.statusCode, what).toBe(400);
      expect(res.json().errors[0], what).toMatchObject({ field: 'file', description: 'host.devices.errors.notAPdf' });
    }

    // Past MANUAL_MAX_BYTES (256 KiB here): a PDF header and padding.
    const large = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const tooLarge = await upload('big.pdf', large);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors[0]).toMatchObject({
      field: 'file',
      description: 'host.devices.errors.manualTooLarge',
      params: { maxMb: 0 },
    });

    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/devices/${device.deviceId}/manual`,
      headers: { ...host.headers, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(empty.statusCode).toBe(400);
    expect(
      ((await call(host, 'GET', `/api/devices/property/${property.propertyId}`)).json().result as Device[])[0]!.manual,
    ).toBeNull();
  });
});
