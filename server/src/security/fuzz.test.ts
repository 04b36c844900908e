/**
 * Input fuzzing: every route of the route table gets random and hostile path parameters, query
 * strings and JSON bodies (fast-check, fixed seed), sent by a caller the route lets through (the
 * owner of a property, Admin for the staff area, a TwoFa token for verify2fa), so the input reaches
 * the validation and the service behind the guard. Whatever arrives: never a 5xx, never a stack
 * trace, file path or SQL in the answer; every 4xx of the API is the `{ result, errors }` wrapper
 * with a code and a description, and a 400 names the field.
 *
 * Bounded: FUZZ_RUNS requests per route (default 8), seed FUZZ_SEED (default fixed), so a failure
 * reproduces; raise FUZZ_RUNS locally for a deeper search.
 */
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from './route-access';
import { examples } from './fuzz.examples.fixtures';
import { deepl, ids, keysOf, owner, REFUSED_AFTER_VALIDATION, schemas, startFuzzApp, t } from './fuzz.fixtures';
import {
  bodyFor,
  checkAnswer,
  enc,
  headersFor,
  hostileHeaders,
  near,
  paramValue,
  queryFor,
  seen,
} from './fuzz.inputs.fixtures';

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 20_2611);

beforeAll(startFuzzApp);
afterAll(async () => {
  if (process.env.FUZZ_REPORT) for (const [route, counts] of seen) console.log(route, Object.fromEntries(counts));
  await t?.close();
  await deepl.stop();
});

/** Routes that end the fixtures the others use run last (deletes, then the new slug, then the property's delete). */
const rank = (route: string) =>
  route === 'DELETE /api/property/user/:propertyId'
    ? 3
    : route.endsWith('/rotate-slug')
      ? 2
      : route.startsWith('DELETE ')
        ? 1
        : 0;
const ORDERED = Object.entries(ROUTE_ACCESS).sort(([a], [b]) => rank(a) - rank(b));

describe(`input fuzzing: every route, ${RUNS} hostile requests each (seed ${SEED})`, () => {
  it('starts from examples the API accepts (the near-valid inputs are one change away from valid)', async () => {
    const refused: string[] = [];
    for (const [route, example] of Object.entries(examples())) {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      const url =
        path.replace(/:([A-Za-z]+)/g, (_m, name: string) => enc(ids[name]!)) +
        (example.query ? `?${new URLSearchParams(example.query).toString()}` : '');
      const res = await t.app.inject({
        method,
        url,
        headers: headersFor(ROUTE_ACCESS[route]!),
        ...(example.body === undefined ? {} : { payload: example.body as object }),
      });
      if (res.statusCode === 400 && !REFUSED_AFTER_VALIDATION.has(route))
        refused.push(`${route}: ${res.body.slice(0, 300)}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers edge-case bodies on every route that takes one: deep nesting, oversize, wrong or odd content types', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const deepObject = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const cases: { payload: string | Buffer; type: string }[] = [
      { payload: deep, type: 'application/json' },
      { payload: deepObject, type: 'application/json' },
      { payload: `{"a":"${'x'.repeat(1_100_000)}"}`, type: 'application/json' },
      { payload: '{"name":"a","name":{"x":1}}', type: 'application/json' },
      { payload: 'name=a', type: 'application/x-www-form-urlencoded' },
      { payload: '{}', type: 'text/plain' },
      { payload: '{}', type: 'application/json; charset=utf-16' },
      { payload: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]), type: 'application/json' },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
        type: 'multipart/form-data; boundary=x',
      },
      {
        payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.png"\r\n\r\nabc',
        type: 'multipart/form-data; boundary=x',
      },
    ];
    const failures: string[] = [];
    for (const [route, access] of ORDERED) {
      const [method, path] = route.split(' ') as [InjectOptions['method'], string];
      if (method === 'GET' || method === 'DELETE') continue;
      const url = path.replace(/:([A-Za-z]+)/g, (_m, name: string) => enc(ids[name] ?? '1')).replace(/\*$/, 'x');
      for (const { payload, type } of cases) {
        const res = await t.app.inject({
          method,
          url,
          headers: { ...headersFor(access), 'content-type': type },
          payload,
        });
        try {
          checkAnswer(res, route, `${method} ${url} ${type} ${String(payload).slice(0, 60)}`);
        } catch (error) {
          failures.push((error as Error).message.slice(0, 600));
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('answers a truncated or malformed upload with 400 on file, on every upload route (was a 500)', async () => {
    const uploads = Object.keys(ROUTE_ACCESS).filter((route) =>
      schemas.get(route)?.consumes?.includes('multipart/form-data'),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(4);
    for (const route of uploads) {
      const url = route.split(' ')[1]!.replace(/:([A-Za-z]+)/g, (_m, name: string) => ids[name]!);
      for (const payload of [
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
        '--x\r\nContent-Disposition form-data\r\n\r\n',
        '--y\r\n\r\n',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=x' },
          payload,
        });
        expect(res.statusCode, `${route} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
        expect(res.json().errors[0], route).toMatchObject({ code: 'validation', field: 'file' });
      }
    }
  });

  for (const [route, access] of ORDERED) {
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    it(
      `${route}`,
      async () => {
        const schema = schemas.get(route) ?? {};
        const params = [...path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
        const withBody = method !== 'GET' && method !== 'DELETE';
        const example = examples()[route] ?? {};
        const random = fc.record({
          params: fc.tuple(...params.map(() => paramValue()), fc.constant(null)),
          wildcard: paramValue(),
          query: queryFor(keysOf(schema.querystring)),
          body: withBody ? bodyFor(keysOf(schema.body)) : fc.constant(undefined),
        });
        // Near-valid: real ids in the path, the example's query and body with a few fields made hostile.
        const nearValid = fc.record({
          params: fc.tuple(
            ...params.map((name) =>
              name in ids
                ? fc.oneof(
                    { weight: 5, arbitrary: fc.constant(enc(ids[name]!)) },
                    { weight: 1, arbitrary: paramValue() },
                  )
                : paramValue(),
            ),
            fc.constant(null),
          ),
          wildcard: paramValue(),
          query: example.query
            ? (near(example.query) as fc.Arbitrary<unknown>).map((q) =>
                q && typeof q === 'object' && !Array.isArray(q)
                  ? Object.entries(q as Record<string, unknown>)
                      .filter(([, v]) => v !== undefined)
                      .map(([k, v]) => `${enc(k)}=${enc(typeof v === 'string' ? v : JSON.stringify(v))}`)
                      .join('&')
                  : '',
              )
            : queryFor(keysOf(schema.querystring)),
          body: withBody
            ? example.body === undefined
              ? bodyFor(keysOf(schema.body))
              : near(example.body)
            : fc.constant(undefined),
          headers: hostileHeaders,
        });
        const input = fc.oneof({ weight: 1, arbitrary: random }, { weight: 2, arbitrary: nearValid });
        const outcome = await fc.check(
          fc.asyncProperty(input, async ({ params: values, wildcard, query, body, ...rest }) => {
            const extra = 'headers' in rest ? (rest.headers as Record<string, string>) : {};
            let i = 0;
            const url =
              path.replace(/:([A-Za-z]+)/g, () => values[i++] as string).replace(/\*$/, wildcard) +
              (query ? `?${query}` : '');
            const raw = body && typeof body === 'object' && 'raw' in body ? (body as { raw: string }).raw : undefined;
            const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
            const sent = `${method} ${url.slice(0, 300)} ${JSON.stringify(extra).slice(0, 300)} ${payload?.slice(0, 300) ?? ''}`;
            const res = await t.app.inject({
              method,
              url,
              headers: {
                ...extra,
                ...headersFor(access),
                ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(payload === undefined ? {} : { payload }),
            });
            checkAnswer(res, route, sent);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
        // The failing request and answer as the message (fast-check's own is the same for every route).
        if (outcome.failed)
          throw new Error(
            `${route}: ${outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance)}`,
          );
      },
      Math.max(30_000, RUNS * 2_000),
    );
  }

  it('covers every route of the route table', () => {
    expect(Object.keys(ROUTE_ACCESS).filter((r) => !schemas.has(r))).toEqual([]);
  });
});
