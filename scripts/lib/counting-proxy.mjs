// A small HTTP proxy in front of the app for `npm run bench:guest`: forwards every request unchanged
// and counts the bytes each response puts on the wire, so the benchmark can tell what a page (and its
// service worker) downloaded in a period. It can also serve a fixed page, or a twin of an app page (the
// static twin of a guide: the app's page, asked from the app on each request, with a change made to
// it), from the same origin as the guide, so both load their photos from the same place.
import http from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Compressed as the app compresses its guest pages (guide-cache.ts). */
const encode = (text, encoding) =>
  encoding === 'br'
    ? brotliCompressSync(text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })
    : encoding === 'gzip'
      ? gzipSync(text, { level: 9 })
      : Buffer.from(text);

/**
 * A request the service worker made itself: a GET fetched from script (`Sec-Fetch-Dest: empty`) that
 * is not an API call. The page's own photos, scripts and styles carry their element's destination
 * (image, script, style) even when the worker answers them from the network.
 */
const isWorkerFetch = (req) =>
  req.method === 'GET' && req.headers['sec-fetch-dest'] === 'empty' && !req.url.startsWith('/api/');

export async function startCountingProxy({ target, port }) {
  const upstream = new URL(target);
  const log = [];
  const statics = new Map();
  const twins = new Map();
  /**
   * A twin: the app's page asked from the app as the browser asked (so the same server work and
   * time), changed by `transform`, sent with the page's own headers (its policy, isolation) and
   * compressed as the app does; the changed page is made once per version (ETag) and encoding.
   */
  const serveTwin = (twin, req, res, entry) => {
    const headers = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    delete headers['if-none-match'];
    const ask = http.request(
      { host: upstream.hostname, port: upstream.port, path: twin.source, method: 'GET', headers },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const accept = req.headers['accept-encoding'] ?? '';
          const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
          const key = `${answer.headers.etag ?? ''} ${encoding}`;
          let body = twin.made.get(key);
          if (!body)
            twin.made.set(key, (body = encode(twin.transform(Buffer.concat(chunks).toString('utf8')), encoding)));
          const out = { ...answer.headers };
          for (const name of ['content-length', 'content-encoding', 'etag', 'transfer-encoding']) delete out[name];
          entry.bytes = body.length;
          res.writeHead(answer.statusCode ?? 502, {
            ...out,
            'cache-control': 'no-store',
            ...(encoding ? { 'content-encoding': encoding } : {}),
          });
          res.end(body);
        });
      },
    );
    ask.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    ask.end();
  };
  const server = http.createServer((req, res) => {
    const entry = { at: performance.now(), bytes: 0, worker: isWorkerFetch(req), url: req.url };
    log.push(entry);
    const twin = twins.get(req.url.split('?')[0]);
    if (twin) return serveTwin(twin, req, res, entry);
    const fixed = statics.get(req.url.split('?')[0]);
    if (fixed) {
      // Compressed like the app's own pages, so the two compare fairly.
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = gzip ? gzipSync(fixed) : Buffer.from(fixed);
      entry.bytes = body.length;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(body);
      return;
    }
    const forward = http.request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk) => (entry.bytes += chunk.length));
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    serveStatic(pathname, body) {
      statics.set(pathname, body);
    },
    /** Serves at `pathname` the app's page at `source`, changed by `transform` (see serveTwin). */
    serveTwin(pathname, source, transform) {
      twins.set(pathname, { source, transform, made: new Map() });
    },
    /** A point in time to count from. */
    mark: () => performance.now(),
    /** Bytes answered for requests that started after `mark`: all of them, and the worker's own. */
    since(mark) {
      const after = log.filter((e) => e.at >= mark);
      const worker = after.filter((e) => e.worker);
      return {
        total: after.reduce((sum, e) => sum + e.bytes, 0),
        worker: worker.reduce((sum, e) => sum + e.bytes, 0),
        workerRequests: worker.length,
      };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
