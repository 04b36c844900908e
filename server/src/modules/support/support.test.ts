import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@common/contracts/support';
import { mailOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, botToken } from '../auth/accounts.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';

let t: TestApp;
let reason: number;
beforeAll(async () => {
  t = await buildTestApp(ACCOUNTS_TEST_ENV);
  reason = ((await t.app.inject({ method: 'GET', url: '/api/list/reasontypes' })).json().result as { id: number }[])[0]!.id;
});
afterAll(async () => {
  await t?.close();
});

const call = (who: TestHost | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url: `/api${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const mailsTo = async (email: string) => {
  await t.app.mailer.flush();
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
};
async function staffMember(role: 'Internal' | 'Admin' = 'Internal') {
  const staff = await createHost(t, { firstName: 'Sara', lastName: 'Staff' });
  await t.database.db.update(users).set({ roles: [role] }).where(eq(users.id, staff.userId));
  return staff;
}
async function newTicket(host: TestHost, extra: object = {}): Promise<Ticket> {
  const res = await call(host, 'POST', '/support/tickets', { reasonTypeId: reason, subject: 'The PDF has no photos', body: 'When I print the booklet the photos are missing.', botToken: await botToken(t.app), ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Ticket;
}

describe('support tickets: the lifecycle', () => {
  it('host writes -> acknowledgement; staff replies (e-mailed) and notes (hidden); host sees the reply and answers', async () => {
    const host = await createHost(t, { firstName: 'Hugo', lastName: 'Host' });
    const staff = await staffMember();
    const ticket = await newTicket(host);
    expect(ticket).toMatchObject({ status: 'open', requesterEmail: host.email, requesterName: 'Hugo Host', messages: [{ author: 'requester', body: 'When I print the booklet the photos are missing.' }] });
    expect((await mailsTo(host.email)).map((m) => m.subject)).toEqual(['We received your message: The PDF has no photos']);

    const queue = (await call(staff, 'GET', '/admin/support/tickets?status=open')).json().result;
    expect(queue.items.map((i: { ticketId: number }) => i.ticketId)).toContain(ticket.ticketId);
    await call(staff, 'POST', `/admin/support/tickets/${ticket.ticketId}/messages`, { body: 'Internal: reproduce with a 20-photo guide', internal: true });
    const replied = (await call(staff, 'POST', `/admin/support/tickets/${ticket.ticketId}/messages`, { body: 'Fixed: print again and the photos are there.' })).json().result as Ticket;
    expect(replied.status).toBe('waiting');
    expect(replied.messages.map((m) => [m.author, m.internal])).toEqual([['requester', false], ['staff', true], ['staff', false]]);
    const mails = await mailsTo(host.email);
    expect(mails.map((m) => m.subject)).toContain('Re: The PDF has no photos');
    expect(mails.find((m) => m.subject.startsWith('Re:'))!.text).toContain('Fixed: print again and the photos are there.');
    expect(mails.some((m) => m.text.includes('reproduce with'))).toBe(false);

    const seen = (await call(host, 'GET', `/support/tickets/${ticket.ticketId}`)).json().result as Ticket;
    expect(seen.messages.map((m) => m.body)).toEqual(['When I print the booklet the photos are missing.', 'Fixed: print again and the photos are there.']);
    expect(JSON.stringify(seen)).not.toContain('reproduce with');
    const answered = (await call(host, 'POST', `/support/tickets/${ticket.ticketId}/messages`, { body: 'Thanks, it works.' })).json().result as Ticket;
    expect(answered.status).toBe('open');

    const closed = (await call(staff, 'PUT', `/admin/support/tickets/${ticket.ticketId}`, { status: 'closed', assigneeUserId: staff.userId })).json().result as Ticket;
    expect(closed).toMatchObject({ status: 'closed', assigneeUserId: staff.userId, assigneeName: 'Sara Staff' });
    const mine = (await call(host, 'GET', '/support/tickets')).json().result;
    expect(mine.items[0]).toMatchObject({ ticketId: ticket.ticketId, status: 'closed', messageCount: 3 });
    const admin = await staffMember('Admin');
    const audit = (await call(admin, 'GET', '/admin/audit?pageSize=100')).json().result.items as { action: string; targetId: string; actor: string }[];
    expect(audit.filter((a) => a.targetId === String(ticket.ticketId)).map((a) => a.action).sort()).toEqual(['ticket.assign', 'ticket.note', 'ticket.reply', 'ticket.status']);
  });

  it('takes the public contact form without an account, into the same queue', async () => {
    const res = await call(null, 'POST', '/support/contact', { name: 'Vera Visitor', email: 'vera.visitor@example.com', reasonTypeId: reason, subject: 'Do you support Vrbo?', body: 'Can I import my Vrbo calendar?', locale: 'es', botToken: await botToken(t.app) });
    expect(res.statusCode, res.body).toBe(200);
    const staff = await staffMember();
    const found = (await call(staff, 'GET', '/admin/support/tickets?q=vera')).json().result.items;
    expect(found.map((i: { ticketId: number }) => i.ticketId)).toEqual([res.json().result.ticketId]);
    expect((await mailsTo('vera.visitor@example.com')).map((m) => m.subject)).toEqual(['Hemos recibido tu mensaje: Do you support Vrbo?']);
  });
});

describe('support tickets: access and input', () => {
  it("keeps another host's ticket a 404 and staff routes away from hosts", async () => {
    const a = await createHost(t);
    const b = await createHost(t);
    const ticket = await newTicket(a);
    expect((await call(b, 'GET', `/support/tickets/${ticket.ticketId}`)).statusCode).toBe(404);
    expect((await call(b, 'POST', `/support/tickets/${ticket.ticketId}/messages`, { body: 'hi' })).statusCode).toBe(404);
    expect((await call(b, 'GET', '/support/tickets')).json().result.totalCount).toBe(0);
    for (const [method, url] of [
      ['GET', '/admin/support/tickets'],
      ['GET', `/admin/support/tickets/${ticket.ticketId}`],
      ['PUT', `/admin/support/tickets/${ticket.ticketId}`],
    ] as const) {
      expect((await call(b, method, url, method === 'PUT' ? { status: 'closed' } : undefined)).statusCode, url).toBe(403);
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
    expect((await call(null, 'GET', '/support/tickets')).statusCode).toBe(401);
  });

  it('validates input, the bot check, the property and the assignee', async () => {
    const host = await createHost(t);
    const other = await createHost(t);
    const foreign = (await call(other, 'POST', '/property/user')).json().result as { propertyId: number };
    const bad = await call(host, 'POST', '/support/tickets', { reasonTypeId: reason, subject: '', body: 'x', botToken: await botToken(t.app) });
    expect(bad.json().errors[0].field).toBe('subject');
    expect((await call(host, 'POST', '/support/tickets', { reasonTypeId: 99_999, subject: 'S', body: 'B', botToken: await botToken(t.app) })).json().errors[0]).toMatchObject({ field: 'reasonTypeId', description: 'host.support.errors.unknownReason' });
    expect((await call(host, 'POST', '/support/tickets', { reasonTypeId: reason, subject: 'S', body: 'B', botToken: 'forged' })).json().errors[0].field).toBe('botToken');
    expect((await call(host, 'POST', '/support/tickets', { reasonTypeId: reason, subject: 'S', body: 'B', propertyId: foreign.propertyId, botToken: await botToken(t.app) })).statusCode).toBe(404);
    const ticket = await newTicket(host);
    const staff = await staffMember();
    expect((await call(staff, 'PUT', `/admin/support/tickets/${ticket.ticketId}`, { assigneeUserId: host.userId })).json().errors[0]).toMatchObject({ field: 'assigneeUserId', description: 'host.support.errors.notStaff' });
    expect((await call(staff, 'PUT', `/admin/support/tickets/${ticket.ticketId}`, { status: 'pending' })).statusCode).toBe(400);
  });
});
