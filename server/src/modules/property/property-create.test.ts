import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost } from './property.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /property/user', () => {
  it('names the new property as the host asked', async () => {
    const host = await createHost(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/property/user',
      headers: host.headers,
      payload: { name: '  Casa Sol  ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json().result as Property;
    expect(created.name).toBe('Casa Sol');
    // Stored: the host's list shows the name.
    const list = await t.app.inject({ method: 'GET', url: '/api/property/user/list', headers: host.headers });
    expect(list.json().result).toEqual([expect.objectContaining({ propertyId: created.propertyId, name: 'Casa Sol' })]);
  });

  it('still creates "My property N" without a body (older clients)', async () => {
    const host = await createHost(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().result as Property).name).toBe('My property 1');
  });

  it('rejects a blank or too long name, naming the field', async () => {
    const host = await createHost(t);
    for (const name of ['   ', 'x'.repeat(121)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/property/user',
        headers: host.headers,
        payload: { name },
      });
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors).toContainEqual(expect.objectContaining({ code: 'validation', field: 'name' }));
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/property/user/list', headers: host.headers });
    expect(list.json().result).toEqual([]);
  });
});
