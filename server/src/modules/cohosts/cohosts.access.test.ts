import { describe, expect, it } from 'vitest';
import { type CoHostsOfProperty } from '@common/contracts/cohosts';
import type { Property } from '@common/contracts/property';
import { createHost } from '../property/property.fixtures';
import {
  accept,
  createProperty,
  invited,
  myProperties,
  ofProperty,
  removeCoHost,
  t,
  useCoHostsTestApp,
} from '../../test/cohosts-api';

useCoHostsTestApp();

describe('DELETE /cohosts/property/{propertyId}/{userId}', () => {
  it("takes access away at once: the removed co-host's next call with the same access token is refused", async () => {
    const owner = await createHost(t);
    const helper = await createHost(t);
    const property = await createProperty(owner);
    const { token } = await invited(owner, [property.propertyId], helper.email);
    expect((await accept(helper, token)).statusCode).toBe(200);

    const [seen] = await myProperties(helper);
    const save = () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/property/user',
        headers: helper.headers,
        payload: { ...seen!, name: 'Edited by the co-host' },
      });
    const first = await save();
    expect(first.statusCode, first.body).toBe(200);
    seen!.modifyDate = first.json().result.modifyDate;

    // The co-host may not remove themselves or others through the owner's call.
    expect((await removeCoHost(helper, property.propertyId, helper.userId)).statusCode).toBe(403);
    const removed = await removeCoHost(owner, property.propertyId, helper.userId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().result).toEqual({ propertyId: property.propertyId, userId: helper.userId });

    // Same headers (a still-valid access token): refused like any stranger.
    const refused = await save();
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errors[0].description).toBe('host.cohosts.errors.noAccess');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/property/user/${property.propertyId}/guide-link`,
          headers: helper.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(await myProperties(helper)).toEqual([]);
    expect((await ofProperty(owner, property.propertyId)).json().result.coHosts).toEqual([]);
    expect((await removeCoHost(owner, property.propertyId, helper.userId)).statusCode).toBe(404);
  });

  it("answers 404 for another host's property and 400 naming a malformed user id", async () => {
    const owner = await createHost(t);
    const stranger = await createHost(t);
    const property = await createProperty(owner);
    expect((await removeCoHost(stranger, property.propertyId, owner.userId)).statusCode).toBe(404);
    const bad = await removeCoHost(owner, property.propertyId, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('userId');
  });
});

describe('GET /cohosts', () => {
  it('lists every owned property with its co-hosts and open invitations, not the co-hosted ones', async () => {
    const owner = await createHost(t);
    const helper = await createHost(t);
    const a = await createProperty(owner);
    const b = await createProperty(owner);
    const elsewhere = await createProperty(helper);
    const { token } = await invited(owner, [a.propertyId], helper.email);
    expect((await accept(helper, token)).statusCode).toBe(200);
    await invited(owner, [a.propertyId, b.propertyId], 'pending@example.com');

    const res = await t.app.inject({ method: 'GET', url: '/api/cohosts', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().result as CoHostsOfProperty[];
    expect(list.map((p) => [p.propertyId, p.coHosts.length, p.invitations.map((i) => i.email)])).toEqual([
      [a.propertyId, 1, ['pending@example.com']],
      [b.propertyId, 0, ['pending@example.com']],
    ]);
    const helperList = (await t.app.inject({ method: 'GET', url: '/api/cohosts', headers: helper.headers })).json()
      .result as CoHostsOfProperty[];
    expect(helperList.map((p) => p.propertyId)).toEqual([elsewhere.propertyId]);
    expect((await t.app.inject({ method: 'GET', url: '/api/cohosts' })).statusCode).toBe(401);
  });
});

describe('PUT /property/user by a co-host', () => {
  it('refuses publishing or unpublishing (403 naming guide.published) and saves everything else, the access code included', async () => {
    const owner = await createHost(t);
    const helper = await createHost(t);
    const property = await createProperty(owner);
    const { token } = await invited(owner, [property.propertyId], helper.email);
    expect((await accept(helper, token)).statusCode).toBe(200);
    const [seen] = await myProperties(helper);
    const put = (body: Property) =>
      t.app.inject({ method: 'PUT', url: '/api/property/user', headers: helper.headers, payload: body });

    const publish = await put({ ...seen!, guide: { ...seen!.guide, published: !seen!.guide.published } });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().errors[0]).toMatchObject({
      code: 'forbidden',
      description: 'host.cohosts.errors.cannotPublish',
      field: 'guide.published',
    });

    const saved = await put({ ...seen!, guide: { ...seen!.guide, accessCode: '482913' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.guide).toMatchObject({ accessCode: '482913', published: seen!.guide.published });

    // The owner may publish.
    const [ownerView] = await myProperties(owner);
    const published = await t.app.inject({
      method: 'PUT',
      url: '/api/property/user',
      headers: owner.headers,
      payload: { ...ownerView!, guide: { ...ownerView!.guide, published: true } },
    });
    expect(published.statusCode, published.body).toBe(200);
  });
});

describe('GET /api/docs/json', () => {
  it('documents every co-host call with its body and answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; responses?: Record<string, unknown>; tags?: string[] }>
      >;
    };
    const calls: [string, string, boolean][] = [
      ['/api/cohosts', 'get', false],
      ['/api/cohosts/property/{propertyId}', 'get', false],
      ['/api/cohosts/property/{propertyId}/{userId}', 'delete', false],
      ['/api/cohosts/invitations', 'post', true],
      ['/api/cohosts/invitations/{invitationId}', 'delete', false],
      ['/api/host/confirm/preview', 'post', true],
      ['/api/host/confirm', 'post', true],
    ];
    for (const [path, method, hasBody] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual(['cohosts']);
      expect(operation!.responses?.['200'], `${method} ${path}`).toBeDefined();
      if (hasBody) expect(operation!.requestBody, `${method} ${path}`).toBeDefined();
    }
  });
});
