import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestMessages, mailOutbox, properties, stays } from '../../db/schema';
import { addDays, localDate } from '../../lib/zoned-time';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { PropertyRepository } from '../property/property.repository';

/**
 * Failed guest messages reach the host (docs/decisions/044-failed-messages-reach-the-host.md): the
 * dashboard notice lists them until fixed or acknowledged, to the owner and co-hosts who manage
 * messages; owners get one digest e-mail per day with new failures.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function setUp() {
  const owner = await createHost(t, { firstName: 'Olga' });
  const [property] = await t.database.db
    .insert(properties)
    .values({
      ownerUserId: owner.userId,
      name: 'Casa Fallo',
      slug: randomBytes(9).toString('base64url'),
      timeZone: 'UTC',
      guide: {
        checkInTime: null,
        checkOutTime: null,
        hostContact: { name: null, phone: null, email: null, show: false },
        sections: [],
        attractions: [],
      },
    })
    .returning();
  const today = localDate('UTC');
  const [stay] = await t.database.db
    .insert(stays)
    .values({
      propertyId: property!.id,
      guestName: 'Gina Guest',
      email: 'gina.secret@example.com',
      checkInDate: addDays(today, 2),
      checkOutDate: addDays(today, 5),
    })
    .returning();
  return { owner, property: property!, stay: stay! };
}

async function failedMessage(
  propertyId: number,
  stayId: number,
  claimedAt: Date,
  error = 'host.messages.errors.mailFailed',
) {
  const [row] = await t.database.db
    .insert(guestMessages)
    .values({
      propertyId,
      stayId,
      guestName: 'Gina Guest',
      templateName: 'Arrival day',
      channel: 'email',
      status: 'failed',
      error,
      dueAt: claimedAt,
      claimedAt,
    })
    .returning();
  return row!;
}

const call = (who: TestHost, method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers });
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

describe('failed messages on the dashboard', () => {
  it('lists open failures with the stay and the reason to the owner and a messages co-host, not to others', async () => {
    const { owner, property, stay } = await setUp();
    const message = await failedMessage(property.id, stay.id, minutesAgo(5), 'host.messages.errors.noEmail');
    await t.database.db.insert(guestMessages).values({
      propertyId: property.id,
      stayId: stay.id,
      guestName: 'Gina Guest',
      channel: 'email',
      status: 'sent',
      dueAt: minutesAgo(3),
    });
    const manager = await createHost(t);
    const viewer = await createHost(t);
    const stranger = await createHost(t);
    const repo = new PropertyRepository(t.database.db);
    await repo.addCoHost(property.id, manager.userId, 'manager');
    await repo.addCoHost(property.id, viewer.userId, 'viewer');

    for (const who of [owner, manager]) {
      const res = await call(who, 'GET', `/messages/failures?propertyId=${property.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toEqual({
        count: 1,
        items: [
          {
            messageId: message.id,
            stayId: stay.id,
            propertyId: property.id,
            propertyName: 'Casa Fallo',
            guestName: 'Gina Guest',
            templateName: 'Arrival day',
            channel: 'email',
            reason: 'host.messages.errors.noEmail',
            failedAt: message.claimedAt!.toISOString(),
          },
        ],
      });
    }
    expect((await call(viewer, 'GET', `/messages/failures?propertyId=${property.id}`)).statusCode).toBe(403);
    expect((await call(viewer, 'GET', '/messages/failures')).json().result).toEqual({ count: 0, items: [] });
    expect((await call(stranger, 'GET', `/messages/failures?propertyId=${property.id}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/messages/failures')).json().result.count).toBe(0);
    expect((await call(stranger, 'POST', `/messages/failures/${message.id}/acknowledge`)).statusCode).toBe(404);
    expect((await call(viewer, 'POST', `/messages/failures/${message.id}/acknowledge`)).statusCode).toBe(403);
    expect((await call(owner, 'GET', '/messages/failures?propertyId=abc')).statusCode).toBe(400);
  });

  it('drops a failure once acknowledged, shows it again when the message fails again, and drops it once fixed', async () => {
    const { owner, property, stay } = await setUp();
    const message = await failedMessage(property.id, stay.id, minutesAgo(30));
    const acknowledged = await call(owner, 'POST', `/messages/failures/${message.id}/acknowledge`);
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().result.items.map((f: { messageId: number }) => f.messageId)).not.toContain(message.id);

    // Planned again and failed again: a new failure, shown again.
    await t.database.db
      .update(guestMessages)
      .set({ claimedAt: minutesAgo(1) })
      .where(eq(guestMessages.id, message.id));
    const again = await call(owner, 'GET', `/messages/failures?propertyId=${property.id}`);
    expect(again.json().result.count).toBe(1);

    // Fixed: the stay got its address and the message waits to be sent again.
    await t.database.db.update(guestMessages).set({ status: 'scheduled' }).where(eq(guestMessages.id, message.id));
    expect((await call(owner, 'GET', `/messages/failures?propertyId=${property.id}`)).json().result.count).toBe(0);
  });

  it("leaves out failures of deleted stays and failures older than the notice's window", async () => {
    const { owner, property, stay } = await setUp();
    await failedMessage(property.id, stay.id, new Date(Date.now() - 31 * 86_400_000));
    const [gone] = await t.database.db
      .insert(stays)
      .values({ propertyId: property.id, guestName: 'Gone', checkInDate: '2030-01-01', checkOutDate: '2030-01-02' })
      .returning();
    await failedMessage(property.id, gone!.id, minutesAgo(2));
    await t.database.db.delete(stays).where(eq(stays.id, gone!.id));
    expect((await call(owner, 'GET', `/messages/failures?propertyId=${property.id}`)).json().result.count).toBe(0);
  });
});

describe('the daily digest of failed messages', () => {
  const outboxFor = (email: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

  it('e-mails the owner once on a day with new failures, not before the hour, not on days without new ones', async () => {
    const { owner, property, stay } = await setUp();
    await failedMessage(property.id, stay.id, minutesAgo(20), 'host.messages.errors.noEmail');
    await failedMessage(property.id, stay.id, minutesAgo(10));
    const at = new Date();
    at.setUTCHours(Math.max(at.getUTCHours(), 8), 30);
    const early = new Date(at);
    early.setUTCHours(7);

    await t.app.messageFailures.sendDigests(early);
    expect(await outboxFor(owner.email)).toHaveLength(0);

    await t.app.messageFailures.sendDigests(at);
    await t.app.messageFailures.sendDigests(new Date(at.getTime() + 60 * 60_000));
    const [mail, ...more] = await outboxFor(owner.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('Guest messages that could not be sent (2)');
    expect(mail!.text).toContain('Gina Guest · Casa Fallo · Arrival day: This stay has no e-mail address.');
    expect(mail!.text).toContain('Gina Guest · Casa Fallo · Arrival day: The e-mail could not be sent.');
    expect(mail!.text).toContain('/home');
    expect(`${mail!.text}${mail!.html}`).not.toContain('gina.secret@example.com');

    // The next day without a new failure: nothing; with one: a digest of that one only.
    const nextDay = new Date(at.getTime() + 86_400_000);
    await t.app.messageFailures.sendDigests(nextDay);
    expect(await outboxFor(owner.email)).toHaveLength(1);
    await failedMessage(property.id, stay.id, new Date(nextDay.getTime() - 60_000));
    await t.app.messageFailures.sendDigests(nextDay);
    const digests = await outboxFor(owner.email);
    expect(digests).toHaveLength(2);
    expect(digests.map((d) => d.subject).sort()).toEqual([
      'Guest messages that could not be sent (1)',
      'Guest messages that could not be sent (2)',
    ]);
  });

  it('writes to the owner in their language, and never to a co-host', async () => {
    const { owner, property, stay } = await setUp();
    const spanish = await createHost(t, { locale: 'es' });
    await t.database.db.update(properties).set({ ownerUserId: spanish.userId }).where(eq(properties.id, property.id));
    const coHost = await createHost(t);
    await new PropertyRepository(t.database.db).addCoHost(property.id, coHost.userId, 'manager');
    await failedMessage(property.id, stay.id, minutesAgo(4), 'host.messages.errors.noEmail');
    const at = new Date();
    at.setUTCHours(Math.max(at.getUTCHours(), 8), 45);
    await t.app.messageFailures.sendDigests(at);
    const [mail] = await outboxFor(spanish.email);
    expect(mail!.subject).toBe('Mensajes a huéspedes que no se pudieron enviar (1)');
    expect(mail!.text).toContain('/es/home');
    expect(await outboxFor(coHost.email)).toHaveLength(0);
    expect(await outboxFor(owner.email)).toHaveLength(0);
  });
});
