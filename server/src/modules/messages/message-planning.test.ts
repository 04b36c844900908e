import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Stay } from '@common/contracts/stays';
import { changeEvents, guestMessages } from '../../db/schema';
import { addDays } from '../../lib/zoned-time';
import { buildTestApp, type TestApp } from '../../test/test-app';
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
