/** Helpers for the guest-message API tests: a host with a property, a stay and the starter templates. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MessageSchedule, MessageTemplate } from '@common/contracts/messages';
import type { Property } from '@common/contracts/property';
import type { Stay } from '@common/contracts/stays';
import { guestMessages, mailOutbox } from '../../db/schema';
import { addDays } from '../../lib/zoned-time';
import type { TestApp } from '../../test/test-app';
import { createHost, type TestHost } from '../property/property.fixtures';

export const today = () => new Date().toISOString().slice(0, 10);

let guests = 0;

/** The fixtures bound to one test app (resolved when called, so `t` may be built in beforeAll). */
export function messageFixtures(app: () => TestApp) {
  const call = (
    host: TestHost | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app().app.inject({
      method,
      url,
      headers: { ...(host?.headers ?? {}), ...headers },
      ...(payload ? { payload } : {}),
    });

  /** A host, their property in Madrid (Wi-Fi and contact filled in), a stay in 10 days, and their templates. */
  async function setup(options: { locale?: 'en' | 'es' } = {}) {
    const email = `marta.${++guests}@example.com`;
    const host = await createHost(app(), { locale: options.locale, firstName: 'Ana', lastName: 'Host' });
    const created = (await call(host, 'POST', '/api/property/user')).json().result as Property;
    const wifi = created.guide.sections.find((s) => s.kind === 'wifi')!;
    const sections = created.guide.sections.map((s) =>
      s === wifi ? { ...s, wifi: { network: 'CasaAzul', password: 'sunny-day-42' } } : s,
    );
    const property = (
      await call(host, 'PUT', '/api/property/user', {
        ...created,
        name: 'Casa Azul',
        timeZone: 'Europe/Madrid',
        guide: {
          ...created.guide,
          checkInTime: '16:00',
          checkOutTime: '10:00',
          sections,
          hostContact: { name: 'Ana', phone: '+34 600 000 000', email: null, show: true },
        },
      })
    ).json().result as Property;
    const stay = (
      await call(host, 'POST', '/api/stays', {
        propertyId: property.propertyId,
        guestName: 'Marta Ruiz',
        email,
        phone: '+34 611 222 333',
        locale: 'es',
        checkInDate: addDays(today(), 10),
        checkOutDate: addDays(today(), 13),
      })
    ).json().result as Stay;
    const templates = (await call(host, 'GET', '/api/messages/templates')).json().result as MessageTemplate[];
    return { host, property, stay, templates, email };
  }

  const schedule = async (host: TestHost, payload: object) => {
    const res = await call(host, 'POST', '/api/messages/schedules', payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as MessageSchedule;
  };
  const messagesOf = (stayId: number) =>
    app().database.db.select().from(guestMessages).where(eq(guestMessages.stayId, stayId));
  const outboxTo = (address: string) =>
    app().database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  return { call, setup, schedule, messagesOf, outboxTo };
}
