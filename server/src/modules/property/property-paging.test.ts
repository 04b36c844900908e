import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property, PropertyListItem } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from './property.fixtures';
import { PropertyRepository } from './property.repository';
import { UNPAGED_READ_SIZE } from './property.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const create = async (host: TestHost) =>
  (await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })).json().result as Property;
const list = async (host: TestHost, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/api/property/user${query}`, headers: host.headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result as Property[]).map((p) => p.propertyId);
};

describe('GET /property/user paging', () => {
  let host: TestHost;
  let stranger: TestHost;
  let ids: number[];
  let coHosted: number;
  beforeAll(async () => {
    host = await createHost(t);
    stranger = await createHost(t);
    const owner = await createHost(t);
    const own = [];
    for (let i = 0; i < 5; i++) own.push((await create(host)).propertyId);
    // Another host's property the host co-hosts, created between the host's own ones, and one the
    // host deletes: the pages hold the visible ones only, in id order.
    coHosted = (await create(owner)).propertyId;
    await new PropertyRepository(t.database.db).addCoHost(coHosted, host.userId);
    own.push((await create(host)).propertyId);
    const deleted = (await create(host)).propertyId;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/property/user/${deleted}`, headers: host.headers }))
        .statusCode,
    ).toBe(200);
    await create(stranger);
    ids = [...own, coHosted].sort((a, b) => a - b);
  });

  it('answers every property without paging parameters (the original call)', async () => {
    expect(await list(host)).toEqual(ids);
  });

  it('pages by limit and after, through own and co-hosted properties', async () => {
    const seen: number[] = [];
    let after = 0;
    for (let page = 0; page < 10; page++) {
      const got = await list(host, `?limit=2&after=${after}&locale=es`);
      expect(got.length).toBeLessThanOrEqual(2);
      seen.push(...got);
      if (got.length < 2) break;
      after = got[got.length - 1]!;
    }
    expect(seen).toEqual(ids);
    expect(await list(host, '?limit=3')).toEqual(ids.slice(0, 3));
  });

  it('answers one property by propertyId, and nothing for one the caller cannot see', async () => {
    expect(await list(host, `?propertyId=${coHosted}`)).toEqual([coHosted]);
    expect(await list(host, `?propertyId=${ids[1]}`)).toEqual([ids[1]]);
    expect(await list(stranger, `?propertyId=${ids[1]}`)).toEqual([]);
  });

  it('refuses bad paging parameters naming the field', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?after=-1', 'after'],
      ['?propertyId=0', 'propertyId'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/property/user${query}`, headers: host.headers });
      expect(res.statusCode, query).toBe(400);
      expect(JSON.stringify(res.json().errors), query).toContain(field);
    }
  });

  it('documents the paging parameters in the API reference', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    const path = Object.keys(spec.paths).find((p) => p.endsWith('/property/user'))!;
    expect(spec.paths[path]!.get!.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['limit', 'after', 'propertyId', 'locale']),
    );
  });

  it('the light list has names and the published flag for every property', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/property/user/list', headers: host.headers });
    const items = res.json().result as PropertyListItem[];
    expect(items.map((i) => i.propertyId)).toEqual(ids);
    expect(items.every((i) => i.published === false && typeof i.name === 'string')).toBe(true);
    expect(items.find((i) => i.propertyId === coHosted)!.isCoHost).toBe(true);
  });

  it('compresses the list for clients that accept brotli', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/property/user', headers: host.headers });
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/property/user',
      headers: { ...host.headers, 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });
});

describe('GET /property/user without paging, for a manager with more properties than one read', () => {
  it('streams every property in id order, the same objects the pages answer, in the { result, errors } shape', async () => {
    const manager = await createHost(t);
    const template = await create(manager);
    // Copies of the created property straight in the database: past one read of the unpaged answer (UNPAGED_READ_SIZE).
    await t.database.db.execute(sql`
      insert into properties (owner_user_id, name, slug, guide, emergency_infos, theme_id, default_locale)
      select owner_user_id, 'Flat ' || g, 'copy' || md5(g::text || clock_timestamp()::text), guide, emergency_infos, theme_id, default_locale
      from properties p, generate_series(1, ${UNPAGED_READ_SIZE + 4}) g where p.id = ${template.propertyId}`);
    const res = await t.app.inject({ method: 'GET', url: '/api/property/user?locale=es', headers: manager.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = res.json() as { result: Property[]; errors: unknown[] };
    expect(Object.keys(body)).toEqual(['result', 'errors']);
    expect(body.errors).toEqual([]);
    expect(body.result).toHaveLength(UNPAGED_READ_SIZE + 5);
    const ids = body.result.map((p) => p.propertyId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // Byte for byte what the paged call (schema serializer) answers for the same properties.
    const pages: Property[] = [];
    for (let after = 0; ;) {
      const page = (
        await t.app.inject({
          method: 'GET',
          url: `/api/property/user?limit=100&after=${after}&locale=es`,
          headers: manager.headers,
        })
      ).json().result as Property[];
      pages.push(...page);
      if (page.length < 100) break;
      after = page.at(-1)!.propertyId;
    }
    expect(JSON.stringify(body.result)).toBe(JSON.stringify(pages));
  });

  it('answers an empty list for a host without properties', async () => {
    const empty = await createHost(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/property/user', headers: empty.headers });
    expect(res.body).toBe('{"result":[],"errors":[]}');
  });
});
