import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GuestMessage, MessageTemplate } from '@common/contracts/messages';
import type { Property } from '@common/contracts/property';
import type { Stay } from '@common/contracts/stays';
import { guestMessages } from '../../db/schema';
import { addDays } from '../../lib/zoned-time';
import { buildTestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { today } from './messages.fixtures';
import { call, engine, messagesOf, outboxTo, schedule, setup, t, useMessagesApp } from './messages.api.fixtures';

useMessagesApp();

describe('schedules and sending', () => {
  it('plans a message for each stay at the local time, re-plans it when the dates change, cancels it when the stay goes', async () => {
    const { host, stay, templates, email } = await setup();
    const created = await schedule(host, {
      templateId: templates[1]!.templateId,
      propertyId: null,
      anchor: 'checkIn',
      offsetDays: -3,
      localTime: '10:00',
      channel: 'email',
    });
    expect(created).toMatchObject({ templateName: templates[1]!.name, propertyName: null, active: true });
    const [planned] = await messagesOf(stay.stayId);
    // 10:00 in Madrid three days before check-in.
    const expectedDay = addDays(stay.checkInDate, -3);
    expect(planned).toMatchObject({ status: 'scheduled', channel: 'email', toAddress: email });
    expect(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Madrid',
        dateStyle: 'short',
        timeStyle: 'short',
        hourCycle: 'h23',
      }).format(planned!.dueAt),
    ).toBe(`${expectedDay}, 10:00`);

    const moved = await call(host, 'PUT', '/api/stays', {
      ...stay,
      checkInDate: addDays(stay.checkInDate, 5),
      checkOutDate: addDays(stay.checkOutDate, 5),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const replanned = await messagesOf(stay.stayId);
    expect(replanned).toHaveLength(1);
    expect(replanned[0]!.dueAt.getTime() - planned!.dueAt.getTime()).toBe(5 * 86_400_000);

    await call(host, 'DELETE', `/api/stays/${stay.stayId}`);
    const [cancelled] = await t.database.db.select().from(guestMessages).where(eq(guestMessages.id, planned!.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', error: 'host.messages.errors.stayDeleted' });
  });

  it('sends a due message once by e-mail, in the stay language, and logs it', async () => {
    const { host, stay, templates, email } = await setup();
    await schedule(host, {
      templateId: templates[0]!.templateId,
      propertyId: null,
      anchor: 'booking',
      offsetDays: 0,
      localTime: '10:00',
      channel: 'email',
    });
    expect(await engine().dispatchAll()).toBeGreaterThanOrEqual(1);
    expect(await engine().dispatchAll()).toBe(0);
    const mails = await outboxTo(email);
    expect(mails.filter((m) => m.subject === 'Tu estancia en Casa Azul está confirmada')).toHaveLength(1);
    expect(mails[0]!.text).toContain(stay.link.url);
    const log = (await call(host, 'GET', `/api/messages/log?stayId=${stay.stayId}`)).json().result;
    expect(log.items[0]).toMatchObject({
      status: 'sent',
      channel: 'email',
      to: email,
      locale: 'es',
      subject: 'Tu estancia en Casa Azul está confirmada',
      attempts: 1,
    });
    expect((await call(host, 'GET', '/api/messages/log?status=sent')).json().result.totalCount).toBe(1);
  });

  it('hands each message to exactly one of two workers sending at the same time', async () => {
    const { host, templates } = await setup();
    const property = (await call(host, 'GET', '/api/property/user')).json().result[0] as Property;
    const stays: Stay[] = [];
    for (let i = 0; i < 12; i++) {
      stays.push(
        (
          await call(host, 'POST', '/api/stays', {
            propertyId: property.propertyId,
            guestName: `Guest ${i}`,
            email: `twice-${i}@example.com`,
            checkInDate: addDays(today(), 4),
            checkOutDate: addDays(today(), 6),
          })
        ).json().result,
      );
    }
    await schedule(host, {
      templateId: templates[0]!.templateId,
      propertyId: property.propertyId,
      anchor: 'booking',
      offsetDays: 0,
      localTime: '10:00',
      channel: 'email',
    });
    const [first, second] = await Promise.all([engine().dispatchAll(), engine().dispatchAll()]);
    expect(first + second).toBe(13);
    for (let i = 0; i < 12; i++) expect(await outboxTo(`twice-${i}@example.com`), `guest ${i}`).toHaveLength(1);
  });

  it('a worker that dies mid-batch leaves only the message it was sending in doubt; another worker sends the rest once', async () => {
    const { host, templates } = await setup();
    const property = (await call(host, 'GET', '/api/property/user')).json().result[0] as Property;
    const emails = Array.from({ length: 6 }, (_, i) => `crash-${host.userId}-${i}@example.com`);
    for (const [i, email] of emails.entries()) {
      await call(host, 'POST', '/api/stays', {
        propertyId: property.propertyId,
        guestName: `Crash ${i}`,
        email,
        checkInDate: addDays(today(), 4),
        checkOutDate: addDays(today(), 6),
      });
    }
    await schedule(host, {
      templateId: templates[0]!.templateId,
      propertyId: property.propertyId,
      anchor: 'booking',
      offsetDays: 0,
      localTime: '10:00',
      channel: 'email',
    });
    // The third send never returns: the worker is frozen there, as a process killed mid-send would be.
    let calls = 0;
    let frozen!: () => void;
    const reachedThird = new Promise<void>((resolve) => (frozen = resolve));
    const dying = {
      deliver: (...args: Parameters<typeof t.app.mailer.deliver>) => {
        calls += 1;
        if (calls === 3) {
          frozen();
          return new Promise<void>(() => undefined);
        }
        return t.app.mailer.deliver(...args);
      },
    } as unknown as typeof t.app.mailer;
    void engine(null, dying).dispatch();
    await reachedThird;
    const statuses = async () =>
      (await t.database.db.select().from(guestMessages).where(eq(guestMessages.propertyId, property.propertyId)))
        .map((m) => m.status)
        .sort();
    // The booking confirmation of setup()'s stay is due too: 7 messages, 2 sent, 1 in doubt, 4 still waiting.
    expect(await statuses()).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled', 'sending', 'sent', 'sent']);
    expect(await engine().dispatchAll()).toBe(4);
    expect(await statuses()).toEqual(['sending', 'sent', 'sent', 'sent', 'sent', 'sent', 'sent']);
    const perGuest = await Promise.all(emails.map(async (email) => (await outboxTo(email)).length));
    expect(perGuest.filter((n) => n === 1)).toHaveLength(emails.length - 1);
    expect(perGuest.filter((n) => n > 1)).toEqual([]);
  });

  it('retries a failed send with backoff and marks it failed after the last attempt', async () => {
    const { host, stay, templates } = await setup();
    const failing = {
      deliver: async () => Promise.reject(new Error('connection refused')),
    } as unknown as typeof t.app.mailer;
    await schedule(host, {
      templateId: templates[0]!.templateId,
      propertyId: null,
      anchor: 'booking',
      offsetDays: 0,
      localTime: '10:00',
      channel: 'email',
    });
    await engine(null, failing).dispatchAll();
    const [retrying] = await messagesOf(stay.stayId);
    expect(retrying).toMatchObject({ status: 'scheduled', attempts: 1, error: 'host.messages.errors.mailFailed' });
    expect(retrying!.dueAt.getTime()).toBeGreaterThan(Date.now());
    // Three more attempts, each once its retry time has come.
    for (let attempt = 2; attempt <= 4; attempt++) {
      const [row] = await messagesOf(stay.stayId);
      await engine(null, failing).dispatchAll(new Date(row!.dueAt.getTime() + 1000));
    }
    const [failed] = await messagesOf(stay.stayId);
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, error: 'host.messages.errors.mailFailed' });
    // The host resends it: a new message, sent with the working mailer.
    const resent = (await call(host, 'POST', `/api/messages/log/${failed!.id}/resend`)).json().result as GuestMessage;
    expect(resent).toMatchObject({ status: 'sent', stayId: stay.stayId });
  });

  it('sends by SMS through a Twilio-compatible API, and fails clearly when SMS is not configured', async () => {
    const received: string[] = [];
    const server: Server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push(`${req.url} ${body}`);
        res
          .writeHead(201, { 'content-type': 'application/json' })
          .end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const sms = await import('./sms');
    const sender = sms.createSmsSender({
      SMS_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      SMS_ACCOUNT_SID: 'AC1',
      SMS_AUTH_TOKEN: 'secret-token',
      SMS_FROM: '+15550000',
    });
    try {
      const { host, stay, templates } = await setup();
      await schedule(host, {
        templateId: templates[0]!.templateId,
        propertyId: null,
        anchor: 'booking',
        offsetDays: 0,
        localTime: '10:00',
        channel: 'sms',
      });
      await engine(sender).dispatchAll();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('/2010-04-01/Accounts/AC1/Messages.json');
      expect(decodeURIComponent(received[0]!.replace(/\+/g, ' '))).toContain('To=+34 611 222 333');
      expect((await messagesOf(stay.stayId))[0]).toMatchObject({ status: 'sent', channel: 'sms' });

      const other = await setup();
      await schedule(other.host, {
        templateId: other.templates[0]!.templateId,
        propertyId: null,
        anchor: 'booking',
        offsetDays: 0,
        localTime: '10:00',
        channel: 'sms',
      });
      await engine(null).dispatchAll();
      expect((await messagesOf(other.stay.stayId))[0]).toMatchObject({
        status: 'failed',
        error: 'host.messages.errors.smsNotConfigured',
      });
    } finally {
      server.close();
    }
  });

  it('prepares a WhatsApp message for the host to send from their phone', async () => {
    const { host, stay, templates } = await setup();
    const sent = (
      await call(host, 'POST', '/api/messages/send', {
        stayId: stay.stayId,
        templateId: templates[3]!.templateId,
        channel: 'whatsapp',
      })
    ).json().result as GuestMessage;
    expect(sent.status).toBe('ready');
    expect(sent.whatsappUrl).toMatch(/^https:\/\/wa\.me\/34611222333\?text=Hola%2C%20Marta/);
    const marked = (await call(host, 'POST', `/api/messages/log/${sent.messageId}/sent`)).json().result as GuestMessage;
    expect(marked.status).toBe('sent');
    expect((await call(host, 'POST', `/api/messages/log/${sent.messageId}/sent`)).statusCode).toBe(409);
  });

  it('does not send a reminder planned for a time already past when the stay was added', async () => {
    const { host, templates } = await setup();
    const property = (await call(host, 'GET', '/api/property/user')).json().result[0] as Property;
    await schedule(host, {
      templateId: templates[1]!.templateId,
      propertyId: property.propertyId,
      anchor: 'checkIn',
      offsetDays: -3,
      localTime: '10:00',
      channel: 'email',
    });
    const late = (
      await call(host, 'POST', '/api/stays', {
        propertyId: property.propertyId,
        guestName: 'Late Booker',
        email: 'late@example.com',
        checkInDate: addDays(today(), 1),
        checkOutDate: addDays(today(), 2),
      })
    ).json().result as Stay;
    expect(await messagesOf(late.stayId)).toEqual([]);
  });
});

describe('the dispatch worker (pg-boss)', () => {
  it('sends a message due now through the queue, without anyone calling the engine', async () => {
    const app = await buildTestApp({ MESSAGE_DISPATCH_SECONDS: '1' }, t.database);
    try {
      const host = await createHost(app, {});
      const property = (
        await app.app.inject({ method: 'POST', url: '/api/property/user', headers: host.headers })
      ).json().result as Property;
      const templates = (
        await app.app.inject({ method: 'GET', url: '/api/messages/templates', headers: host.headers })
      ).json().result as MessageTemplate[];
      await app.app.inject({
        method: 'POST',
        url: '/api/messages/schedules',
        headers: host.headers,
        payload: {
          templateId: templates[0]!.templateId,
          propertyId: null,
          anchor: 'booking',
          offsetDays: 0,
          localTime: '10:00',
          channel: 'email',
        },
      });
      const stay = (
        await app.app.inject({
          method: 'POST',
          url: '/api/stays',
          headers: host.headers,
          payload: {
            propertyId: property.propertyId,
            guestName: 'Queue Guest',
            email: 'queue@example.com',
            checkInDate: addDays(today(), 3),
            checkOutDate: addDays(today(), 5),
          },
        })
      ).json().result as Stay;
      let status = '';
      for (let i = 0; i < 60 && status !== 'sent'; i++) {
        await new Promise((r) => setTimeout(r, 500));
        status = (await messagesOf(stay.stayId))[0]?.status ?? '';
      }
      expect(status).toBe('sent');
      expect(await outboxTo('queue@example.com')).toHaveLength(1);
    } finally {
      await app.app.close();
    }
  });
});
