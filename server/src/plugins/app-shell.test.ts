import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { inlineScriptHashes, preloadFiles, shellHtml, type RoutePreload } from './app-shell';

const preload: RoutePreload = {
  boot: ['/assets/boot.js', '/assets/vendor.js', '/assets/boot.css'],
  routes: [
    {
      path: '/home',
      files: { en: ['/assets/dashboard.js'], es: ['/assets/dashboard.js'] },
      texts: ['common', 'host'],
      textFiles: {
        en: ['/assets/common-en.js', '/assets/host-en.js'],
        es: ['/assets/common-es.js', '/assets/host-es.js'],
      },
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
      '/assets/common-en.js',
      '/assets/host-en.js',
    ]);
    expect(preloadFiles(preload, '/es/home/').files).toEqual([
      ...preload.boot,
      '/assets/dashboard.js',
      '/assets/common-es.js',
      '/assets/host-es.js',
    ]);
    expect(preloadFiles(preload, '/home').key).not.toBe(preloadFiles(preload, '/es/home').key);
  });

  it("gives the page's texts in its language instead of their files when the build has them all", () => {
    const pageTexts = {
      en: { common: { a: 'A' }, host: { b: 'B' }, admin: { c: 'C' } },
      es: { common: { a: 'Á' }, host: { b: 'Bé' } },
    };
    const es = preloadFiles(preload, '/es/home', pageTexts);
    expect(es.files).toEqual([...preload.boot, '/assets/dashboard.js']);
    expect(es.texts).toEqual({ locale: 'es', texts: { common: { a: 'Á' }, host: { b: 'Bé' } } });
    // One missing: the files are named as without texts.
    const partial = preloadFiles(preload, '/home', { en: { common: { a: 'A' } } });
    expect(partial.texts).toBeNull();
    expect(partial.files).toContain('/assets/host-en.js');
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

  it("with the shell's first script, puts the page's data just before it and names the files there", () => {
    const withStarter =
      '<!doctype html><html><head><title>x</title><script id="first-requests-starter">go()</script>' +
      '<script type="module" src="/assets/main.js"></script></head><body></body></html>';
    const html = shellHtml(withStarter, ['/assets/a.js', '/assets/a.css'], { apiBase: '/api' }, ['/reports?days=30']);
    expect(html).not.toContain('<link');
    const starter = html.indexOf('<script id="first-requests-starter">');
    for (const [id, value] of [
      ['public-config', { result: { apiBase: '/api' }, errors: [] }],
      ['first-requests', ['/reports?days=30']],
      ['page-files', ['/assets/a.js', '/assets/a.css']],
    ] as const) {
      const match = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
      expect(match?.index, id).toBeLessThan(starter);
      expect(JSON.parse(match![1]!), id).toEqual(value);
    }
    expect(shellHtml(withStarter, [], {}, [])).not.toContain('id="first-requests"');
    expect(shellHtml(withStarter, [], {}, [])).not.toContain('id="page-texts"');
  });

  it("carries the page's texts as a data block their values cannot close", () => {
    const texts = { locale: 'es', texts: { common: { x: '</script><script>alert(1)</script>' } } };
    const html = shellHtml('<html><head></head><body></body></html>', [], {}, [], texts);
    const block = /<script type="application\/json" id="page-texts">(.*?)<\/script>/.exec(html)?.[1];
    expect(block).not.toContain('</script>');
    expect(JSON.parse(block!)).toEqual(texts);
  });
});

describe('inlineScriptHashes', () => {
  it("hashes each inline script's text, not data blocks, scripts with a source or commented-out ones", () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    const html =
      '<head><script id="first-requests-starter">\n  run("é");\n</script>' +
      '<script type="application/json" id="public-config">{"a":1}</script>' +
      '<script type="module" crossorigin src="/assets/main.js"></script><!-- <script>old()</script> -->' +
      '</head><body><script>two()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('\n  run("é");\n'), sha('two()')]);
  });
});
