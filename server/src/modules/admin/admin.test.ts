import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import {
  guestMessages,
  mailOutbox,
  media,
  properties,
  stays,
  supportAttachments,
  supportMessages,
  supportTickets,
  users,
} from '../../db/schema';
import { grantAdmin } from '../../cli/admin-grant';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { imagesDir } from '../storage';
import { createHost, type TestHost } from '../property/property.fixtures';
import { AdminRepository } from './admin.repository';

let t: TestApp;
let host: TestHost;
let internal: TestHost;
let admin: TestHost;

async function withRoles(roles: string[], firstName: string): Promise<TestHost> {
  const user = await createHost(t, { firstName, lastName: 'Staff' });
  await t.database.db.update(users).set({ roles }).where(eq(users.id, user.userId));
  return user;
}

beforeAll(async () => {
  t = await buildTestApp();
  host = await createHost(t, { firstName: 'Hana', lastName: 'Host' });
  internal = await withRoles(['Internal'], 'Ines');
  admin = await withRoles(['Admin'], 'Adam');
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (who: TestHost | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

describe('admin permissions: every admin route, four callers', () => {
  it('answers 401 signed out, 403 to hosts, staff routes to Internal, changes only to Admin', async () => {
    const target = await createHost(t, { firstName: 'Tara', lastName: 'Target' });
    const doomed = await createHost(t, { firstName: 'Dora', lastName: 'Doomed' });
    const [mail] = await t.database.db
      .insert(mailOutbox)
      .values({ toAddress: 'x@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' })
      .returning();
    const property = (await call(target, 'POST', '/property/user')).json().result as Property;
    const [unconfirmed] = await t.database.db
      .insert(users)
      .values({ email: `unconfirmed.${Date.now()}@example.com`, firstName: 'Uma', emailConfirmed: false })
      .returning();
    const [ticket] = await t.database.db
      .insert(supportTickets)
      .values({
        requesterUserId: target.userId,
        requesterName: 'Tara',
        requesterEmail: target.email,
        reasonTypeId: 1,
        subject: 'Help',
      })
      .returning();
    const [message] = await t.database.db
      .insert(supportMessages)
      .values({ ticketId: ticket!.id, author: 'requester', authorName: 'Tara', body: 'See the screenshot' })
      .returning();
    const [attachment] = await t.database.db
      .insert(supportAttachments)
      .values({
        ticketId: ticket!.id,
        messageId: message!.id,
        contentType: 'image/jpeg',
        width: 1,
        height: 1,
        data: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      })
      .returning();
    const routes: { method: Method; url: string; body?: object; adminOnly: boolean }[] = [
      { method: 'GET', url: '/admin/overview', adminOnly: false },
      { method: 'GET', url: '/admin/users?q=tara', adminOnly: false },
      { method: 'GET', url: `/admin/users/${target.userId}`, adminOnly: false },
      { method: 'POST', url: `/admin/users/${target.userId}/deactivate`, adminOnly: true },
      { method: 'POST', url: `/admin/users/${target.userId}/reactivate`, adminOnly: true },
      { method: 'POST', url: `/admin/users/${target.userId}/reset-2fa`, adminOnly: true },
      { method: 'POST', url: `/admin/users/${unconfirmed!.id}/resend-confirmation`, adminOnly: false },
      { method: 'GET', url: `/admin/users/${target.userId}/export`, adminOnly: true },
      { method: 'GET', url: '/admin/roles', adminOnly: false },
      { method: 'POST', url: '/admin/roles', body: { email: target.email, role: 'Internal' }, adminOnly: true },
      { method: 'DELETE', url: `/admin/roles/${target.userId}/Internal`, adminOnly: true },
      { method: 'GET', url: '/admin/audit', adminOnly: false },
      { method: 'GET', url: '/admin/outbox', adminOnly: false },
      { method: 'POST', url: `/admin/outbox/${mail!.id}/resend`, adminOnly: true },
      { method: 'GET', url: '/admin/lists/strTypes', adminOnly: false },
      {
        method: 'PUT',
        url: '/admin/lists/mediaSources/1',
        body: { nameEn: 'Uploads', nameEs: 'Subidas' },
        adminOnly: true,
      },
      { method: 'POST', url: '/admin/tools/purge', body: { olderThanDays: 30 }, adminOnly: true },
      { method: 'GET', url: '/admin/ai', adminOnly: false },
      { method: 'POST', url: `/admin/ai/runs/${property.propertyId}/retry`, adminOnly: true },
      { method: 'GET', url: '/admin/ai/prompts', adminOnly: false },
      {
        method: 'PUT',
        url: '/admin/ai/prompts/0',
        body: { instructionsEn: 'Be welcoming.', instructionsEs: 'Sé acogedor.' },
        adminOnly: true,
      },
      { method: 'GET', url: '/admin/support/tickets?status=open', adminOnly: false },
      { method: 'GET', url: `/admin/support/tickets/${ticket!.id}`, adminOnly: false },
      {
        method: 'POST',
        url: `/admin/support/tickets/${ticket!.id}/messages`,
        body: { body: 'A note', internal: true },
        adminOnly: false,
      },
      { method: 'PUT', url: `/admin/support/tickets/${ticket!.id}`, body: { status: 'waiting' }, adminOnly: false },
      { method: 'GET', url: `/admin/support/tickets/${ticket!.id}/attachments/${attachment!.id}`, adminOnly: false },
      { method: 'DELETE', url: `/admin/users/${doomed.userId}`, adminOnly: true },
    ];
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      expect((await call(null, route.method, route.url, route.body)).statusCode, `anonymous ${label}`).toBe(401);
      expect((await call(host, route.method, route.url, route.body)).statusCode, `host ${label}`).toBe(403);
      const asInternal = await call(internal, route.method, route.url, route.body);
      expect(asInternal.statusCode, `Internal ${label}: ${asInternal.body.slice(0, 200)}`).toBe(
        route.adminOnly ? 403 : 200,
      );
      const asAdmin = await call(admin, route.method, route.url, route.body);
      expect(asAdmin.statusCode, `Admin ${label}: ${asAdmin.body.slice(0, 200)}`).toBe(200);
    }
    // Every /admin route registered is in the list above (with its parameters filled in).
    const pattern = (route: string) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/?]+')}(\\?.*)?$`);
    for (const route of t.app.admin.routes) {
      const [method, url] = route.split(' ') as [Method, string];
      expect(
        routes.some((r) => r.method === method && pattern(url.replace(/^\/api/, '')).test(r.url)),
        `${route} is missing from this test`,
      ).toBe(true);
    }
    expect(t.app.admin.routes.length).toBe(routes.length);
  });

  it('lets an Internal user resend a confirmation mail to an unconfirmed account', async () => {
    const [pending] = await t.database.db
      .insert(users)
      .values({
        email: `pending.${Date.now()}@example.com`,
        firstName: 'Pia',
        lastName: 'Pending',
        emailConfirmed: false,
      })
      .returning();
    const res = await call(internal, 'POST', `/admin/users/${pending!.id}/resend-confirmation`);
    expect(res.statusCode, res.body).toBe(200);
    await t.app.mailer.flush();
    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pending!.email));
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your Guidebook account']);
    expect((await call(internal, 'POST', `/admin/users/${host.userId}/resend-confirmation`)).statusCode).toBe(409);
  });
});

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

describe('lists and tools', () => {
  it('lists the lookup items on a fresh instance before any other list call seeded them', async () => {
    const fresh = await buildTestApp();
    try {
      const staff = await createHost(fresh, { firstName: 'Fresh', lastName: 'Staff' });
      await fresh.database.db
        .update(users)
        .set({ roles: ['Internal'] })
        .where(eq(users.id, staff.userId));
      const res = await fresh.app.inject({ method: 'GET', url: '/api/admin/lists/strTypes', headers: staff.headers });
      expect(res.statusCode).toBe(200);
      expect((res.json().result as unknown[]).length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });

  it('renames a lookup item for everyone at once, in both languages', async () => {
    const before = (await call(null, 'GET', '/list/strTypes?locale=es')).json().result as {
      id: number;
      name: string;
    }[];
    const item = before[0]!;
    const res = await call(admin, 'PUT', `/admin/lists/strTypes/${item.id}`, {
      nameEn: 'Whole home',
      nameEs: 'Casa entera',
    });
    expect(res.json().result).toMatchObject({ id: item.id, nameEn: 'Whole home', nameEs: 'Casa entera', edited: true });
    const after = (await call(null, 'GET', '/list/strTypes?locale=es')).json().result as { id: number; name: string }[];
    expect(after.find((x) => x.id === item.id)!.name).toBe('Casa entera');
    expect((await call(admin, 'PUT', '/admin/lists/strTypes/999999', { nameEn: 'x', nameEs: 'y' })).statusCode).toBe(
      404,
    );
    expect((await call(admin, 'PUT', '/admin/lists/users/1', { nameEn: 'x', nameEs: 'y' })).statusCode).toBe(400);
  });

  it('purges properties deleted long enough ago, and only those', async () => {
    const user = await createHost(t, { firstName: 'Pur' });
    const old = (await call(user, 'POST', '/property/user')).json().result as Property;
    const recent = (await call(user, 'POST', '/property/user')).json().result as Property;
    await t.database.db
      .update(properties)
      .set({ isDeleted: true, deleteDate: new Date(Date.now() - 40 * 86_400_000) })
      .where(eq(properties.id, old.propertyId));
    await t.database.db
      .update(properties)
      .set({ isDeleted: true, deleteDate: new Date() })
      .where(eq(properties.id, recent.propertyId));
    const res = await call(admin, 'POST', '/admin/tools/purge', { olderThanDays: 30 });
    expect(res.json().result.purged).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(properties).where(eq(properties.id, old.propertyId))).toEqual([]);
    expect(await t.database.db.select().from(properties).where(eq(properties.id, recent.propertyId))).toHaveLength(1);
  });

  it('reports counts and health in the overview', async () => {
    const overview = (await call(internal, 'GET', '/admin/overview')).json().result;
    expect(overview.users.total).toBeGreaterThanOrEqual(4);
    expect(overview.health.database).toMatchObject({ kind: t.database.kind, ok: true });
    expect(overview.health.mail.mode).toBe('outbox');
    expect(typeof overview.version).toBe('string');
  });
});
