import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Property } from '@common/contracts/property';
import { mailOutbox, supportAttachments, supportMessages, supportTickets, users } from '../../db/schema';
import { createHost } from '../property/property.fixtures';
import { t, host, internal, admin, useAdminTestApp, type Method, call } from '../../test/admin-api';

useAdminTestApp();

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
