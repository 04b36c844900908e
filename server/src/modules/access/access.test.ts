import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import type { Stay } from '@common/contracts/stays';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { PropertyRepository } from '../property/property.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = (host: TestHost, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host.headers, ...(payload ? { payload } : {}) });

async function newProperty(host: TestHost): Promise<Property> {
  const res = await call(host, 'POST', '/api/property/user');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Property;
}

async function newStay(host: TestHost, propertyId: number): Promise<Stay> {
  const res = await call(host, 'POST', '/api/stays', {
    propertyId,
    guestName: 'Gina Guest',
    email: 'gina@example.com',
    phone: '+34 600 000 000',
    checkInDate: '2031-05-01',
    checkOutDate: '2031-05-04',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Stay;
}

describe('PUT /stays: a stay never leaves its owner', () => {
  it("refuses a co-host moving the owner's stay into their own property, and leaves the stay as it was", async () => {
    const owner = await createHost(t);
    const coHost = await createHost(t);
    const ownersProperty = await newProperty(owner);
    const coHostsProperty = await newProperty(coHost);
    await new PropertyRepository(t.database.db).addCoHost(ownersProperty.propertyId, coHost.userId);
    const stay = await newStay(owner, ownersProperty.propertyId);

    const moved = await call(coHost, 'PUT', '/api/stays', {
      stayId: stay.stayId,
      modifyDate: stay.modifyDate,
      propertyId: coHostsProperty.propertyId,
      guestName: stay.guestName,
      email: stay.email,
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
    });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(moved.json().errors[0]).toMatchObject({ field: 'propertyId', description: 'host.stays.errors.otherOwner' });

    const after = (await call(owner, 'GET', `/api/stays/${stay.stayId}`)).json().result as Stay;
    expect(after).toMatchObject({ propertyId: ownersProperty.propertyId, modifyDate: stay.modifyDate });
    const theirs = (await call(coHost, 'GET', `/api/stays?propertyId=${coHostsProperty.propertyId}`)).json().result;
    expect(theirs.items).toEqual([]);
  });

  it('still moves a stay between two properties of the same owner, also for their co-host', async () => {
    const owner = await createHost(t);
    const coHost = await createHost(t);
    const first = await newProperty(owner);
    const second = await newProperty(owner);
    const repo = new PropertyRepository(t.database.db);
    await repo.addCoHost(first.propertyId, coHost.userId);
    await repo.addCoHost(second.propertyId, coHost.userId);
    const stay = await newStay(owner, first.propertyId);
    const moved = await call(coHost, 'PUT', '/api/stays', {
      stayId: stay.stayId,
      modifyDate: stay.modifyDate,
      propertyId: second.propertyId,
      guestName: stay.guestName,
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().result).toMatchObject({ propertyId: second.propertyId });
  });
});

describe('co-host roles', () => {
  async function withRoles() {
    const owner = await createHost(t);
    const property = await newProperty(owner);
    const repo = new PropertyRepository(t.database.db);
    const as = async (role: string) => {
      const host = await createHost(t);
      await repo.addCoHost(property.propertyId, host.userId, role);
      return host;
    };
    const stay = await newStay(owner, property.propertyId);
    return {
      owner,
      property,
      stay,
      manager: await as('manager'),
      editor: await as('editor'),
      viewer: await as('viewer'),
    };
  }

  it("shows a viewer the stay calendar without the guests' e-mail and phone, and refuses their changes", async () => {
    const { property, stay, viewer, manager } = await withRoles();
    const listed = (await call(viewer, 'GET', `/api/stays?propertyId=${property.propertyId}`)).json().result;
    expect(listed.items).toEqual([expect.objectContaining({ stayId: stay.stayId, email: null, phone: null })]);
    expect((await call(viewer, 'GET', `/api/stays/${stay.stayId}`)).json().result).toMatchObject({
      guestName: 'Gina Guest',
      email: null,
      phone: null,
    });
    const agenda = JSON.stringify((await call(viewer, 'GET', '/api/stays/agenda')).json().result);
    expect(agenda).not.toContain('gina@example.com');
    // A manager sees the contact data, as the owner does.
    expect((await call(manager, 'GET', `/api/stays/${stay.stayId}`)).json().result).toMatchObject({
      email: 'gina@example.com',
      phone: '+34 600 000 000',
    });
    expect((await call(viewer, 'DELETE', `/api/stays/${stay.stayId}`)).statusCode).toBe(403);
    expect((await call(viewer, 'GET', `/api/messages/log?propertyId=${property.propertyId}`)).statusCode).toBe(403);
    const saved = await call(viewer, 'PUT', '/api/property/user', { ...property, name: 'Viewer was here' });
    expect(saved.statusCode, saved.body).toBe(403);
    // Reads of the guide are theirs.
    expect((await call(viewer, 'GET', `/api/property/user/${property.propertyId}/guide-link`)).statusCode).toBe(200);
  });

  it('lets an editor change the guide but not stays or messages', async () => {
    const { property, stay, editor } = await withRoles();
    const saved = await call(editor, 'PUT', '/api/property/user', { ...property, name: 'Edited' });
    expect(saved.statusCode, saved.body).toBe(200);
    const device = await call(editor, 'POST', '/api/devices', {
      propertyId: property.propertyId,
      name: 'Oven',
      category: 'oven',
    });
    expect(device.statusCode, device.body).toBe(200);
    expect((await call(editor, 'GET', `/api/stays/${stay.stayId}`)).statusCode).toBe(403);
    expect((await call(editor, 'GET', `/api/stays?propertyId=${property.propertyId}`)).statusCode).toBe(403);
    // The unfiltered list simply has no stays of a property they only edit.
    expect((await call(editor, 'GET', '/api/stays')).json().result.items).toEqual([]);
    expect(
      (
        await call(editor, 'POST', '/api/messages/send', {
          stayId: stay.stayId,
          templateId: 1,
          channel: 'email',
        })
      ).statusCode,
    ).toBe(403);
  });

  it('lets the owner alone change a role, which applies to the next call', async () => {
    const { owner, property, stay, viewer, manager } = await withRoles();
    const url = `/api/cohosts/property/${property.propertyId}/${viewer.userId}`;
    expect((await call(manager, 'PUT', url, { role: 'manager' })).statusCode).toBe(403);
    expect((await call(owner, 'PUT', url, { role: 'boss' })).statusCode).toBe(400);
    const changed = await call(owner, 'PUT', url, { role: 'manager' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result).toEqual({ propertyId: property.propertyId, userId: viewer.userId, role: 'manager' });
    expect((await call(viewer, 'GET', `/api/stays/${stay.stayId}`)).json().result.email).toBe('gina@example.com');
    const listed = (await call(owner, 'GET', `/api/cohosts/property/${property.propertyId}`)).json().result;
    expect(listed.coHosts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: viewer.userId, role: 'manager' }),
        expect.objectContaining({ userId: manager.userId, role: 'manager' }),
      ]),
    );
    const stranger = await createHost(t);
    expect(
      (await call(owner, 'PUT', `/api/cohosts/property/${property.propertyId}/${stranger.userId}`, { role: 'viewer' }))
        .statusCode,
    ).toBe(404);
  });
});
