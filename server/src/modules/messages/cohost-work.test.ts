import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../lib/zoned-time';
import type { MessageSchedule, MessageTemplate } from '@common/contracts/messages';
import type { Property } from '@common/contracts/property';
import { guestMessages, stays } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';
import { PropertyRepository } from '../property/property.repository';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const call = async (host: TestHost, method: InjectOptions['method'], url: string, payload?: object) =>
  t.app.inject({ method, url, headers: host.headers, ...(payload ? { payload } : {}) });
const ok = async (host: TestHost, method: InjectOptions['method'], url: string, payload?: object) => {
  const res = await call(host, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json().result;
};
const schedulesOf = async (host: TestHost) => (await ok(host, 'GET', '/api/messages/schedules')) as MessageSchedule[];
const templatesOf = async (host: TestHost) => (await ok(host, 'GET', '/api/messages/templates')) as MessageTemplate[];

/** An owner's property with a co-host who wrote a template and a check-in schedule on it, and one upcoming stay. */
async function coHostWroteASchedule() {
  const owner = await createHost(t, { firstName: 'Olga', lastName: 'Owner' });
  const coHost = await createHost(t, { firstName: 'Cora', lastName: 'CoHost' });
  const property = (await ok(owner, 'POST', '/api/property/user')) as Property;
  await new PropertyRepository(t.database.db).addCoHost(property.propertyId, coHost.userId);
  const stay = await ok(owner, 'POST', '/api/stays', {
    propertyId: property.propertyId,
    guestName: 'Gina Guest',
    email: 'gina@example.com',
    checkInDate: '2031-05-01',
    checkOutDate: '2031-05-04',
  });
  const template = (await ok(coHost, 'POST', '/api/messages/templates', {
    name: 'Door code',
    subject: { en: 'Your code', es: 'Tu código' },
    body: { en: 'Wi-Fi: {wifiPassword}', es: 'Wi-Fi: {wifiPassword}' },
  })) as MessageTemplate;
  const schedule = (await ok(coHost, 'POST', '/api/messages/schedules', {
    templateId: template.templateId,
    propertyId: property.propertyId,
    anchor: 'checkIn',
    offsetDays: -1,
    localTime: '10:00',
    channel: 'email',
  })) as MessageSchedule;
  return { owner, coHost, property, stay: stay as { stayId: number }, template, schedule };
}

/** The writable fields of a schedule, as PUT /messages/schedules takes them. */
const scheduleBody = (s: MessageSchedule, active: boolean) => ({
  scheduleId: s.scheduleId,
  templateId: s.templateId,
  propertyId: s.propertyId,
  anchor: s.anchor,
  offsetDays: s.offsetDays,
  localTime: s.localTime,
  channel: s.channel,
  active,
});

const plannedFor = async (scheduleId: number) =>
  t.database.db.select().from(guestMessages).where(eq(guestMessages.scheduleId, scheduleId));

describe("the owner sees and controls a co-host's messages on their property", () => {
  it('lists the schedule and template with their author, and lets the owner edit and pause them', async () => {
    const { owner, coHost, template, schedule } = await coHostWroteASchedule();

    const listed = (await schedulesOf(owner)).find((s) => s.scheduleId === schedule.scheduleId);
    expect(listed).toMatchObject({
      authorUserId: coHost.userId,
      authorName: 'Cora CoHost',
      handedOverFrom: null,
      awaitingReview: false,
      active: true,
    });
    expect((await templatesOf(owner)).find((x) => x.templateId === template.templateId)).toMatchObject({
      authorName: 'Cora CoHost',
      authorUserId: coHost.userId,
    });
    // The co-host's own list shows their work under their name too.
    expect((await schedulesOf(coHost)).find((s) => s.scheduleId === schedule.scheduleId)?.authorName).toBe(
      'Cora CoHost',
    );

    const paused = await ok(owner, 'PUT', '/api/messages/schedules', scheduleBody(schedule, false));
    expect(paused).toMatchObject({ scheduleId: schedule.scheduleId, active: false });
    expect((await plannedFor(schedule.scheduleId)).every((m) => m.status !== 'scheduled')).toBe(true);
    const edited = await ok(owner, 'PUT', '/api/messages/templates', {
      templateId: template.templateId,
      name: 'Door code (checked)',
      subject: template.subject,
      body: { en: 'Welcome!', es: '¡Bienvenida!' },
    });
    expect(edited).toMatchObject({ name: 'Door code (checked)', authorUserId: coHost.userId });
  });

  it("another host still gets 404 on the co-host's schedule and template", async () => {
    const { template, schedule } = await coHostWroteASchedule();
    const stranger = await createHost(t);
    expect((await call(stranger, 'DELETE', `/api/messages/schedules/${schedule.scheduleId}`)).statusCode).toBe(404);
    expect(
      (
        await call(stranger, 'PUT', '/api/messages/templates', {
          templateId: template.templateId,
          name: 'x',
          subject: template.subject,
          body: template.body,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('removing a co-host hands their work to the owner, paused', () => {
  it('passes the schedule and a copy of its template to the owner, paused and marked, and cancels what was planned', async () => {
    const { owner, coHost, property, stay, template, schedule } = await coHostWroteASchedule();
    expect((await plannedFor(schedule.scheduleId)).filter((m) => m.status === 'scheduled')).toHaveLength(1);

    await ok(owner, 'DELETE', `/api/cohosts/property/${property.propertyId}/${coHost.userId}`);

    const handed = (await schedulesOf(owner)).find((s) => s.scheduleId === schedule.scheduleId)!;
    expect(handed).toMatchObject({
      authorUserId: owner.userId,
      authorName: 'Cora CoHost',
      handedOverFrom: 'Cora CoHost',
      active: false,
      awaitingReview: true,
    });
    expect(handed.templateId).not.toBe(template.templateId);
    expect((await templatesOf(owner)).find((x) => x.templateId === handed.templateId)).toMatchObject({
      authorUserId: owner.userId,
      handedOverFrom: 'Cora CoHost',
      body: template.body,
    });
    expect((await plannedFor(schedule.scheduleId)).filter((m) => m.status === 'scheduled')).toHaveLength(0);

    // The co-host keeps their own template, but the schedule is no longer theirs.
    expect((await schedulesOf(coHost)).map((s) => s.scheduleId)).not.toContain(schedule.scheduleId);
    expect((await templatesOf(coHost)).map((x) => x.templateId)).toContain(template.templateId);
    expect((await call(coHost, 'DELETE', `/api/messages/schedules/${schedule.scheduleId}`)).statusCode).toBe(404);

    // Resuming is the owner's review: the mark goes, the schedule plans for stays again, and the
    // messages cancelled at the removal that are still ahead are planned again (once each).
    const resumed = await ok(owner, 'PUT', '/api/messages/schedules', scheduleBody(handed, true));
    expect(resumed).toMatchObject({ active: true, awaitingReview: false, handedOverFrom: 'Cora CoHost' });
    const next = await ok(owner, 'POST', '/api/stays', {
      propertyId: property.propertyId,
      guestName: 'Nico Next',
      email: 'nico@example.com',
      checkInDate: '2031-06-01',
      checkOutDate: '2031-06-04',
    });
    const all = await plannedFor(schedule.scheduleId);
    const planned = all.filter((m) => m.status === 'scheduled');
    expect(planned.map((m) => m.stayId).sort()).toEqual([stay.stayId, next.stayId].sort());
    expect(all).toHaveLength(2);
  });

  it('pausing and resuming a schedule brings back the messages still ahead, not those whose time passed', async () => {
    const { owner, property, schedule } = await coHostWroteASchedule();
    const soon = await ok(owner, 'POST', '/api/stays', {
      propertyId: property.propertyId,
      guestName: 'Past Reminder',
      email: 'past@example.com',
      checkInDate: localDate('UTC', new Date(Date.now() + 3 * 86_400_000)),
      checkOutDate: localDate('UTC', new Date(Date.now() + 20 * 86_400_000)),
    });
    const before = await plannedFor(schedule.scheduleId);
    expect(before.filter((m) => m.status === 'scheduled')).toHaveLength(2);
    await ok(owner, 'PUT', '/api/messages/schedules', scheduleBody(schedule, false));
    expect((await plannedFor(schedule.scheduleId)).every((m) => m.status === 'cancelled')).toBe(true);
    // While paused, that guest's reminder time (the day before arrival, 10:00) passed: the stay
    // began ten days ago (written directly, as time passing would, without a change event).
    await t.database.db
      .update(stays)
      .set({ checkInDate: localDate('UTC', new Date(Date.now() - 10 * 86_400_000)) })
      .where(eq(stays.id, soon.stayId));
    const passed = (await plannedFor(schedule.scheduleId)).find((m) => m.stayId === soon.stayId)!;
    await ok(owner, 'PUT', '/api/messages/schedules', scheduleBody(schedule, true));
    const after = await plannedFor(schedule.scheduleId);
    expect(after).toHaveLength(2);
    expect(after.find((m) => m.stayId === soon.stayId)).toMatchObject({ id: passed.id });
    expect(after.filter((m) => m.status === 'scheduled').map((m) => m.stayId)).not.toContain(soon.stayId);
    expect(after.filter((m) => m.status === 'scheduled')).toHaveLength(1);
  });
});
