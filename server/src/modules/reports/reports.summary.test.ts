import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { properties } from '../../db/schema';
import { localDate } from '../../lib/zoned-time';
import { createGuide } from '../guide/guide.fixtures';
import { createHost } from '../property/property.fixtures';
import { BROWSER, f, get, PERIOD, report, t, useReportsTestApp } from '../../test/reports-api';
useReportsTestApp();

describe('GET /reports', () => {
  it('requires a signed-in host', async () => {
    expect((await get(null, `/api/reports?${PERIOD}`)).statusCode).toBe(401);
    expect((await get(null, `/api/reports/csv/opens?${PERIOD}`)).statusCode).toBe(401);
  });

  it("adds up all the host's own and co-hosted properties, exactly, and nobody else's", async () => {
    const r = await report(f.host, PERIOD);
    expect(r.totals).toEqual({ opens: 22, uniqueOpens: 13 });
    expect(r.days).toEqual([
      { day: '2026-03-01', opens: 7, uniqueOpens: 4, questions: 3, declined: 2 },
      { day: '2026-03-02', opens: 5, uniqueOpens: 3, questions: 0, declined: 0 },
      { day: '2026-03-03', opens: 10, uniqueOpens: 6, questions: 2, declined: 1 },
    ]);
    expect(r.languages).toEqual([
      { locale: 'en', opens: 15 },
      { locale: 'es', opens: 6 },
      { locale: '', opens: 1 },
    ]);
    expect(r.sections.map((s) => [s.propertyName, s.sectionId, s.views])).toEqual([
      ['Flat B', f.b.property.guide.sections[3]!.sectionId, 9],
      ['Casa A', f.s1, 7],
      ['Casa A', f.s2, 3],
    ]);
    expect(r.sections[1]!.title).toBe('Welcome to Casa Sol');
    expect(r.actions).toEqual({
      wifiCopies: 3,
      calls: 1,
      directions: 0,
      searches: 3,
      searchesNoResult: 1,
      prints: 0,
      installs: 0,
    });
    expect(r.questions).toEqual({ asked: 5, answered: 2, declined: 3 });
    expect(r.declined.map((d) => [d.propertyId, d.question, d.count])).toEqual([
      [f.a.property.propertyId, '  where is the  nearest PHARMACY? ', 2],
      [f.a.property.propertyId, 'Can I bring a dog?', 1],
    ]);
    expect(r.declined[0]!.questionId).toBe(f.pharmacyLatestId);
    expect(r.declined[0]!.lastAskedAt).toBe('2026-03-02T23:30:00.000Z');
    expect(r.stays).toEqual({ arrivals: 3, openedBeforeArrival: 1, notOpened: 2 });
    expect(r.messages).toEqual([
      { channel: 'email', sent: 1, failed: 1 },
      { channel: 'sms', sent: 1, failed: 0 },
    ]);
    expect(
      r.properties.map((p) => [
        p.name,
        p.timeZone,
        p.opens,
        p.uniqueOpens,
        p.questions,
        p.declined,
        p.messagesSent,
        p.messagesFailed,
      ]),
    ).toEqual([
      ['Casa A', 'Europe/Madrid', 8, 5, 4, 3, 1, 1],
      ['Flat B', 'America/New_York', 4, 2, 1, 0, 1, 0],
      ['Cabin C', 'Europe/Madrid', 10, 6, 0, 0, 0, 0],
    ]);
  });

  it('puts questions and messages on the days of the tz asked for', async () => {
    const r = await report(f.host, `${PERIOD}&tz=UTC`);
    expect(r.timeZone).toBe('UTC');
    expect(r.questions).toEqual({ asked: 3, answered: 1, declined: 2 });
    expect(r.days.map((d) => [d.day, d.questions, d.declined])).toEqual([
      ['2026-03-01', 2, 1],
      ['2026-03-02', 1, 1],
      ['2026-03-03', 0, 0],
    ]);
    // Guide events keep the property's days whatever the tz.
    expect(r.totals.opens).toBe(22);
  });

  it('reports one property alone, a co-hosted one included', async () => {
    const a = await report(f.host, `${PERIOD}&propertyId=${f.a.property.propertyId}`);
    expect(a.propertyId).toBe(f.a.property.propertyId);
    expect(a.totals).toEqual({ opens: 8, uniqueOpens: 5 });
    expect(a.questions).toEqual({ asked: 4, answered: 1, declined: 3 });
    expect(a.properties).toHaveLength(1);
    const c = await report(f.host, `${PERIOD}&propertyId=${f.c.property.propertyId}`);
    expect(c.totals).toEqual({ opens: 10, uniqueOpens: 6 });
  });

  it("answers 404 for another host's property or one that does not exist, as JSON and as CSV", async () => {
    expect((await get(f.host, `/api/reports?${PERIOD}&propertyId=${f.d.property.propertyId}`)).statusCode).toBe(404);
    expect((await get(f.host, `/api/reports?${PERIOD}&propertyId=2000000000`)).statusCode).toBe(404);
    expect(
      (await get(f.host, `/api/reports/csv/opens?${PERIOD}&propertyId=${f.d.property.propertyId}`)).statusCode,
    ).toBe(404);
    // The owner of D sees their own figures only (C is theirs too, B is not).
    const own = await report(f.stranger, PERIOD);
    expect(own.totals.opens).toBe(60);
    expect(own.properties.map((p) => p.propertyId).sort()).toEqual(
      [f.c.property.propertyId, f.d.property.propertyId].sort(),
    );
  });

  it('rejects bad input naming the field', async () => {
    const field = async (query: string) => {
      const res = await get(f.host, `/api/reports?${query}`);
      expect(res.statusCode, query).toBe(400);
      return res.json().errors[0].field as string;
    };
    expect(await field('from=2026-03-05&to=2026-03-01')).toMatch(/to/);
    expect(await field('from=2025-01-01&to=2026-01-02')).toMatch(/to/);
    expect(await field('from=2026-02-30&to=2026-03-01')).toMatch(/from/);
    expect(await field('to=yesterday')).toMatch(/to/);
    expect(await field('tz=Mars/Olympus')).toMatch(/tz/);
    expect(await field('propertyId=abc')).toMatch(/propertyId/);
    expect(await field('days=0')).toMatch(/days/);
    expect(await field('days=367')).toMatch(/days/);
    expect((await get(f.host, `/api/reports/csv/everything?${PERIOD}`)).statusCode).toBe(400);
    // 366 days, both ends included, is allowed.
    expect((await get(f.host, '/api/reports?from=2025-01-02&to=2026-01-02')).statusCode).toBe(200);
  });

  it('defaults to the last 30 days', async () => {
    const r = await report(f.host, '');
    expect(r.days).toHaveLength(30);
    expect(r.to).toBe(localDate('Europe/Madrid'));
  });

  it("ends the default period on the property's local today, not UTC's (fixed clock)", async () => {
    const host = await createHost(t);
    const g = await createGuide(t, {}, host);
    const pid = g.property.propertyId;
    await t.database.db.update(properties).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(properties.id, pid));
    // 11:00 UTC on 10 March is 01:00 on the 11th in Kiritimati (UTC+14).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-10T11:00:00Z') });
    try {
      const opened = await t.app.inject({
        method: 'POST',
        url: `/api/guide/${g.slug}/events`,
        payload: { events: [{ type: 'open', locale: 'en' }] },
        headers: { 'user-agent': BROWSER },
        remoteAddress: '10.9.9.10',
      });
      expect(opened.statusCode, opened.body).toBe(200);
      const r = await report(host, '');
      expect(r.to).toBe('2026-03-11');
      expect(r.from).toBe('2026-02-10');
      expect(r.totals.opens).toBe(1);
      expect(r.days.at(-1)).toMatchObject({ day: '2026-03-11', opens: 1 });
      // "The last 7 days" as the reports page asks for it: ends on the same local today.
      const week = await report(host, 'days=7');
      expect([week.from, week.to, week.totals.opens]).toEqual(['2026-03-05', '2026-03-11', 1]);
      expect(week.days).toHaveLength(7);

      // Several zones: the period ends on the latest local today, so no property's today is cut off.
      const other = await createGuide(t, {}, host);
      await t.database.db
        .update(properties)
        .set({ timeZone: 'America/New_York' })
        .where(eq(properties.id, other.property.propertyId));
      const both = await report(host, '');
      expect(both.to).toBe('2026-03-11');
      expect(both.totals.opens).toBe(1);
      const ny = await report(host, `propertyId=${other.property.propertyId}`);
      expect(ny.to).toBe('2026-03-10');
      // A tz asked for decides the day.
      expect((await report(host, 'tz=UTC')).to).toBe('2026-03-10');
    } finally {
      vi.useRealTimers();
    }
  });
});
