// `npm run bench:load -- --import=1`: the largest calendar feed the server accepts (FETCH_MAX_BYTES, 5 MB: ~30,000
// events) imported on PGlite into a property with 6 schedules, while the guest page and a host API call are
// measured: their p99 before and during the import (docs/decisions/037-calendar-import-in-batches.md).
import { createServer } from 'node:http';
import { call, fmt, startServer } from './bench-http.mjs';
import { seedGuide, signUpHost } from './guest-seed.mjs';

const MAX_BYTES = 5 * 1024 * 1024;

const yyyymmdd = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10).replaceAll('-', '');

/** An Airbnb-shaped export as close to `maxBytes` as whole events allow: one-night stays from 3 days ahead. */
export function largestFeed(maxBytes = MAX_BYTES) {
  const head =
    'BEGIN:VCALENDAR\r\nPRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN\r\nCALSCALE:GREGORIAN\r\nVERSION:2.0\r\n';
  const tail = 'END:VCALENDAR\r\n';
  const parts = [head];
  let size = head.length + tail.length;
  for (let i = 0; ; i++) {
    const event =
      `BEGIN:VEVENT\r\nDTEND;VALUE=DATE:${yyyymmdd(4 + (i % 3000))}\r\nDTSTART;VALUE=DATE:${yyyymmdd(3 + (i % 3000))}\r\n` +
      `UID:${i.toString(16).padStart(12, '0')}-bench@airbnb.com\r\nSUMMARY:Reserved - Guest ${i}\r\nEND:VEVENT\r\n`;
    if (size + event.length > maxBytes) return { text: parts.join('') + tail, events: i };
    parts.push(event);
    size += event.length;
  }
}

/** Requests in a loop on `connections` parallel connections until `done()`: every latency (ms) and the errors. */
async function measureWhile(url, headers, connections, done) {
  const latencies = [];
  let errors = 0;
  const worker = async () => {
    while (!done()) {
      const start = performance.now();
      try {
        const res = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (!res.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { count: latencies.length, p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? NaN, errors };
}

const SCHEDULES = [
  { anchor: 'booking', offsetDays: 0 },
  { anchor: 'checkIn', offsetDays: -3 },
  { anchor: 'checkIn', offsetDays: -1 },
  { anchor: 'checkIn', offsetDays: 0 },
  { anchor: 'checkOut', offsetDays: 0 },
  { anchor: 'checkOut', offsetDays: 1 },
];

/** Runs the scenario; answers the markdown lines for docs/benchmarks.md. */
export async function benchImport({ port, connections = 4, baselineSeconds = 10, schedules = 6, seconds = 0 }) {
  const feed = largestFeed();
  const calendar = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/calendar' }).end(feed.text));
  await new Promise((resolve) => calendar.listen(0, '127.0.0.1', resolve));
  const feedUrl = `http://127.0.0.1:${calendar.address().port}/calendar/ical/listing.ics?s=secret`;
  const server = await startServer({
    port,
    env: {
      FETCH_ALLOW_HOSTS: '127.0.0.1',
      CALENDAR_SYNC_MINUTES: '0',
      MESSAGE_DISPATCH_SECONDS: '0',
      // A large import on a busy machine outlasts the default 15-minute access token of the polling host.
      ACCESS_TOKEN_TTL_SECONDS: '7200',
    },
  });
  try {
    const host = await signUpHost(server.base);
    const guide = await seedGuide(server.base, host.token, { sections: 6, photos: 2, places: 5 });
    const templates = (await call(server.base, 'GET', '/api/messages/templates', { token: host.token })).result;
    for (const plan of SCHEDULES.slice(0, schedules))
      await call(server.base, 'POST', '/api/messages/schedules', {
        token: host.token,
        body: {
          ...plan,
          templateId: templates[0].templateId,
          propertyId: guide.propertyId,
          localTime: '10:00',
          channel: 'email',
        },
      });
    const targets = [
      { name: 'GET /g/{slug} (guest page)', url: `${server.base}/g/${guide.slug}`, headers: { accept: 'text/html' } },
      {
        name: 'GET /api/stays?propertyId (host)',
        url: `${server.base}/api/stays?propertyId=${guide.propertyId}`,
        headers: { authorization: `Bearer ${host.token}` },
      },
    ];
    const measureAll = (done) => Promise.all(targets.map((t) => measureWhile(t.url, t.headers, connections, done)));

    const baselineEnd = Date.now() + baselineSeconds * 1000;
    const before = await measureAll(() => Date.now() > baselineEnd);

    const started = Date.now();
    let finished = false;
    let imported = 0;
    let answeredAfter = NaN;
    const adding = call(server.base, 'POST', '/api/stays/feeds', {
      token: host.token,
      body: { propertyId: guide.propertyId, name: 'Airbnb', url: feedUrl },
    }).then(() => (answeredAfter = (Date.now() - started) / 1000));
    // With `seconds`, the measurement ends then (the server stops; the import stops between two batches).
    const limit = seconds > 0 ? started + seconds * 1000 : Infinity;
    const watch = (async () => {
      for (;;) {
        const feeds = (
          await call(server.base, 'GET', `/api/stays/feeds?propertyId=${guide.propertyId}`, { token: host.token })
        ).result;
        imported = feeds[0]?.staysImported ?? 0;
        if (feeds[0]?.status === 'ok' || feeds[0]?.status === 'failed' || Date.now() > limit) break;
        await new Promise((r) => setTimeout(r, 1000));
      }
      finished = true;
    })();
    const during = await measureAll(() => finished);
    await watch;
    if (limit === Infinity) await adding;
    else adding.catch(() => undefined);
    const elapsed = (Date.now() - started) / 1000;
    const planned = (
      await call(server.base, 'GET', `/api/messages/log?propertyId=${guide.propertyId}&status=scheduled&pageSize=1`, {
        token: host.token,
      })
    ).result.totalCount;

    const rows = targets.flatMap((t, i) => [
      `| ${t.name} | before | ${before[i].count} | ${fmt(before[i].p50)} | ${fmt(before[i].p99)} | ${fmt(before[i].max)} | ${before[i].errors} |`,
      `| ${t.name} | during the import | ${during[i].count} | ${fmt(during[i].p50)} | ${fmt(during[i].p99)} | ${fmt(during[i].max)} | ${during[i].errors} |`,
    ]);
    const lines = [
      `Feed: ${feed.events} events, ${fmt(feed.text.length / 1024 / 1024, 2)} MB; ${schedules} schedules on the property; ` +
        `${connections} connections per target. ${limit === Infinity ? 'Import' : 'Measured over the first'}: ${imported} stays and ${planned} planned messages in ${fmt(elapsed)} s ` +
        `(the request that added the feed answered after ${fmt(answeredAfter, 1)} s).`,
      '',
      '| target | when | requests | p50 ms | p99 ms | max ms | errors |',
      '|---|---|---|---|---|---|---|',
      ...rows,
    ];
    console.log(lines.join('\n'));
    return lines;
  } finally {
    await server.stop();
    calendar.closeAllConnections();
    await new Promise((resolve) => calendar.close(resolve));
  }
}
