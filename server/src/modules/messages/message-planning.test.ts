import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stay } from '@common/contracts/stays';
import { changeEvents, guestMessages, stays } from '../../db/schema';
import { addDays } from '../../lib/zoned-time';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost } from '../property/property.fixtures';
import { MessageEngine } from './message-engine';
import { messageFixtures, today } from './messages.fixtures';

/** How a stay's messages follow it: planned from the change events written with the stay. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const { call, setup, schedule, messagesOf, outboxTo } = messageFixtures(() => t);
const engine = () =>
  new MessageEngine(t.database.db, {
    publicUrl: 'http://guidebook.test',
    mailer: t.app.mailer,
    sms: null,
    log: { info: () => undefined, warn: () => undefined },
  });
/** The outbox rows still waiting for the messages module. */
const waiting = () =>
  t.database.db
    .select()
    .from(changeEvents)
    .where(sql`${changeEvents.subscriber} like 'messages.%'`);

describe('a stay and its message plan', () => {
  it('keeps the change when planning fails, and plans the stay once when the retry comes (or after a restart)', async () => {
    const { host, property, templates } = await setup();
    await schedule(host, {
      templateId: templates[0]!.templateId,
      propertyId: property.propertyId,
      anchor: 'booking',
      offsetDays: 0,
      localTime: '10:00',
      channel: 'email',
    });
    await schedule(host, {
      templateId: templates[1]!.templateId,
      propertyId: property.propertyId,
      anchor: 'checkIn',
      offsetDays: -1,
      localTime: '10:00',
      channel: 'email',
    });
    // The planner dies on the first try (the process killed, the database gone for a moment).
    const planner = vi.spyOn(t.app.messageEngine, 'planStays').mockRejectedValueOnce(new Error('killed'));
    const res = await call(host, 'POST', '/api/stays', {
      propertyId: property.propertyId,
      guestName: 'Lena Berg',
      email: 'lena.berg@example.com',
      checkInDate: addDays(today(), 5),
      checkOutDate: addDays(today(), 8),
    });
    expect(res.statusCode, res.body).toBe(200);
    const stay = res.json().result as Stay;
    expect(await messagesOf(stay.stayId)).toHaveLength(0);
    expect(await waiting()).toHaveLength(1);
    planner.mockRestore();

    // A restart: a second instance on the same database finds the row once it is due again.
    await t.database.db.execute(sql`update change_events set available_at = now() where subscriber like 'messages.%'`);
    const restarted = await buildTestApp({}, t.database);
    try {
      await restarted.app.events.drain();
    } finally {
      await restarted.app.close();
    }
    expect(await waiting()).toHaveLength(0);
    const planned = await messagesOf(stay.stayId);
    expect(planned.map((m) => m.status)).toEqual(['scheduled', 'scheduled']);

    // Delivered again (at least once means maybe twice): nothing more is planned or sent.
    await t.app.events.transaction((tx) =>
      t.app.events.emit(tx, [
        { type: 'stay.created', stayId: stay.stayId, propertyId: property.propertyId },
        { type: 'stay.changed', stayId: stay.stayId, propertyId: property.propertyId },
      ]),
    );
    expect(await messagesOf(stay.stayId)).toHaveLength(2);
    await engine().dispatchAll();
    await t.app.events.transaction((tx) =>
      t.app.events.emit(tx, { type: 'stay.changed', stayId: stay.stayId, propertyId: property.propertyId }),
    );
    await engine().dispatchAll();
    expect(await outboxTo('lena.berg@example.com')).toHaveLength(1);
    expect((await messagesOf(stay.stayId)).map((m) => m.status).sort()).toEqual(['scheduled', 'sent']);
  });

  it('cancels the waiting messages of a deleted stay through its event', async () => {
    const { host, property, stay, templates } = await setup();
    await schedule(host, {
      templateId: templates[1]!.templateId,
      propertyId: property.propertyId,
      anchor: 'checkIn',
      offsetDays: -1,
      localTime: '10:00',
      channel: 'email',
    });
    const [planned] = await messagesOf(stay.stayId);
    expect(planned).toMatchObject({ status: 'scheduled' });
    expect((await call(host, 'DELETE', `/api/stays/${stay.stayId}`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(guestMessages).where(eq(guestMessages.id, planned!.id));
    expect(row).toMatchObject({ status: 'cancelled', error: 'host.messages.errors.stayDeleted' });
    expect(await waiting()).toHaveLength(0);
  });
});

describe('a stay imported without an e-mail', () => {
  it('sends what is still due once the host adds the address, and only once', async () => {
    const { host, property, templates } = await setup();
    for (const [template, anchor, offsetDays] of [
      [templates[0]!, 'booking', 0],
      [templates[1]!, 'checkIn', -1],
    ] as const)
      await schedule(host, {
        templateId: template.templateId,
        propertyId: property.propertyId,
        anchor,
        offsetDays,
        localTime: '10:00',
        channel: 'email',
      });
    const created = await call(host, 'POST', '/api/stays', {
      propertyId: property.propertyId,
      guestName: 'Reserved',
      checkInDate: addDays(today(), 4),
      checkOutDate: addDays(today(), 6),
    });
    const stay = created.json().result as Stay;
    await engine().dispatchAll();
    const before = await messagesOf(stay.stayId);
    expect(before.map((m) => [m.status, m.error]).sort()).toEqual([
      ['failed', 'host.messages.errors.noEmail'],
      ['scheduled', null],
    ]);

    const withEmail = await call(host, 'PUT', '/api/stays', { ...stay, email: 'late.address@example.com' });
    expect(withEmail.statusCode, withEmail.body).toBe(200);
    await engine().dispatchAll();
    const mails = await outboxTo('late.address@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Reserved');
    // Another edit, and the same event again: the booking message does not go twice.
    const edited = withEmail.json().result as Stay;
    await call(host, 'PUT', '/api/stays', { ...edited, guestName: 'Noa Reyes' });
    await t.app.events.transaction((tx) =>
      t.app.events.emit(tx, { type: 'stay.changed', stayId: stay.stayId, propertyId: property.propertyId }),
    );
    await engine().dispatchAll();
    expect(await outboxTo('late.address@example.com')).toHaveLength(1);
    const after = await messagesOf(stay.stayId);
    expect(after.map((m) => m.status).sort()).toEqual(['scheduled', 'sent']);
    expect(after.find((m) => m.status === 'scheduled')!.toAddress).toBe('late.address@example.com');
  });

  it('sends a pre-arrival message whose time passed without an address while the guest has not arrived yet', async () => {
    const { host, property, templates } = await setup();
    await schedule(host, {
      templateId: templates[1]!.templateId,
      propertyId: property.propertyId,
      anchor: 'checkIn',
      offsetDays: -3,
      localTime: '10:00',
      channel: 'email',
    });
    const stay = (
      await call(host, 'POST', '/api/stays', {
        propertyId: property.propertyId,
        guestName: 'Reserved',
        checkInDate: addDays(today(), 5),
        checkOutDate: addDays(today(), 7),
      })
    ).json().result as Stay;
    const [planned] = await messagesOf(stay.stayId);
    // Its time comes (three days before arrival) with no address: it fails.
    await engine().dispatchAll(new Date(planned!.dueAt.getTime() + 60_000));
    expect((await messagesOf(stay.stayId))[0]).toMatchObject({
      status: 'failed',
      error: 'host.messages.errors.noEmail',
    });
    // Two days later the host adds the address, the day before arrival: it goes now.
    const now = new Date(planned!.dueAt.getTime() + 2 * 86_400_000);
    vi.useFakeTimers({ now, toFake: ['Date'] });
    try {
      await t.app.messageEngine.planStays([stay.stayId], now);
      await t.database.db.update(stays).set({ email: 'arrival@example.com' }).where(eq(stays.id, stay.stayId));
      await t.app.messageEngine.planStays([stay.stayId], now);
      await engine().dispatchAll(now);
    } finally {
      vi.useRealTimers();
    }
    expect(await outboxTo('arrival@example.com')).toHaveLength(1);
  });
});

describe('a new booking schedule', () => {
  it('messages stays booked from now on; current guests only when the host applies it, after seeing how many', async () => {
    const { host, property, stay, templates, email } = await setup();
    const booking = await schedule(host, {
      templateId: templates[0]!.templateId,
      propertyId: null,
      anchor: 'booking',
      offsetDays: 0,
      localTime: '10:00',
      channel: 'email',
    });
    await engine().dispatchAll();
    expect(await messagesOf(stay.stayId)).toHaveLength(0);
    expect(await outboxTo(email)).toHaveLength(0);

    // A stay booked now gets it.
    const later = (
      await call(host, 'POST', '/api/stays', {
        propertyId: property.propertyId,
        guestName: 'New Guest',
        email: `new.${email}`,
        checkInDate: addDays(today(), 20),
        checkOutDate: addDays(today(), 22),
      })
    ).json().result as Stay;
    expect((await messagesOf(later.stayId)).map((m) => m.status)).toEqual(['scheduled']);
    // Editing an older stay does not bring it in either.
    await call(host, 'PUT', '/api/stays', { ...stay, guestName: 'Marta R.' });
    expect(await messagesOf(stay.stayId)).toHaveLength(0);

    const url = `/api/messages/schedules/${booking.scheduleId}/existing-stays`;
    const other = await createHost(t);
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect((await call(other, 'POST', url)).statusCode).toBe(404);
    expect((await call(null, 'GET', url)).statusCode).toBe(401);
    expect((await call(host, 'GET', url)).json().result).toEqual({ stayCount: 1 });
    expect((await call(host, 'POST', url)).json().result).toEqual({ stayCount: 1 });
    await engine().dispatchAll();
    expect(await outboxTo(email)).toHaveLength(1);
    expect((await call(host, 'GET', url)).json().result).toEqual({ stayCount: 0 });
    expect((await call(host, 'POST', url)).json().result).toEqual({ stayCount: 0 });
    await engine().dispatchAll();
    expect(await outboxTo(email)).toHaveLength(1);
  });

  it('switched on again, applies to stays booked from then on, not to those booked while it was off', async () => {
    const { host, property, templates } = await setup();
    const input = {
      templateId: templates[0]!.templateId,
      propertyId: property.propertyId,
      anchor: 'booking',
      offsetDays: 0,
      localTime: '10:00',
      channel: 'email',
    };
    const created = await schedule(host, { ...input, active: false });
    const stay = (
      await call(host, 'POST', '/api/stays', {
        propertyId: property.propertyId,
        guestName: 'While Off',
        email: 'while.off@example.com',
        checkInDate: addDays(today(), 3),
        checkOutDate: addDays(today(), 5),
      })
    ).json().result as Stay;
    const on = await call(host, 'PUT', '/api/messages/schedules', {
      ...input,
      scheduleId: created.scheduleId,
      active: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await messagesOf(stay.stayId)).toHaveLength(0);
    const count = await call(host, 'GET', `/api/messages/schedules/${created.scheduleId}/existing-stays`);
    // The stay booked while it was off, and the one booked before it existed.
    expect(count.json().result).toEqual({ stayCount: 2 });
  });
});
