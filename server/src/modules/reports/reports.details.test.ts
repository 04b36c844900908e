import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { guideEventCounts, guideEventMonths } from '../../db/schema';
import { localDate } from '../../lib/zoned-time';
import { createGuide } from '../guide/guide.fixtures';
import { createHost } from '../property/property.fixtures';
import { csvField } from './reports.csv';
import { monthSplit } from './reports.repository';
import { addEvents, ask, BROWSER, f, get, PERIOD, report, t, useReportsTestApp } from '../../test/reports-api';

useReportsTestApp();

describe('GET /reports/csv/{table}', () => {
  it('answers each table as UTF-8 CSV with a BOM and a header row', async () => {
    const res = await get(f.host, `/api/reports/csv/opens?${PERIOD}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="report-opens-all-2026-03-01-2026-03-03.csv"',
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body).toBe(
      '\uFEFFday,opens,unique_opens,questions,declined\r\n2026-03-01,7,4,3,2\r\n2026-03-02,5,3,0,0\r\n2026-03-03,10,6,2,1\r\n',
    );
    const props = await get(f.host, `/api/reports/csv/properties?${PERIOD}&propertyId=${f.b.property.propertyId}`);
    expect(props.body).toBe(
      '\uFEFFproperty_id,property,time_zone,opens,unique_opens,questions,declined,messages_sent,messages_failed\r\n' +
        `${f.b.property.propertyId},Flat B,America/New_York,4,2,1,0,1,0\r\n`,
    );
    for (const table of ['languages', 'sections', 'actions', 'questions', 'declined', 'stays', 'messages']) {
      const one = await get(f.host, `/api/reports/csv/${table}?${PERIOD}`);
      expect(one.statusCode, table).toBe(200);
      expect(one.body.split('\r\n').length, table).toBeGreaterThan(2);
    }
    expect((await get(f.host, `/api/reports/csv/stays?${PERIOD}`)).body).toBe(
      '\uFEFFarrivals,opened_before_arrival,not_opened\r\n3,1,2\r\n',
    );
  });

  it('escapes what guests typed: quotes, commas, line breaks, accents and formulas', async () => {
    const host = await createHost(t);
    const g = await createGuide(t, {}, host);
    await ask(g.property.propertyId, '¿Dónde está "la playa", por favor?', false, '2026-03-01T10:00:00Z');
    await ask(g.property.propertyId, '=HYPERLINK("http://evil.example")', false, '2026-03-01T11:00:00Z');
    await ask(g.property.propertyId, 'two\nlines', false, '2026-03-01T12:00:00Z');
    const res = await get(host, `/api/reports/csv/declined?${PERIOD}`);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('property_id,property,question,times_asked,last_asked_at');
    expect(res.body).toContain(`${g.property.propertyId},Casa Sol,"two\nlines",1,2026-03-01T12:00:00.000Z`);
    expect(res.body).toContain(`,"'=HYPERLINK(""http://evil.example"")",1,`);
    expect(res.body).toContain(',"¿Dónde está ""la playa"", por favor?",1,');
  });

  it('quotes fields by RFC 4180', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(' edge')).toBe('" edge"');
    expect(csvField('-1 star')).toBe("'-1 star");
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });
});

describe('guest events in the report', () => {
  it('counts what the guest script sends: opens by language, first opens of the day, searches with no result', async () => {
    const host = await createHost(t);
    const g = await createGuide(t, {}, host);
    const post = (events: object[]) =>
      t.app.inject({
        method: 'POST',
        url: `/api/guide/${g.slug}/events`,
        payload: { events },
        headers: { 'user-agent': BROWSER },
        remoteAddress: '10.9.9.9',
      });
    expect(
      (
        await post([{ type: 'open', locale: 'es' }, { type: 'visit' }, { type: 'search' }, { type: 'search_empty' }])
      ).json().result,
    ).toEqual({ accepted: 4 });
    expect(
      (await post([{ type: 'open', locale: 'es' }, { type: 'open', locale: 'en' }, { type: 'open' }])).json().result,
    ).toEqual({ accepted: 3 });
    const today = localDate('Europe/Madrid');
    const r = await report(host, `from=${today}&to=${today}`);
    expect(r.totals).toEqual({ opens: 4, uniqueOpens: 1 });
    expect(r.languages).toEqual([
      { locale: 'es', opens: 2 },
      { locale: '', opens: 1 },
      { locale: 'en', opens: 1 },
    ]);
    expect(r.actions.searches).toBe(1);
    expect(r.actions.searchesNoResult).toBe(1);
    // The whole month is read from the monthly sums, which the trigger kept through both upserts.
    const month = today.slice(0, 7);
    const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const whole = await report(host, `from=${month}-01&to=${last}`);
    expect(whole.properties[0]!.opens).toBe(4);
    expect(whole.languages).toEqual(r.languages);
    expect(whole.actions).toEqual(r.actions);
  });
});

describe('long periods: whole months from the monthly sums, the ends from the days', () => {
  it('cuts a period into whole months and the days at either end', () => {
    expect(monthSplit('2026-01-15', '2026-04-10')).toEqual({
      months: ['2026-02-01', '2026-03-01'],
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
    });
    expect(monthSplit('2026-02-01', '2026-02-28')).toEqual({ months: ['2026-02-01', '2026-02-01'], days: [] });
    expect(monthSplit('2024-02-01', '2024-02-28')).toEqual({ months: null, days: [['2024-02-01', '2024-02-28']] });
    expect(monthSplit('2026-03-05', '2026-03-20')).toEqual({ months: null, days: [['2026-03-05', '2026-03-20']] });
    expect(monthSplit('2025-12-31', '2026-02-01')).toEqual({
      months: ['2026-01-01', '2026-01-01'],
      days: [
        ['2025-12-31', '2025-12-31'],
        ['2026-02-01', '2026-02-01'],
      ],
    });
  });

  it('adds the same figures whichever way a period is cut', async () => {
    const host = await createHost(t);
    const g = await createGuide(t, {}, host);
    const id = g.property.propertyId;
    const section = g.property.guide.sections[0]!.sectionId;
    await addEvents(id, [
      ['2026-01-14', 'open', 'en', 1000],
      ['2026-01-15', 'open', 'en', 1],
      ['2026-01-31', 'section_view', section, 2],
      ['2026-02-01', 'open', 'es', 10],
      ['2026-02-28', 'copy_wifi', '', 3],
      ['2026-03-15', 'open', 'en', 20],
      ['2026-03-15', 'section_view', section, 5],
      ['2026-04-10', 'open', '', 100],
      ['2026-04-11', 'open', 'en', 1000],
    ]);
    // An upsert and a delete reach the monthly sums too.
    await addEvents(id, [['2026-03-16', 'open', 'en', 7]]);
    await t.database.db
      .insert(guideEventCounts)
      .values({ propertyId: id, day: '2026-03-16', eventType: 'open', sectionId: 'en', count: 3 })
      .onConflictDoUpdate({
        target: [
          guideEventCounts.propertyId,
          guideEventCounts.day,
          guideEventCounts.eventType,
          guideEventCounts.sectionId,
        ],
        set: { count: sql`${guideEventCounts.count} + excluded.count` },
      });
    await t.database.db
      .delete(guideEventCounts)
      .where(and(eq(guideEventCounts.propertyId, id), eq(guideEventCounts.day, '2026-03-16')));
    const r = await report(host, 'from=2026-01-15&to=2026-04-10');
    expect(r.totals.opens).toBe(131);
    expect(r.properties[0]!.opens).toBe(131);
    expect(r.languages).toEqual([
      { locale: '', opens: 100 },
      { locale: 'en', opens: 21 },
      { locale: 'es', opens: 10 },
    ]);
    expect(r.sections.map((s) => s.views)).toEqual([7]);
    expect(r.actions.wifiCopies).toBe(3);
    const months = await t.database.db.select().from(guideEventMonths).where(eq(guideEventMonths.propertyId, id));
    expect(months.find((m) => m.month === '2026-03-01' && m.eventType === 'open')!.count).toBe(20);
  });
});
