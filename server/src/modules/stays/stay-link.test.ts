import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestGuide } from '@common/contracts/guide';
import type { Stay, StayAgenda } from '@common/contracts/stays';
import { mailOutbox, stays } from '../../db/schema';
import { addDays } from '../../lib/zoned-time';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { waitIndexed } from '../concierge/ai.fixtures';
import { ARRIVAL_SECRET, createGuide, type GuideFixture } from '../guide/guide.fixtures';

let t: TestApp;
let guide: GuideFixture;
beforeAll(async () => {
  t = await buildTestApp();
  guide = await createGuide(t);
});
afterAll(async () => {
  await t?.close();
});

const today = () => new Date().toISOString().slice(0, 10);
const tokenOf = (stay: Stay) => new URL(stay.link.url).searchParams.get('s')!;

async function addStay(checkInDate: string, checkOutDate: string, guestName = 'Marta Ruiz'): Promise<Stay> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/stays',
    headers: guide.host.headers,
    payload: {
      propertyId: guide.property.propertyId,
      guestName,
      email: 'marta@example.com',
      checkInDate,
      checkOutDate,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Stay;
}

const guideWith = (token: string, slug = guide.slug) =>
  t.app.inject({ method: 'GET', url: `/api/guide/${slug}?locale=en`, headers: { 'x-stay-token': token } });
const arrivalBody = (g: GuestGuide) => g.sections.find((s) => s.kind === 'arrival')!;

describe('a stay link opens the door code only during the stay', () => {
  it('keeps the sensitive sections locked before the window, with the welcome and the opening time', async () => {
    const stay = await addStay(addDays(today(), 10), addDays(today(), 13));
    const res = await guideWith(tokenOf(stay));
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().result as GuestGuide;
    expect(answer.stay).toMatchObject({
      guestFirstName: 'Marta',
      checkInDate: stay.checkInDate,
      checkInTime: '15:00',
      checkOutTime: '11:00',
      unlocked: false,
      unlocksAt: stay.link.unlocksAt,
    });
    expect(answer.unlocked).toBe(false);
    expect(JSON.stringify(answer)).not.toContain(ARRIVAL_SECRET);
    expect(arrivalBody(answer).locked).toBe(true);
  });

  it('shows them from the configured hours before check-in until check-out, without the access code', async () => {
    const stay = await addStay(addDays(today(), 1), addDays(today(), 4));
    const answer = (await guideWith(tokenOf(stay))).json().result as GuestGuide;
    expect(answer.stay?.unlocked).toBe(true);
    expect(answer.unlocked).toBe(true);
    expect(JSON.stringify(answer)).toContain(ARRIVAL_SECRET);
  });

  it('locks them again after check-out', async () => {
    const stay = await addStay(addDays(today(), -5), addDays(today(), -1));
    const answer = (await guideWith(tokenOf(stay))).json().result as GuestGuide;
    expect(answer.stay?.unlocked).toBe(false);
    expect(JSON.stringify(answer)).not.toContain(ARRIVAL_SECRET);
  });

  it('stops working at once when the host revokes it, and on another guide', async () => {
    const stay = await addStay(addDays(today(), 1), addDays(today(), 3));
    const token = tokenOf(stay);
    await t.app.inject({ method: 'POST', url: `/api/stays/${stay.stayId}/link/revoke`, headers: guide.host.headers });
    const revoked = await guideWith(token);
    expect(revoked.statusCode).toBe(403);
    expect(revoked.json().errors[0]).toMatchObject({
      description: 'guest.stay.errors.linkRevoked',
      field: 'X-Stay-Token',
    });
    const other = await createGuide(t, {}, guide.host);
    const live = await addStay(addDays(today(), 1), addDays(today(), 3));
    expect((await guideWith(tokenOf(live), other.slug)).statusCode).toBe(403);
    expect((await guideWith('not-a-token')).statusCode).toBe(403);
  });

  it('gives the concierge the door code during the stay, and not before', async () => {
    const index = await t.app.inject({
      method: 'GET',
      url: `/api/property/index/${guide.property.propertyId}/all`,
      headers: guide.host.headers,
    });
    expect(index.statusCode, index.body).toBe(200);
    await waitIndexed(t, guide.property.propertyId);
    const during = await addStay(addDays(today(), 1), addDays(today(), 3));
    const before = await addStay(addDays(today(), 20), addDays(today(), 23));
    const ask = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/guide/${guide.slug}/ask`,
        headers: { 'x-stay-token': token },
        payload: { question: 'Where is the key box code?', locale: 'en' },
      });
    const open = (await ask(tokenOf(during))).json().result;
    const closed = (await ask(tokenOf(before))).json().result;
    expect(open.answer).toContain('7391');
    expect(closed.answer).not.toContain('7391');
  });
});

describe('the guest page of a stay link', () => {
  it('greets the guest, counts the open and is never stored by a shared cache', async () => {
    const stay = await addStay(addDays(today(), 1), addDays(today(), 4), 'Marta Ruiz');
    const res = await t.app.inject({ method: 'GET', url: `/g/${guide.slug}?s=${tokenOf(stay)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('Welcome, Marta!');
    expect(res.body).toContain('data-stay-action="arrived"');
    // The door code itself comes through the API, never in the HTML.
    expect(res.body).not.toContain(ARRIVAL_SECRET);
    await t.app.inject({ method: 'GET', url: `/es/g/${guide.slug}?s=${tokenOf(stay)}` });
    const [row] = await t.database.db.select().from(stays).where(eq(stays.id, stay.stayId));
    expect(row).toMatchObject({ openCount: 2 });
    expect(row!.firstOpenedAt).not.toBeNull();
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/stays/${stay.stayId}`, headers: guide.host.headers })
    ).json().result as Stay;
    expect(after.link.openCount).toBe(2);
    expect(after.link.lastOpenedAt).not.toBeNull();
  });

  it('tells a guest with a revoked link so, and still shows the guide', async () => {
    const stay = await addStay(addDays(today(), 1), addDays(today(), 4));
    await t.app.inject({ method: 'POST', url: `/api/stays/${stay.stayId}/link/revoke`, headers: guide.host.headers });
    const res = await t.app.inject({ method: 'GET', url: `/es/g/${guide.slug}?s=${tokenOf(stay)}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Este enlace de estancia ya no está activo');
    expect(res.body).toContain('Casa Sol');
  });
});

describe("I've arrived and I've checked out", () => {
  it('records each once, e-mails the owner once, and shows it on the dashboard', async () => {
    const stay = await addStay(addDays(today(), 0), addDays(today(), 2), 'Pablo Ortega');
    const press = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/guide/${guide.slug}/stay/${action}`,
        headers: { 'x-stay-token': tokenOf(stay) },
      });
    const first = await press('arrived');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result.arrivedAt).not.toBeNull();
    expect((await press('arrived')).statusCode).toBe(200);
    await t.app.mailer.flush();
    const mails = (
      await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, guide.host.email))
    ).filter((m) => m.subject.includes('Pablo Ortega'));
    expect(mails.map((m) => m.subject)).toEqual(['Pablo Ortega has arrived at Casa Sol']);
    expect(mails[0]!.text).toContain(`/home/guide/guests?stay=${stay.stayId}`);
    expect((await press('checkedout')).json().result.checkedOutAt).not.toBeNull();
    const agenda = (await t.app.inject({ method: 'GET', url: '/api/stays/agenda', headers: guide.host.headers })).json()
      .result as StayAgenda;
    const actions = agenda.recentGuestActions.filter((a) => a.stay.stayId === stay.stayId).map((a) => a.action);
    expect(actions).toEqual(['checkedOut', 'arrived']);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/guide/${guide.slug}/stay/arrived`,
          headers: { 'x-stay-token': 'AAAAAAAAAAAAAAAAAAAAAA' },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `/api/guide/${guide.slug}/stay/arrived` })).statusCode).toBe(400);
  });
});
