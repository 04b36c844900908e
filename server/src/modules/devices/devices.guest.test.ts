import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mp4 } from '../videos/videos.fixtures';
import type { Device } from '@common/contracts/devices';
import type { GuestGuide } from '@common/contracts/guide';
import type { Property } from '@common/contracts/property';
import type { Video } from '@common/contracts/videos';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { waitIndexed } from '../concierge/ai.fixtures';
import { createGuide, insertPhotos, saveProperty } from '../guide/guide.fixtures';
import type { TestHost } from '../property/property.fixtures';

let t: TestApp;
let host: TestHost;
let property: Property;
let device: Device;
let video: Video;
let poster: number;

beforeAll(async () => {
  t = await buildTestApp();
  const fixture = await createGuide(t, { accessCode: null });
  host = fixture.host;
  property = fixture.property;
  [poster] = await insertPhotos(t, property.propertyId, 1);
  video = (
    await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: host.headers,
      payload: {
        propertyId: property.propertyId,
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: { en: 'Dishwasher in one minute', es: 'El lavavajillas en un minuto' },
        posterMediaId: poster,
      },
    })
  ).json().result as Video;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: host.headers,
    payload: {
      propertyId: property.propertyId,
      name: 'Dishwasher',
      category: 'dishwasher',
      location: 'Kitchen, under the window',
      brand: 'Bosch',
      model: 'Serie 4',
      howTo: {
        en: '<p>To turn on the dishwasher, hold the power button for two seconds, choose Eco 50 and close the door.</p>',
        es: '<p>Para encender el lavavajillas, mantén pulsado el botón de encendido dos segundos, elige Eco 50 y cierra la puerta.</p>',
      },
      troubleshooting: { en: '<p>If the salt light is on, refill the salt under the bottom basket.</p>' },
      mediaIds: [poster],
      videoId: video.videoId,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  device = res.json().result as Device;
  await t.app.inject({
    method: 'POST',
    url: '/api/devices',
    headers: host.headers,
    payload: {
      propertyId: property.propertyId,
      name: 'Smart TV',
      category: 'tv',
      howTo: { en: '<p>Use the black remote.</p>' },
    },
  });
  // The welcome section shows a Vimeo video.
  const sections = property.guide.sections.map((s) => (s.kind === 'welcome' ? { ...s, videoId: null } : s));
  const vimeo = (
    await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: host.headers,
      payload: { propertyId: property.propertyId, url: 'https://vimeo.com/76979871', title: { en: 'Welcome' } },
    })
  ).json().result as Video;
  property = await saveProperty(t, host, {
    ...property,
    guide: {
      ...property.guide,
      sections: sections.map((s) => (s.kind === 'welcome' ? { ...s, videoId: vimeo.videoId } : s)),
    },
  } as never);
});
afterAll(async () => {
  await t?.close();
});

describe('guest guide: how things work', () => {
  it('lists the devices with text in the guest language, photos and the video in the guide JSON', async () => {
    const en = (await t.app.inject({ method: 'GET', url: `/api/guide/${property.guide.slug}?locale=en` })).json()
      .result as GuestGuide;
    expect(en.devices?.map((d) => d.name)).toEqual(['Dishwasher', 'Smart TV']);
    const dishwasher = en.devices![0]!;
    expect(dishwasher).toMatchObject({
      anchor: `device-${device.deviceId}`,
      categoryName: 'Dishwasher',
      icon: 'tools-kitchen-2',
      location: 'Kitchen, under the window',
      brand: 'Bosch',
      model: 'Serie 4',
      manualUrl: null,
    });
    expect(dishwasher.howTo).toContain('hold the power button');
    expect(dishwasher.photos).toHaveLength(1);
    expect(dishwasher.video).toMatchObject({
      kind: 'youtube',
      title: 'Dishwasher in one minute',
      embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      poster: expect.objectContaining({ src: expect.stringMatching(/^\/images\//) }),
    });
    const es = (await t.app.inject({ method: 'GET', url: `/api/guide/${property.guide.slug}?locale=es` })).json()
      .result as GuestGuide;
    expect(es.devices![0]).toMatchObject({
      categoryName: 'Lavavajillas',
      video: expect.objectContaining({ title: 'El lavavajillas en un minuto' }),
    });
    expect(es.devices![0]!.howTo).toContain('mantén pulsado');
    // The section's video.
    expect(en.sections.find((s) => s.kind === 'welcome')!.video).toMatchObject({
      kind: 'vimeo',
      embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
  });

  it('renders a poster with no player and no third-party address in the page, and lets the page frame the players', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/g/${property.guide.slug}` });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('id="devices"');
    expect(html).toContain('How things work');
    expect(html).toContain(`id="s-device-${device.deviceId}"`);
    expect(html).toContain('data-device-search');
    expect(html).toContain('hold the power button');
    expect(html).toMatch(
      /<button type="button" class="video-poster" data-video-embed="https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ"/,
    );
    expect(html).toContain('data-video-embed="https://player.vimeo.com/video/76979871?dnt=1"');
    expect(html).not.toMatch(/<iframe/i);
    // No address of YouTube or Vimeo is loaded by the page (only the data attributes the script reads on tap).
    expect(html.replace(/data-video-embed="[^"]*"/g, '')).not.toMatch(
      /youtube\.com|youtube-nocookie|youtu\.be|vimeo\.com|ytimg/i,
    );
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com/);
    expect(csp).toContain("media-src 'self'");
    // The host app is not allowed to frame them.
    const api = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(String(api.headers['content-security-policy'])).not.toContain('youtube-nocookie');

    const es = (await t.app.inject({ method: 'GET', url: `/es/g/${property.guide.slug}` })).body;
    expect(es).toContain('Cómo funciona todo');
    expect(es).toContain('Reproducir vídeo: El lavavajillas en un minuto');
  });

  it('shows an uploaded video as <video preload="none">', async () => {
    const ftyp = mp4(4024);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(ftyp)], { type: 'video/mp4' }), 'Hot tub.mp4');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/videos/upload/${property.propertyId}`,
      headers: { ...host.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    const file = upload.json().result as Video;
    await t.app.inject({
      method: 'POST',
      url: '/api/devices',
      headers: host.headers,
      payload: { propertyId: property.propertyId, name: 'Hot tub', category: 'hotTub', videoId: file.videoId },
    });
    const html = (await t.app.inject({ method: 'GET', url: `/g/${property.guide.slug}` })).body;
    expect(html).toContain(
      `<video controls preload="none" playsinline aria-label="Hot tub"><source src="${file.fileUrl}" type="video/mp4"></video>`,
    );
  });
});

describe('concierge: devices', () => {
  it('answers "how do I turn on the dishwasher" from the device, citing it', async () => {
    await t.app.ai.service.flushReindex();
    await waitIndexed(t, property.propertyId);
    const ask = async (question: string, locale: 'en' | 'es') => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/guide/${property.guide.slug}/ask`,
        payload: { question, locale },
        remoteAddress: '10.9.0.1',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as {
        answered: boolean;
        answer: string;
        citations: { sectionId: string; title: string }[];
      };
    };
    const en = await ask('how do I turn on the dishwasher?', 'en');
    expect(en.answered).toBe(true);
    expect(en.answer).toContain('hold the power button');
    expect(en.citations[0]).toEqual({ sectionId: `device-${device.deviceId}`, title: 'Dishwasher' });
    const es = await ask('¿cómo enciendo el lavavajillas?', 'es');
    expect(es.answered).toBe(true);
    expect(es.answer).toContain('mantén pulsado');
    expect(es.citations[0]!.sectionId).toBe(`device-${device.deviceId}`);
  });
});
