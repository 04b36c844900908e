import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import type { GuestMessage, MessageTemplate } from '@common/contracts/messages';
import type { Property } from '@common/contracts/property';
import type { Stay } from '@common/contracts/stays';
import { addDays } from '../../lib/zoned-time';
import { buildTestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { MessageEngine } from './message-engine';
import { today } from './messages.fixtures';
import { call, messagesOf, outboxTo, setup, t, useMessagesApp } from './messages.api.fixtures';

useMessagesApp();

describe('message templates', () => {
  it('requires a signed-in host on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/messages/templates'],
      ['POST', '/api/messages/templates'],
      ['POST', '/api/messages/preview'],
      ['GET', '/api/messages/schedules'],
      ['GET', '/api/messages/log'],
      ['POST', '/api/messages/send'],
      ['POST', '/api/messages/log/1/resend'],
    ] as const) {
      expect((await t.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  it('gives every host the six starters, named in their language, with both languages inside', async () => {
    const { templates } = await setup({ locale: 'es' });
    expect(templates.map((x) => x.starterKey)).toEqual([
      'bookingConfirmed',
      'threeDaysBefore',
      'arrivalDay',
      'midStay',
      'checkoutMorning',
      'afterStay',
    ]);
    expect(templates[0]!.name).toBe('Reserva confirmada');
    expect(templates[0]!.body.en).toContain('{guideLink}');
    expect(templates[0]!.body.es).toContain('{guideLink}');
  });

  it('refuses an unknown variable or an unpaired brace, naming the field and the variable', async () => {
    const { host } = await setup();
    const unknown = await call(host, 'POST', '/api/messages/templates', {
      name: 'Typo',
      subject: { en: 'Hi', es: 'Hola' },
      body: { en: 'Hi {guestFristName}', es: 'Hola' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0]).toEqual({
      code: 'validation',
      description: 'host.messages.errors.unknownVariable',
      field: 'body.en',
      params: { variable: 'guestFristName' },
    });
    const brace = await call(host, 'POST', '/api/messages/templates', {
      name: 'Brace',
      subject: { en: 'Hi', es: 'Hola {propertyName' },
      body: { en: 'x', es: 'y' },
    });
    expect(brace.json().errors[0]).toMatchObject({
      description: 'host.messages.errors.unbalancedBraces',
      field: 'subject.es',
    });
  });

  it("previews a template for a real stay in the stay's language, with the stay's own link", async () => {
    const { host, stay, templates } = await setup();
    const res = await call(host, 'POST', '/api/messages/preview', {
      stayId: stay.stayId,
      templateId: templates[2]!.templateId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json().result as { locale: string; subject: string; body: string };
    expect(preview.locale).toBe('es');
    expect(preview.subject).toBe('Te damos la bienvenida a Casa Azul');
    expect(preview.body).toContain('Hola, Marta:');
    expect(preview.body).toContain('a partir de las 16:00');
    expect(preview.body).toContain('(CasaAzul)');
    expect(preview.body).toContain(stay.link.url);
    expect(stay.link.url).toContain('/es/g/');
    const english = (
      await call(host, 'POST', '/api/messages/preview', {
        stayId: stay.stayId,
        body: 'Check-in {checkInDate} at {checkInTime}',
        locale: 'en',
      })
    ).json().result;
    expect(english.body).toMatch(/^Check-in \w+day, \w+ \d{1,2}, \d{4} at 4:00 PM$/);
    const bad = await call(host, 'POST', '/api/messages/preview', { stayId: stay.stayId, body: 'Hi {nope}' });
    expect(bad.json().errors[0]).toMatchObject({ field: 'body', params: { variable: 'nope' } });
  });

  it("answers 404 for another host's template, schedule, stay or message", async () => {
    const a = await setup();
    const b = await setup();
    const template = a.templates[0]!;
    expect(
      (
        await call(b.host, 'PUT', '/api/messages/templates', {
          templateId: template.templateId,
          name: 'x',
          subject: template.subject,
          body: template.body,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(b.host, 'DELETE', `/api/messages/templates/${template.templateId}`)).statusCode).toBe(404);
    expect((await call(b.host, 'POST', '/api/messages/preview', { stayId: a.stay.stayId, body: 'x' })).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(b.host, 'POST', '/api/messages/schedules', {
          templateId: template.templateId,
          propertyId: null,
          anchor: 'booking',
          offsetDays: 0,
          localTime: '10:00',
          channel: 'email',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(b.host, 'POST', '/api/messages/send', {
          stayId: a.stay.stayId,
          templateId: b.templates[0]!.templateId,
          channel: 'email',
        })
      ).statusCode,
    ).toBe(404);
    const sent = (
      await call(a.host, 'POST', '/api/messages/send', {
        stayId: a.stay.stayId,
        templateId: template.templateId,
        channel: 'email',
      })
    ).json().result as GuestMessage;
    expect((await call(b.host, 'POST', `/api/messages/log/${sent.messageId}/resend`)).statusCode).toBe(404);
    expect((await call(b.host, 'GET', '/api/messages/log')).json().result.totalCount).toBe(0);
  });
});

describe('guest messages through an SMTP server', () => {
  it('delivers the e-mail to the SMTP server in the stay language, and a refusal is retried, not lost', async () => {
    const delivered: { to: string[]; data: string }[] = [];
    let refuse = true;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        callback(refuse ? Object.assign(new Error('mailbox busy'), { responseCode: 451 }) : undefined);
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          delivered.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const app = await buildTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
        MAIL_FROM: 'Guidebook <hello@guidebook.test>',
      },
      t.database,
    );
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
          propertyId: property.propertyId,
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
            guestName: 'Lucía Gómez',
            email: 'lucia.smtp@example.com',
            locale: 'es',
            checkInDate: addDays(today(), 3),
            checkOutDate: addDays(today(), 5),
          },
        })
      ).json().result as Stay;
      const smtpEngine = new MessageEngine(t.database.db, {
        publicUrl: 'http://guidebook.test',
        mailer: app.app.mailer,
        sms: null,
        log: { info: () => undefined, warn: () => undefined },
      });
      await smtpEngine.dispatchAll();
      expect((await messagesOf(stay.stayId))[0]).toMatchObject({
        status: 'scheduled',
        attempts: 1,
        error: 'host.messages.errors.mailFailed',
      });
      refuse = false;
      const [retry] = await messagesOf(stay.stayId);
      await smtpEngine.dispatchAll(new Date(retry!.dueAt.getTime() + 1000));
      expect((await messagesOf(stay.stayId))[0]).toMatchObject({ status: 'sent', attempts: 2 });
      expect(delivered).toHaveLength(1);
      expect(delivered[0]!.to).toEqual(['lucia.smtp@example.com']);
      expect(delivered[0]!.data).toContain('Subject: =?UTF-8?');
      expect(delivered[0]!.data).toContain('Hola, Luc');
      expect(await outboxTo('lucia.smtp@example.com')).toEqual([]);
    } finally {
      await app.app.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
