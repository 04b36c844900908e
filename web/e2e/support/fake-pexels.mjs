// A stand-in for the Pexels API (https://www.pexels.com/api/documentation/) for the browser journeys:
// a tiny HTTP server on 127.0.0.1 that answers the documented search and photo JSON with the
// X-Ratelimit-* headers, and serves real JPEG bytes for every src URL so thumbnails render.
//
//   GET /v1/search?query=&page=&per_page=  -> { page, per_page, photos, total_results, next_page?, prev_page? }
//   GET /v1/photos/{id}                    -> one photo
//   GET /photos/{id}/pexels-photo-{id}.jpeg[?h=...] -> image bytes (no key needed, like images.pexels.com)
//   GET /healthz                           -> 200 (readiness for Playwright's webServer)
//
// API calls without the Authorization header (or, when FAKE_PEXELS_KEY is set, with another key)
// answer 401 as Pexels does. Every search has FAKE_PEXELS_TOTAL results (default 60).
//
// Usage: FAKE_PEXELS_PORT=4199 [FAKE_PEXELS_KEY=e2e-key] node web/e2e/support/fake-pexels.mjs
import http from 'node:http';
import sharp from 'sharp';

const port = Number(process.env.FAKE_PEXELS_PORT ?? 4199);
const expectedKey = process.env.FAKE_PEXELS_KEY || null;
const total = Number(process.env.FAKE_PEXELS_TOTAL ?? 60);
const origin = `http://127.0.0.1:${port}`;
const RATE_LIMIT = 25_000;
let remaining = RATE_LIMIT;

/** A few landscape-ish JPEGs (sky, sun, hills) in different colours, at a thumbnail and a full size. */
const PALETTE = 8;
async function picture(index, width, height) {
  const hue = (index * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" preserveAspectRatio="none">
<rect width="400" height="300" fill="hsl(${hue},55%,60%)"/><circle cx="300" cy="80" r="40" fill="hsl(${hue},80%,88%)"/>
<path d="M0 300 L120 150 L220 260 L300 190 L400 300 Z" fill="hsl(${hue},40%,30%)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}
const images = { small: [], large: [] };
for (let i = 0; i < PALETTE; i++) {
  images.small.push(await picture(i, 400, 300));
  images.large.push(await picture(i, 1600, 1200));
}

const TERM_LIMIT = 100;
const photoUrl = (id, query = '') => `${origin}/photos/${id}/pexels-photo-${id}.jpeg${query}`;

/** A photo as Pexels documents it; src sizes use Pexels' own query parameters. */
function photo(id, term) {
  const compress = '?auto=compress&cs=tinysrgb';
  return {
    id,
    width: 4000,
    height: 3000,
    url: `https://www.pexels.com/photo/${id}/`,
    photographer: `Photographer ${id}`,
    photographer_url: `https://www.pexels.com/@photographer-${id}`,
    photographer_id: 500 + id,
    avg_color: '#7A8B6C',
    src: {
      original: photoUrl(id),
      large2x: photoUrl(id, `${compress}&dpr=2&h=650&w=940`),
      large: photoUrl(id, `${compress}&h=650&w=940`),
      medium: photoUrl(id, `${compress}&h=350`),
      small: photoUrl(id, `${compress}&h=130`),
      portrait: photoUrl(id, `${compress}&fit=crop&h=1200&w=800`),
      landscape: photoUrl(id, `${compress}&fit=crop&h=627&w=1200`),
      tiny: photoUrl(id, `${compress}&dpr=1&fit=crop&h=200&w=280`),
    },
    liked: false,
    alt: `${term} view number ${id}`,
  };
}

function send(res, status, body, headers = {}) {
  const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    ...headers,
  });
  res.end(payload);
}

function rateLimitHeaders() {
  remaining = Math.max(0, remaining - 1);
  return {
    'x-ratelimit-limit': String(RATE_LIMIT),
    'x-ratelimit-remaining': String(remaining),
    'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 30 * 86_400),
  };
}

function search(url) {
  const term = (url.searchParams.get('query') ?? '').trim();
  if (!term || term.length > TERM_LIMIT) return [400, { code: 400, error: 'query is required' }];
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  const perPage = Math.min(80, Math.max(1, Number.parseInt(url.searchParams.get('per_page') ?? '15', 10) || 15));
  const start = (page - 1) * perPage;
  const photos = [];
  for (let i = start; i < Math.min(total, start + perPage); i++) photos.push(photo(1000 + i, term));
  const link = (n) => `${origin}/v1/search/?page=${n}&per_page=${perPage}&query=${encodeURIComponent(term)}`;
  return [
    200,
    {
      page,
      per_page: perPage,
      photos,
      total_results: total,
      ...(start + perPage < total ? { next_page: link(page + 1) } : {}),
      ...(page > 1 ? { prev_page: link(page - 1) } : {}),
    },
  ];
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', origin);
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, { error: 'method not allowed' });
  if (url.pathname === '/healthz') return send(res, 200, { ok: true });

  const image = /^\/photos\/(\d+)\/pexels-photo-\1\.jpeg$/.exec(url.pathname);
  if (image) {
    const id = Number(image[1]);
    const height = Number(url.searchParams.get('h') ?? 0);
    const bytes = images[height > 0 && height <= 350 ? 'small' : 'large'][id % PALETTE];
    res.writeHead(200, {
      'content-type': 'image/jpeg',
      'content-length': bytes.length,
      'cache-control': 'public, max-age=31536000, immutable',
    });
    return res.end(req.method === 'HEAD' ? undefined : bytes);
  }

  if (url.pathname.startsWith('/v1/')) {
    const key = req.headers.authorization;
    if (!key || (expectedKey && key !== expectedKey)) return send(res, 401, { status: 401, code: 'Unauthorized' });
    if (url.pathname === '/v1/search' || url.pathname === '/v1/search/') {
      const [status, body] = search(url);
      return send(res, status, body, status === 200 ? rateLimitHeaders() : {});
    }
    const one = /^\/v1\/photos\/(\d+)$/.exec(url.pathname);
    if (one && Number(one[1]) >= 1000 && Number(one[1]) < 1000 + total)
      return send(res, 200, photo(Number(one[1]), 'Photo'), rateLimitHeaders());
  }
  return send(res, 404, { status: 404, code: 'Not Found' });
});

server.listen(port, '127.0.0.1', () => console.log(`fake Pexels on ${origin}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
