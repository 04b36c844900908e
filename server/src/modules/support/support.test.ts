import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Onboarding, SUPPORT_LIMITS, type Ticket } from '@common/contracts/support';
import { mailOutbox, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { ACCOUNTS_TEST_ENV, botToken } from '../auth/accounts.fixtures';
import { createGuide, createProperty, insertPhotos } from '../guide/guide.fixtures';
import { makeImage, multipartBody } from '../media/media.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';

let t: TestApp;
let reason: number;
beforeAll(async () => {
  t = await buildTestApp(ACCOUNTS_TEST_ENV);
  reason = ((await t.app.inject({ method: 'GET', url: '/api/list/reasontypes' })).json().result as { id: number }[])[0]!
    .id;
});
afterAll(async () => {
  await t?.close();
});

const call = (who: TestHost | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const mailsTo = async (email: string) => {
  await t.app.mailer.flush();
  return t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
};
async function staffMember(role: 'Internal' | 'Admin' = 'Internal') {
  const staff = await createHost(t, { firstName: 'Sara', lastName: 'Staff' });
  await t.database.db
    .update(users)
    .set({ roles: [role] })
    .where(eq(users.id, staff.userId));
  return staff;
}
async function newTicket(host: TestHost, extra: object = {}): Promise<Ticket> {
  const res = await call(host, 'POST', '/support/tickets', {
    reasonTypeId: reason,
    subject: 'The PDF has no photos',
    body: 'When I print the booklet the photos are missing.',
    botToken: await botToken(t.app),
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Ticket;
}

describe('support tickets: the lifecycle', () => {
  it('host writes -> acknowledgement; staff replies (e-mailed) and notes (hidden); host sees the reply and answers', async () => {
    const host = await createHost(t, { firstName: 'Hugo', lastName: 'Host' });
    const staff = await staffMember();
    const ticket = await newTicket(host);
    expect(ticket).toMatchObject({
      status: 'open',
      requesterEmail: host.email,
      requesterName: 'Hugo Host',
      messages: [{ author: 'requester', body: 'When I print the booklet the photos are missing.' }],
    });
    expect((await mailsTo(host.email)).map((m) => m.subject)).toEqual([
      'We received your message: The PDF has no photos',
    ]);

    const queue = (await call(staff, 'GET', '/admin/support/tickets?status=open')).json().result;
    expect(queue.items.map((i: { ticketId: number }) => i.ticketId)).toContain(ticket.ticketId);
    await call(staff, 'POST', `/admin/support/tickets/${ticket.ticketId}/messages`, {
      body: 'Internal: reproduce with a 20-photo guide',
      internal: true,
    });
    const replied = (
      await call(staff, 'POST', `/admin/support/tickets/${ticket.ticketId}/messages`, {
        body: 'Fixed: print again and the photos are there.',
      })
    ).json().result as Ticket;
    expect(replied.status).toBe('waiting');
    expect(replied.messages.map((m) => [m.author, m.internal])).toEqual([
      ['requester', false],
      ['staff', true],
      ['staff', false],
    ]);
    const mails = await mailsTo(host.email);
    expect(mails.map((m) => m.subject)).toContain('Re: The PDF has no photos');
    expect(mails.find((m) => m.subject.startsWith('Re:'))!.text).toContain(
      'Fixed: print again and the photos are there.',
    );
    expect(mails.some((m) => m.text.includes('reproduce with'))).toBe(false);

    const seen = (await call(host, 'GET', `/support/tickets/${ticket.ticketId}`)).json().result as Ticket;
    expect(seen.messages.map((m) => m.body)).toEqual([
      'When I print the booklet the photos are missing.',
      'Fixed: print again and the photos are there.',
    ]);
    expect(JSON.stringify(seen)).not.toContain('reproduce with');
    const answered = (
      await call(host, 'POST', `/support/tickets/${ticket.ticketId}/messages`, { body: 'Thanks, it works.' })
    ).json().result as Ticket;
    expect(answered.status).toBe('open');

    const closed = (
      await call(staff, 'PUT', `/admin/support/tickets/${ticket.ticketId}`, {
        status: 'closed',
        assigneeUserId: staff.userId,
      })
    ).json().result as Ticket;
    expect(closed).toMatchObject({ status: 'closed', assigneeUserId: staff.userId, assigneeName: 'Sara Staff' });
    const mine = (await call(host, 'GET', '/support/tickets')).json().result;
    expect(mine.items[0]).toMatchObject({ ticketId: ticket.ticketId, status: 'closed', messageCount: 3 });
    const admin = await staffMember('Admin');
    const audit = (await call(admin, 'GET', '/admin/audit?pageSize=100')).json().result.items as {
      action: string;
      targetId: string;
      actor: string;
    }[];
    expect(
      audit
        .filter((a) => a.targetId === String(ticket.ticketId))
        .map((a) => a.action)
        .sort(),
    ).toEqual(['ticket.assign', 'ticket.note', 'ticket.reply', 'ticket.status']);
  });

  it('takes the public contact form without an account, into the same queue', async () => {
    const res = await call(null, 'POST', '/support/contact', {
      name: 'Vera Visitor',
      email: 'vera.visitor@example.com',
      reasonTypeId: reason,
      subject: 'Do you support Vrbo?',
      body: 'Can I import my Vrbo calendar?',
      locale: 'es',
      botToken: await botToken(t.app),
    });
    expect(res.statusCode, res.body).toBe(200);
    const staff = await staffMember();
    const found = (await call(staff, 'GET', '/admin/support/tickets?q=vera')).json().result.items;
    expect(found.map((i: { ticketId: number }) => i.ticketId)).toEqual([res.json().result.ticketId]);
    expect((await mailsTo('vera.visitor@example.com')).map((m) => m.subject)).toEqual(['Hemos recibido tu mensaje']);
  });
});

describe('support tickets: access and input', () => {
  it("keeps another host's ticket a 404 and staff routes away from hosts", async () => {
    const a = await createHost(t);
    const b = await createHost(t);
    const ticket = await newTicket(a);
    expect((await call(b, 'GET', `/support/tickets/${ticket.ticketId}`)).statusCode).toBe(404);
    expect((await call(b, 'POST', `/support/tickets/${ticket.ticketId}/messages`, { body: 'hi' })).statusCode).toBe(
      404,
    );
    expect((await call(b, 'GET', '/support/tickets')).json().result.totalCount).toBe(0);
    for (const [method, url] of [
      ['GET', '/admin/support/tickets'],
      ['GET', `/admin/support/tickets/${ticket.ticketId}`],
      ['PUT', `/admin/support/tickets/${ticket.ticketId}`],
    ] as const) {
      expect((await call(b, method, url, method === 'PUT' ? { status: 'closed' } : undefined)).statusCode, url).toBe(
        403,
      );
      expect((await call(null, method, url)).statusCode, url).toBe(401);
    }
    expect((await call(null, 'GET', '/support/tickets')).statusCode).toBe(401);
  });

  it('validates input, the bot check, the property and the assignee', async () => {
    const host = await createHost(t);
    const other = await createHost(t);
    const foreign = (await call(other, 'POST', '/property/user')).json().result as { propertyId: number };
    const bad = await call(host, 'POST', '/support/tickets', {
      reasonTypeId: reason,
      subject: '',
      body: 'x',
      botToken: await botToken(t.app),
    });
    expect(bad.json().errors[0].field).toBe('subject');
    expect(
      (
        await call(host, 'POST', '/support/tickets', {
          reasonTypeId: 99_999,
          subject: 'S',
          body: 'B',
          botToken: await botToken(t.app),
        })
      ).json().errors[0],
    ).toMatchObject({ field: 'reasonTypeId', description: 'host.support.errors.unknownReason' });
    expect(
      (
        await call(host, 'POST', '/support/tickets', {
          reasonTypeId: reason,
          subject: 'S',
          body: 'B',
          botToken: 'forged',
        })
      ).json().errors[0].field,
    ).toBe('botToken');
    expect(
      (
        await call(host, 'POST', '/support/tickets', {
          reasonTypeId: reason,
          subject: 'S',
          body: 'B',
          propertyId: foreign.propertyId,
          botToken: await botToken(t.app),
        })
      ).statusCode,
    ).toBe(404);
    const ticket = await newTicket(host);
    const staff = await staffMember();
    expect(
      (await call(staff, 'PUT', `/admin/support/tickets/${ticket.ticketId}`, { assigneeUserId: host.userId })).json()
        .errors[0],
    ).toMatchObject({ field: 'assigneeUserId', description: 'host.support.errors.notStaff' });
    expect(
      (await call(staff, 'PUT', `/admin/support/tickets/${ticket.ticketId}`, { status: 'pending' })).statusCode,
    ).toBe(400);
  });
});

describe('support tickets: screenshots', () => {
  const upload = async (who: TestHost, ticketId: number, file: { name: string; data: Buffer; type?: string }) => {
    const { payload, headers } = await multipartBody([file]);
    return t.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${ticketId}/attachments`,
      headers: { ...who.headers, ...headers },
      payload,
    });
  };

  it('attaches a screenshot checked by its content, shown to the requester and to staff, never to another host', async () => {
    const host = await createHost(t);
    const other = await createHost(t);
    const staff = await staffMember();
    const ticket = await newTicket(host);
    const res = await upload(host, ticket.ticketId, {
      name: 'screen.png',
      data: await makeImage('png', 640, 400),
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(200);
    const withShot = res.json().result as Ticket;
    expect(withShot.messages[0]!.attachments).toHaveLength(1);
    const shot = withShot.messages[0]!.attachments[0]!;
    expect(shot).toMatchObject({ width: 640, height: 400 });
    expect(shot.bytes).toBeGreaterThan(100);
    expect(
      (await call(host, 'GET', `/support/tickets/${ticket.ticketId}`)).json().result.messages[0].attachments,
    ).toEqual([shot]);

    const image = await call(host, 'GET', `/support/tickets/${ticket.ticketId}/attachments/${shot.attachmentId}`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Re-encoded: a JPEG, whatever was sent.
    expect([...image.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(image.rawPayload.length).toBe(shot.bytes);
    const staffView = await call(
      staff,
      'GET',
      `/admin/support/tickets/${ticket.ticketId}/attachments/${shot.attachmentId}`,
    );
    expect(staffView.statusCode).toBe(200);
    expect(staffView.rawPayload.equals(image.rawPayload)).toBe(true);
    expect(
      (await call(staff, 'GET', `/admin/support/tickets/${ticket.ticketId}`)).json().result.messages[0].attachments,
    ).toEqual([shot]);

    // Another host: their own ticket id does not open this attachment, and this ticket is a 404.
    const theirs = await newTicket(other);
    expect(
      (await call(other, 'GET', `/support/tickets/${ticket.ticketId}/attachments/${shot.attachmentId}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(other, 'GET', `/support/tickets/${theirs.ticketId}/attachments/${shot.attachmentId}`)).statusCode,
    ).toBe(404);
    expect((await upload(other, ticket.ticketId, { name: 'x.png', data: await makeImage('png') })).statusCode).toBe(
      404,
    );
    expect(
      (await call(host, 'GET', `/admin/support/tickets/${ticket.ticketId}/attachments/${shot.attachmentId}`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(null, 'GET', `/support/tickets/${ticket.ticketId}/attachments/${shot.attachmentId}`)).statusCode,
    ).toBe(401);
  });

  it('refuses a file that is not an image (whatever its name), one too large, and no file', async () => {
    const host = await createHost(t);
    const ticket = await newTicket(host);
    const fake = await upload(host, ticket.ticketId, {
      name: 'screen.png',
      data: Buffer.from('%PDF-1.7 this is not an image at all, just text pretending'),
      type: 'image/png',
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errors[0]).toMatchObject({ field: 'file', description: 'host.support.errors.notAnImage' });

    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(SUPPORT_LIMITS.screenshotBytes)]);
    const tooLarge = await upload(host, ticket.ticketId, { name: 'huge.png', data: big, type: 'image/png' });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors[0]).toMatchObject({
      field: 'file',
      description: 'host.support.errors.screenshotTooLarge',
    });

    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/support/tickets/${ticket.ticketId}/attachments`,
      headers: { ...host.headers, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: 'file' });
    expect(
      (await call(host, 'GET', `/support/tickets/${ticket.ticketId}`)).json().result.messages[0].attachments,
    ).toEqual([]);
  });
});

describe('GET /support/onboarding', () => {
  const steps = async (host: TestHost) => {
    const res = await call(host, 'GET', '/support/onboarding');
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result as Onboarding;
    return { done: Object.fromEntries(result.steps.map((s) => [s.key, s.done])), propertyId: result.propertyId };
  };

  it("ticks each step from the host's own data only", async () => {
    const host = await createHost(t);
    expect(await steps(host)).toEqual({
      done: { property: false, contact: false, photo: false, wifiCheckIn: false, publish: false, share: false },
      propertyId: null,
    });

    const property = await createProperty(t, host);
    expect(await steps(host)).toEqual({
      done: { property: true, contact: false, photo: false, wifiCheckIn: false, publish: false, share: false },
      propertyId: property.propertyId,
    });

    await insertPhotos(t, property.propertyId, 1);
    expect((await steps(host)).done).toEqual({
      property: true,
      contact: false,
      photo: true,
      wifiCheckIn: false,
      publish: false,
      share: false,
    });

    // A second, complete guide: Wi-Fi network and check-in time, published.
    const guide = await createGuide(t, {}, host);
    expect((await steps(host)).done).toEqual({
      property: true,
      contact: false,
      photo: true,
      wifiCheckIn: true,
      publish: true,
      share: false,
    });
    // The first owned property stays the one the steps point to.
    expect((await steps(host)).propertyId).toBe(property.propertyId);

    const open = await t.app.inject({
      method: 'POST',
      url: `/api/guide/${guide.slug}/events`,
      payload: { events: [{ type: 'open' }] },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });
    expect(open.statusCode, open.body).toBe(200);
    expect((await steps(host)).done.share).toBe(true);

    // Telling guests how to reach them (an e-mail is enough; the phone may stay private).
    const contact = await call(host, 'PUT', '/inbox/contact', { email: 'host@casa.example' });
    expect(contact.statusCode, contact.body).toBe(200);
    expect((await steps(host)).done.contact).toBe(true);

    // Another host's progress is their own.
    const other = await createHost(t);
    expect(Object.values((await steps(other)).done)).toEqual([false, false, false, false, false, false]);
    expect((await call(null, 'GET', '/support/onboarding')).statusCode).toBe(401);
  });
});
