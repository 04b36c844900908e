import { afterEach, describe, expect, it } from 'vitest';
import { linkManifest } from './install';

afterEach(() => {
  for (const link of document.querySelectorAll('link[rel="manifest"]')) link.remove();
});

describe('linkManifest (the web app manifest, linked after the first screen)', () => {
  it('links the guide manifest in the head, once', () => {
    linkManifest('/es/g/abc/manifest.webmanifest');
    linkManifest('/es/g/abc/manifest.webmanifest');
    const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('/es/g/abc/manifest.webmanifest');
  });

  it('links nothing when the page names no manifest (the print page) or already has one', () => {
    linkManifest(undefined);
    expect(document.querySelector('link[rel="manifest"]')).toBeNull();
    const own = document.createElement('link');
    own.rel = 'manifest';
    own.href = '/g/abc/manifest.webmanifest';
    document.head.append(own);
    linkManifest('/g/other/manifest.webmanifest');
    expect([...document.querySelectorAll('link[rel="manifest"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/g/abc/manifest.webmanifest',
    ]);
  });
});
