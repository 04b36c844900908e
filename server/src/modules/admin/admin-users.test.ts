import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { guestMessages, media, properties, stays, users } from '../../db/schema';
import { grantAdmin } from '../../cli/admin-grant';
import { buildTestApp } from '../../test/test-app';
import { imagesDir } from '../storage';
import { createHost } from '../property/property.fixtures';
import { AdminRepository } from './admin.repository';
import { t, host, internal, admin, useAdminTestApp, call } from '../../test/admin-api';

useAdminTestApp();

describe('roles', () => {
  it('never removes the last Admin, and a revoked role stops working at once', async () => {
    const solo = await buildTestApp();
    try {
      const only = await createHost(solo, { firstName: 'Olga' });
      await solo.database.db
        .update(users)
        .set({ roles: ['Admin'] })
        .where(eq(users.id, only.userId));
      const revoke = await solo.app.inject({
        method: 'DELETE',
        url: `/api/admin/roles/${only.userId}/Admin`,
        headers: only.headers,
      });
      expect(revoke.statusCode).toBe(409);
      expect(revoke.json().errors[0].description).toBe('admin.errors.lastAdmin');
      const staff = await createHost(solo, { firstName: 'Sam' });
      expect(
        (
          await solo.app.inject({
            method: 'POST',
            url: '/api/admin/roles',
            headers: only.headers,
            payload: { email: staff.email, role: 'Internal' },
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await solo.app.inject({ method: 'GET', url: '/api/admin/overview', headers: staff.headers })).statusCode,
      ).toBe(200);
      expect(
        (
          await solo.app.inject({
            method: 'DELETE',
            url: `/api/admin/roles/${staff.userId}/Internal`,
            headers: only.headers,
          })
        ).statusCode,
      ).toBe(200);
      // Same access token as before: the role is read from the database on every request.
      expect(
        (await solo.app.inject({ method: 'GET', url: '/api/admin/overview', headers: staff.headers })).statusCode,
      ).toBe(403);
      const audit = (await solo.app.inject({ method: 'GET', url: '/api/admin/audit', headers: only.headers })).json()
        .result.items as { actor: string; action: string; targetId: string }[];
      expect(audit.map((a) => a.action)).toEqual(['role.revoke', 'role.grant']);
      expect(audit.every((a) => a.actor === only.email && a.targetId === staff.userId)).toBe(true);
    } finally {
      await solo.close();
    }
  });

  it('grants the first Admin from the command line, written to the audit log', async () => {
    const user = await createHost(t, { firstName: 'Cli' });
    const repo = new AdminRepository(t.database.db);
    expect(await grantAdmin(repo, user.email.toUpperCase())).toBe('granted');
    expect(await grantAdmin(repo, user.email)).toBe('already');
    expect(await grantAdmin(repo, 'nobody@example.com')).toBe('unknown');
    expect((await call(user, 'GET', '/admin/overview')).statusCode).toBe(200);
    const audit = (await call(admin, 'GET', '/admin/audit?pageSize=100')).json().result.items as {
      actor: string;
      action: string;
      targetId: string;
    }[];
    expect(audit.find((a) => a.targetId === user.userId)).toMatchObject({
      actor: 'command line',
      action: 'role.grant',
    });
  });
});

describe('users', () => {
  it('ends the sessions of a deactivated user at once, and lets them back on reactivation', async () => {
    const user = await createHost(t, { firstName: 'Vera' });
    expect((await call(user, 'GET', '/property/user')).statusCode).toBe(200);
    const res = await call(admin, 'POST', `/admin/users/${user.userId}/deactivate`);
    expect(res.json().result).toMatchObject({ isActive: false, activeSessions: 0 });
    expect((await call(user, 'GET', '/property/user')).statusCode).toBe(401);
    expect((await call(admin, 'POST', `/admin/users/${admin.userId}/deactivate`)).json().errors[0].description).toBe(
      'admin.errors.notYourself',
    );
    expect((await call(admin, 'POST', `/admin/users/${user.userId}/reactivate`)).json().result.isActive).toBe(true);
  });

  it("exports a user's data and nobody else's, without secrets", async () => {
    const a = await createHost(t, { firstName: 'Alba' });
    const b = await createHost(t, { firstName: 'Bruno' });
    const pa = (await call(a, 'POST', '/property/user')).json().result as Property;
    const pb = (await call(b, 'POST', '/property/user')).json().result as Property;
    await call(a, 'PUT', '/property/user', { ...pa, name: 'Casa de Alba' });
    await call(b, 'PUT', '/property/user', { ...pb, name: 'Casa de Bruno' });
    await call(a, 'POST', '/stays', {
      propertyId: pa.propertyId,
      guestName: 'Guest Of Alba',
      checkInDate: '2030-01-01',
      checkOutDate: '2030-01-03',
    });
    const res = await call(admin, 'GET', `/admin/users/${a.userId}/export`);
    expect(res.headers['content-disposition']).toContain('attachment');
    const text = res.body;
    expect(text).toContain('Casa de Alba');
    expect(text).toContain('Guest Of Alba');
    expect(text).not.toContain('Casa de Bruno');
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('twoFactorSecret');
  });

  it('deletes a user with their properties, photo files, stays and messages', async () => {
    const user = await createHost(t, { firstName: 'Gone' });
    const property = (await call(user, 'POST', '/property/user')).json().result as Property;
    const dir = imagesDir(t.config);
    const keys = ['Zz/ZzAbCdEfGhIjKlMnOpQrSt-s.webp', 'Zz/ZzAbCdEfGhIjKlMnOpQrSt-l.webp'];
    mkdirSync(path.join(dir, 'Zz'), { recursive: true });
    for (const key of keys) writeFileSync(path.join(dir, key), 'image');
    await t.database.db.insert(media).values({
      propertyId: property.propertyId,
      mediaSourceId: 1,
      smallPath: keys[0]!,
      largePath: keys[1]!,
      width: 1,
      height: 1,
      smallWidth: 1,
      smallHeight: 1,
      storedBytes: 10,
    });
    const stay = (
      await call(user, 'POST', '/stays', {
        propertyId: property.propertyId,
        guestName: 'Leaving Guest',
        email: 'g@example.com',
        checkInDate: '2030-01-01',
        checkOutDate: '2030-01-03',
      })
    ).json().result;
    await t.database.db.insert(guestMessages).values({
      propertyId: property.propertyId,
      stayId: stay.stayId,
      guestName: 'Leaving Guest',
      channel: 'email',
      status: 'scheduled',
      dueAt: new Date(),
    });
    const res = await call(admin, 'DELETE', `/admin/users/${user.userId}`);
    expect(res.json()).toEqual({ result: { userId: user.userId }, errors: [] });
    expect(await t.database.db.select().from(users).where(eq(users.id, user.userId))).toEqual([]);
    expect(await t.database.db.select().from(properties).where(eq(properties.id, property.propertyId))).toEqual([]);
    expect(await t.database.db.select().from(media).where(eq(media.propertyId, property.propertyId))).toEqual([]);
    expect(await t.database.db.select().from(stays).where(eq(stays.id, stay.stayId))).toEqual([]);
    expect(
      await t.database.db.select().from(guestMessages).where(eq(guestMessages.propertyId, property.propertyId)),
    ).toEqual([]);
    for (const key of keys) expect(existsSync(path.join(dir, key)), key).toBe(false);
    expect((await call(admin, 'GET', '/admin/audit')).json().result.items[0]).toMatchObject({
      action: 'user.delete',
      targetId: user.userId,
      actor: admin.email,
    });
  });

  it('searches users by name or e-mail with paging, and validates input', async () => {
    await createHost(t, { firstName: 'Zebulon', lastName: 'Quartz' });
    const found = (await call(internal, 'GET', '/admin/users?q=zebulon%20q')).json().result;
    expect(found.items.map((u: { firstName: string }) => u.firstName)).toEqual(['Zebulon']);
    expect((await call(internal, 'GET', '/admin/users?pageSize=1000')).statusCode).toBe(400);
    expect((await call(internal, 'GET', '/admin/users/not-a-uuid')).statusCode).toBe(400);
    expect(
      (await call(admin, 'POST', '/admin/roles', { email: 'nobody@example.com', role: 'Internal' })).json().errors[0],
    ).toMatchObject({ field: 'email', description: 'admin.errors.unknownUser' });
    expect((await call(admin, 'POST', '/admin/roles', { email: host.email, role: 'Owner' })).statusCode).toBe(400);
  });
});
