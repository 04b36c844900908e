import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { linkIn, outboxFor } from '../auth/accounts.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (host: TestHost | null, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: host?.headers ?? {}, payload });

describe('POST /cohosts/invitations: the role and the greeting', () => {
  it('carries the role to the confirm page and to the co-host it makes', async () => {
    const owner = await createHost(t);
    const property = (await post(owner, '/api/property/user', {})).json().result as Property;
    const invitee = await createHost(t, { firstName: 'Ines' });
    const sent = await post(owner, '/api/cohosts/invitations', {
      propertyIds: [property.propertyId],
      email: invitee.email,
      role: 'viewer',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().result.role).toBe('viewer');
    const [mail] = await outboxFor(t, invitee.email);
    // An invitee with an account is greeted by their first name.
    expect(mail!.text.split('\n')[0]).toBe('Hello Ines,');
    const token = linkIn(mail!.text).searchParams.get('token')!;
    expect((await post(null, '/api/host/confirm/preview', { token })).json().result.role).toBe('viewer');
    expect((await post(invitee, '/api/host/confirm', { token })).statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/cohosts/property/${property.propertyId}`,
      headers: owner.headers,
    });
    expect(listed.json().result.coHosts).toEqual([expect.objectContaining({ userId: invitee.userId, role: 'viewer' })]);
  });

  it('defaults to manager, refuses an unknown role naming the field, and greets by the typed name or not by address', async () => {
    const owner = await createHost(t);
    const property = (await post(owner, '/api/property/user', {})).json().result as Property;
    const bad = await post(owner, '/api/cohosts/invitations', {
      propertyIds: [property.propertyId],
      email: 'new.person@example.com',
      role: 'admin',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('role');

    const named = await post(owner, '/api/cohosts/invitations', {
      propertyIds: [property.propertyId],
      email: 'nora.new@example.com',
      name: 'Nora',
    });
    expect(named.json().result.role).toBe('manager');
    expect((await outboxFor(t, 'nora.new@example.com'))[0]!.text.split('\n')[0]).toBe('Hello Nora,');

    await post(owner, '/api/cohosts/invitations', {
      propertyIds: [property.propertyId],
      email: 'nameless@example.com',
    });
    const [mail] = await outboxFor(t, 'nameless@example.com');
    expect(mail!.text.split('\n')[0]).toBe('Hello,');
    expect(mail!.text).not.toContain('Hello nameless@example.com');
  });
});
