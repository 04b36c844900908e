import { describe, expect, it } from 'vitest';
import { preloadFiles, shellHtml, type RoutePreload } from './app-shell';

const preload: RoutePreload = {
  boot: ['/assets/boot.js', '/assets/vendor.js', '/assets/boot.css'],
  routes: [
    {
      path: '/home',
      files: { en: ['/assets/dashboard.js', '/assets/host-en.js'], es: ['/assets/dashboard.js', '/assets/host-es.js'] },
    },
    { path: '/home/guide/:propertySegment', files: { en: ['/assets/property.js'], es: ['/assets/property.js'] } },
    { path: '/home/guide/devices', files: { en: ['/assets/devices.js'], es: ['/assets/devices.js'] } },
  ],
};

describe('preloadFiles', () => {
  it("names boot's files and the page's, in the language of the address", () => {
    expect(preloadFiles(preload, '/home').files).toEqual([
      ...preload.boot,
      '/assets/dashboard.js',
      '/assets/host-en.js',
    ]);
    expect(preloadFiles(preload, '/es/home/').files).toEqual([
      ...preload.boot,
      '/assets/dashboard.js',
      '/assets/host-es.js',
    ]);
    expect(preloadFiles(preload, '/home').key).not.toBe(preloadFiles(preload, '/es/home').key);
  });

  it('prefers a page of that exact name to a parameter, as the router does', () => {
    expect(preloadFiles(preload, '/home/guide/devices').files).toContain('/assets/devices.js');
    expect(preloadFiles(preload, '/home/guide/property-4').files).toContain('/assets/property.js');
    expect(preloadFiles(preload, '/home/guide/property-4').files).not.toContain('/assets/devices.js');
  });

  it("names only boot's files for an address no page has", () => {
    expect(preloadFiles(preload, '/nowhere/at/all').files).toEqual(preload.boot);
    expect(preloadFiles(preload, '/homes').files).toEqual(preload.boot);
  });
});

describe('shellHtml', () => {
  const index = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';

  it('names scripts as module preloads and styles as style preloads in the head', () => {
    const html = shellHtml(index, ['/assets/a.js', '/assets/a.css'], { apiBase: '/api' });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/a.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/a.css">');
  });

  it('carries the public config as a data block that its values cannot close', () => {
    const html = shellHtml(index, [], {
      apiBase: '/api',
      publicUrl: 'https://x.test/</script><script>alert(1)</script>',
    });
    const block = /<script type="application\/json" id="public-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    expect(JSON.parse(block!)).toEqual({
      result: { apiBase: '/api', publicUrl: 'https://x.test/</script><script>alert(1)</script>' },
      errors: [],
    });
  });
});
