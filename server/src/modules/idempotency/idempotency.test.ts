import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Property } from '@common/contracts/property';
import type { Stay, StayPage } from '@common/contracts/stays';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { addDays } from '../../lib/zoned-time';
import { createHost, type TestHost } from '../property/property.fixtures';
import { StaysService } from '../stays/stays.service';
import { IdempotencyRepository } from './idempotency.repository';

let t: TestApp;
let host: TestHost;
let property: Property;
beforeAll(async () => {
  t = await buildTestApp();
  host = await createHost(t);
  property = (await post(host, '/api/property/user')).json().result as Property;
});
afterAll(async () => {
  await t?.close();
});

function post(who: TestHost, url: string, payload?: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    ...(payload ? { payload } : {}),
  });
}

const stayInput = (propertyId: number, guestName = 'Marta Ruiz') => ({
  propertyId,
  guestName,
  email: 'marta@example.com',
  checkInDate: addDays(new Date().toISOString().slice(0, 10), 10),
  checkOutDate: addDays(new Date().toISOString().slice(0, 10), 13),
});

async function staysNamed(who: TestHost, propertyId: number, name: string): Promise<Stay[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/stays?propertyId=${propertyId}&q=${encodeURIComponent(name)}&pageSize=100`,
    headers: who.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result as StayPage).items;
}

describe('Idempotency-Key on POST /api/stays', () => {
  it('answers a repeat with the same key and body with the first answer, creating one stay', async () => {
    const first = await post(host, '/api/stays', stayInput(property.propertyId, 'Repeat Once'), 'key-same-1');
    expect(first.statusCode, first.body).toBe(200);
    const again = await post(host, '/api/stays', stayInput(property.propertyId, 'Repeat Once'), 'key-same-1');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await staysNamed(host, property.propertyId, 'Repeat Once')).toHaveLength(1);
  });

  it('refuses the same key with another body (409 errors.idempotencyKeyReused) and creates nothing', async () => {
    expect((await post(host, '/api/stays', stayInput(property.propertyId, 'Body One'), 'key-body')).statusCode).toBe(
      200,
    );
    const other = await post(host, '/api/stays', stayInput(property.propertyId, 'Body Two'), 'key-body');
    expect(other.statusCode).toBe(409);
    expect(other.json().errors).toEqual([
      { code: 'conflict', description: 'errors.idempotencyKeyReused', field: 'idempotency-key' },
    ]);
    expect(await staysNamed(host, property.propertyId, 'Body Two')).toHaveLength(0);
  });

  it('creates twice without the header, as before', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await post(host, '/api/stays', stayInput(property.propertyId, 'No Key'))).statusCode).toBe(200);
    }
    expect(await staysNamed(host, property.propertyId, 'No Key')).toHaveLength(2);
  });

  it("keeps another account's same key apart", async () => {
    const other = await createHost(t);
    const otherProperty = (await post(other, '/api/property/user')).json().result as Property;
    const mine = await post(host, '/api/stays', stayInput(property.propertyId, 'Shared Key'), 'key-shared');
    const theirs = await post(other, '/api/stays', stayInput(otherProperty.propertyId, 'Shared Key'), 'key-shared');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect((theirs.json().result as Stay).propertyId).toBe(otherProperty.propertyId);
    expect(await staysNamed(other, otherProperty.propertyId, 'Shared Key')).toHaveLength(1);
  });

  it('refuses a malformed key with a 400 naming the header', async () => {
    for (const key of ['', 'has space', 'é', 'x'.repeat(256)]) {
      const res = await post(host, '/api/stays', stayInput(property.propertyId, 'Bad Key'), key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().errors[0].field, key).toBe('idempotency-key');
    }
    expect(
      (await post(host, '/api/stays', stayInput(property.propertyId, 'Bad Key'), 'x'.repeat(255))).statusCode,
    ).toBe(200);
    expect(await staysNamed(host, property.propertyId, 'Bad Key')).toHaveLength(1);
  });

  it('answers 409 errors.conflict while the first request with the key is still running', async () => {
    const body = stayInput(property.propertyId, 'Still Running');
    // A reservation nobody has completed yet, as a concurrent first request holds it.
    const repository = new IdempotencyRepository(t.app.database.db);
    await repository.reserve({ userId: host.userId, route: 'POST /api/stays', key: 'key-pending' }, 'hash');
    const res = await post(host, '/api/stays', body, 'key-pending');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({ description: 'errors.conflict', field: 'idempotency-key' });
  });

  it('frees the key when the create fails, so a corrected retry can use it', async () => {
    const missing = await post(host, '/api/stays', stayInput(999_999, 'Retry Later'), 'key-failed');
    expect(missing.statusCode).toBe(404);
    const retry = await post(host, '/api/stays', stayInput(999_999, 'Retry Later'), 'key-failed');
    expect(retry.statusCode).toBe(404);
    const fixed = await post(host, '/api/stays', stayInput(property.propertyId, 'Retry Later'), 'key-failed');
    expect(fixed.statusCode, fixed.body).toBe(200);
  });
  it('keeps the key after a server failure that may have followed the create: a repeat is 409, not a second stay', async () => {
    // The stay is committed, then reading it back for the answer fails (as when the database drops).
    const present = vi
      .spyOn(StaysService.prototype as unknown as { present: () => Promise<Stay> }, 'present')
      .mockRejectedValueOnce(new Error('connection lost'));
    const body = stayInput(property.propertyId, 'Lost Answer');
    const lost = await post(host, '/api/stays', body, 'key-lost');
    present.mockRestore();
    expect(lost.statusCode).toBe(500);
    const retry = await post(host, '/api/stays', body, 'key-lost');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().errors[0]).toMatchObject({ description: 'errors.conflict', field: 'idempotency-key' });
    expect(await staysNamed(host, property.propertyId, 'Lost Answer')).toHaveLength(1);
  });

  it('forgets a key after 24 hours: the same key creates again', async () => {
    const body = stayInput(property.propertyId, 'Old Key');
    expect((await post(host, '/api/stays', body, 'key-old')).statusCode).toBe(200);
    await t.app.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'key-old'`,
    );
    const later = await post(host, '/api/stays', body, 'key-old');
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await staysNamed(host, property.propertyId, 'Old Key')).toHaveLength(2);
  });
});

describe('Idempotency-Key on the other creates', () => {
  it('creates one property, one template and one schedule per key', async () => {
    const a = await post(host, '/api/property/user', undefined, 'key-property');
    const b = await post(host, '/api/property/user', undefined, 'key-property');
    expect(b.json()).toEqual(a.json());

    const template = { name: 'Welcome once', subject: { en: 'Hi', es: 'Hola' }, body: { en: 'Hello', es: 'Hola' } };
    const t1 = await post(host, '/api/messages/templates', template, 'key-template');
    expect(t1.statusCode, t1.body).toBe(200);
    const t2 = await post(host, '/api/messages/templates', template, 'key-template');
    expect(t2.json()).toEqual(t1.json());
    const templates = await t.app.inject({ method: 'GET', url: '/api/messages/templates', headers: host.headers });
    expect((templates.json().result as { name: string }[]).filter((x) => x.name === 'Welcome once')).toHaveLength(1);

    const schedule = {
      templateId: (t1.json().result as { templateId: number }).templateId,
      propertyId: property.propertyId,
      anchor: 'checkIn',
      offsetDays: -2,
      localTime: '09:15',
      channel: 'email',
    };
    const s1 = await post(host, '/api/messages/schedules', schedule, 'key-schedule');
    expect(s1.statusCode, s1.body).toBe(200);
    const s2 = await post(host, '/api/messages/schedules', schedule, 'key-schedule');
    expect(s2.json()).toEqual(s1.json());
    const schedules = await t.app.inject({ method: 'GET', url: '/api/messages/schedules', headers: host.headers });
    expect((schedules.json().result as { localTime: string }[]).filter((x) => x.localTime === '09:15')).toHaveLength(1);
  });

  it('creates one device and one video link per key', async () => {
    const device = { propertyId: property.propertyId, name: 'Coffee machine once', category: 'tv' };
    const d1 = await post(host, '/api/devices', device, 'key-device');
    expect(d1.statusCode, d1.body).toBe(200);
    const d2 = await post(host, '/api/devices', device, 'key-device');
    expect(d2.headers['idempotent-replayed']).toBe('true');
    expect(d2.json()).toEqual(d1.json());
    const devices = await t.app.inject({
      method: 'GET',
      url: `/api/devices/property/${property.propertyId}`,
      headers: host.headers,
    });
    expect((devices.json().result as { name: string }[]).filter((x) => x.name === device.name)).toHaveLength(1);

    const video = { propertyId: property.propertyId, url: 'https://youtu.be/dQw4w9WgXcQ' };
    const v1 = await post(host, '/api/videos', video, 'key-video');
    expect(v1.statusCode, v1.body).toBe(200);
    const v2 = await post(host, '/api/videos', video, 'key-video');
    expect(v2.json()).toEqual(v1.json());
    const videos = await t.app.inject({
      method: 'GET',
      url: `/api/videos/property/${property.propertyId}`,
      headers: host.headers,
    });
    expect(videos.json().result as unknown[]).toHaveLength(1);
  });
});
