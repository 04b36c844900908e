import {
  STAY_ERROR_KEYS,
  type Stay,
  type StayAgenda,
  type StayImportResult,
  type StayPage,
  type StayStatus,
} from '@common/contracts/stays';
import type { z } from 'zod';
import type { StayInputSchema, StayUpdateSchema } from '@common/contracts/stays';
import type { Db } from '../../db/client';
import type { ChangeEvents } from '../../events';
import type { NewStayRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nextModifyDate } from '../../lib/modify-date';
import { localDate } from '../../lib/zoned-time';
import { AccessPolicy, type Permission } from '../access';
import { announce } from './stay-events';
import { newStayLinkToken } from './stay-link';
import { readStaysCsv } from './stays.csv';
import { presentStay } from './stays.presenter';
import { StaysRepository, type StayWithProperty } from './stays.repository';
import { stayWindow } from './stay-window';

type StayInput = z.output<typeof StayInputSchema>;
type StayUpdate = z.output<typeof StayUpdateSchema>;

/** Longest stay accepted (a year); a longer one is almost always a typo in a date. */
const MAX_STAY_DAYS = 366;
const DAY_MS = 86_400_000;

export interface StaysServiceOptions {
  publicUrl: string;
  unlockHoursBefore: number;
  events: ChangeEvents;
}

/**
 * Stays of the host's properties (own and co-hosted): CRUD, CSV import, the stay's own guide link
 * (revoke, renew) and the dashboard agenda. Every write announces itself (stay.created, stay.changed,
 * stay.cancelled) in its own transaction, so what follows a stay (its planned messages) cannot miss it.
 */
export class StaysService {
  private readonly repo: StaysRepository;
  private readonly access: AccessPolicy;

  constructor(
    db: Db,
    private readonly options: StaysServiceOptions,
  ) {
    this.repo = new StaysRepository(db);
    this.access = new AccessPolicy(db);
  }

  /** Stays as this caller may see them: the guests' e-mail and phone only where their role allows it. */
  private async presentAll(userId: string, rows: StayWithProperty[]): Promise<Stay[]> {
    const contact = await this.access.propertiesWith(userId, 'stay.contact', [
      ...new Set(rows.map((r) => r.property.id)),
    ]);
    return rows.map((row) => {
      const stay = presentStay(row, this.options);
      return contact.has(row.property.id) ? stay : { ...stay, email: null, phone: null };
    });
  }

  private async present(userId: string, row: StayWithProperty): Promise<Stay> {
    return (await this.presentAll(userId, [row]))[0]!;
  }

  /** A stay the user may read or change; another host's is a 404, a co-host's role without the right a 403. */
  private async visible(userId: string, stayId: number, permission: Permission): Promise<StayWithProperty> {
    await this.access.require(userId, permission, { stayId });
    const [found] = await this.repo.findWithProperty([stayId]);
    if (!found) throw notFound();
    return found;
  }

  /** Check-out must come after check-in, within a year. */
  private assertDates(
    input: Pick<StayInput, 'checkInDate' | 'checkInTime' | 'checkOutDate' | 'checkOutTime'>,
    property: StayWithProperty['property'],
  ) {
    const window = stayWindow(input, property, 0);
    if (window.checkOutAt <= window.checkInAt) throw badRequest('checkOutDate', STAY_ERROR_KEYS.checkOutBeforeCheckIn);
    if (window.checkOutAt.getTime() - window.checkInAt.getTime() > MAX_STAY_DAYS * DAY_MS)
      throw badRequest('checkOutDate', STAY_ERROR_KEYS.tooLong);
  }

  /** A property the user owns or co-hosts with the right; another host's is a 404 like a missing one. */
  private async propertyFor(
    userId: string,
    propertyId: number,
    permission: Permission,
    field?: string,
  ): Promise<StayWithProperty['property']> {
    await this.access.require(userId, permission, { propertyId }, { field });
    const found = await this.repo.propertyById(propertyId);
    if (!found) throw notFound();
    return found;
  }

  async list(
    userId: string,
    query: { propertyId?: number; status?: StayStatus; q?: string; page: number; pageSize: number },
  ): Promise<StayPage> {
    // Filtering by another host's property is a 404 like any other look at it.
    if (query.propertyId) await this.propertyFor(userId, query.propertyId, 'stay.read');
    const { rows, totalCount } = await this.repo.page(userId, query, query.page, query.pageSize);
    return { items: await this.presentAll(userId, rows), totalCount };
  }

  async get(userId: string, stayId: number): Promise<Stay> {
    return this.present(userId, await this.visible(userId, stayId, 'stay.read'));
  }

  async create(userId: string, input: StayInput): Promise<Stay> {
    const property = await this.propertyFor(userId, input.propertyId, 'stay.update');
    this.assertDates(input, property);
    const [row] = await this.options.events.transaction(async (tx) => {
      const rows = await new StaysRepository(tx).insert([
        { ...this.columns(input), propertyId: property.id, source: 'manual', linkToken: newStayLinkToken() },
      ]);
      await this.options.events.emit(tx, announce('stay.created', rows));
      return rows;
    });
    return this.present(userId, { stay: row!, property });
  }

  async update(userId: string, input: StayUpdate): Promise<Stay> {
    const current = await this.visible(userId, input.stayId, 'stay.update');
    const expected = new Date(input.modifyDate);
    if (Number.isNaN(expected.getTime())) throw badRequest('modifyDate', 'errors.invalidFormat');
    const property =
      input.propertyId === current.property.id
        ? current.property
        : await this.propertyFor(userId, input.propertyId, 'stay.update', 'propertyId');
    // A stay moves only between properties of one owner: a co-host of two owners must not carry a
    // guest's name, e-mail and dates from one owner's account into the other's.
    if (property.ownerUserId !== current.property.ownerUserId)
      throw badRequest('propertyId', STAY_ERROR_KEYS.otherOwner);
    this.assertDates(input, property);
    const row = await this.options.events.transaction(async (tx) => {
      const updated = await new StaysRepository(tx).updateIfUnchanged(current.stay.id, expected, {
        ...this.columns(input),
        propertyId: property.id,
        modifyDate: nextModifyDate(current.stay.modifyDate),
      });
      if (updated) await this.options.events.emit(tx, announce('stay.changed', [updated]));
      return updated;
    });
    if (!row) {
      if (!(await this.repo.findWithProperty([current.stay.id])).length) throw notFound();
      throw conflict(STAY_ERROR_KEYS.staleUpdate, { field: 'modifyDate' });
    }
    return this.present(userId, { stay: row, property });
  }

  async remove(userId: string, stayId: number): Promise<{ stayId: number }> {
    const { stay } = await this.visible(userId, stayId, 'stay.update');
    await this.options.events.transaction(async (tx) => {
      await new StaysRepository(tx).delete(stay.id);
      await this.options.events.emit(tx, announce('stay.cancelled', [stay]));
    });
    return { stayId: stay.id };
  }

  /** Revoke: the link stops working at once. Renew: a new link, the old one stops working. */
  async setLink(userId: string, stayId: number, action: 'revoke' | 'renew'): Promise<Stay> {
    const current = await this.visible(userId, stayId, 'stay.update');
    const row = await this.repo.update(current.stay.id, {
      linkToken: action === 'renew' ? newStayLinkToken() : null,
      linkRevokedAt: action === 'revoke' ? new Date() : null,
      modifyDate: nextModifyDate(current.stay.modifyDate),
    });
    return this.present(userId, { stay: row!, property: current.property });
  }

  async importCsv(userId: string, propertyId: number, csv: string, dateLocale: 'en' | 'es'): Promise<StayImportResult> {
    const property = await this.propertyFor(userId, propertyId, 'stay.update');
    const { stays, problems, rows } = readStaysCsv(csv, dateLocale);
    const good: (NewStayRow & { line: number })[] = [];
    for (const stay of stays) {
      try {
        this.assertDates(stay, property);
        good.push({
          ...this.columns(stay),
          line: stay.line,
          propertyId: property.id,
          source: 'csv',
          linkToken: newStayLinkToken(),
        });
      } catch (error) {
        const { description, options } = error as { description: string; options: { field?: string } };
        problems.push({ line: stay.line, field: options.field ?? 'checkOutDate', description });
      }
    }
    const inserted = await this.options.events.transaction(async (tx) => {
      const rows = await new StaysRepository(tx).insert(good.map(({ line: _line, ...row }) => row));
      await this.options.events.emit(tx, announce('stay.created', rows));
      return rows;
    });
    return { created: inserted.length, rows, errors: problems.sort((a, b) => a.line - b.line) };
  }

  async agenda(userId: string, days: number): Promise<StayAgenda> {
    const { arrivals, departures } = await this.repo.agenda(userId, days);
    const since = new Date(Date.now() - 7 * DAY_MS);
    const recent = await this.repo.recentGuestActions(userId, since);
    const presented = await this.presentAll(userId, recent);
    const actions = recent.flatMap((row, index) => {
      const stay = presented[index]!;
      return [
        ...(row.stay.arrivedAt && row.stay.arrivedAt >= since
          ? [{ stay, action: 'arrived' as const, at: row.stay.arrivedAt.toISOString() }]
          : []),
        ...(row.stay.checkedOutAt && row.stay.checkedOutAt >= since
          ? [{ stay, action: 'checkedOut' as const, at: row.stay.checkedOutAt.toISOString() }]
          : []),
      ];
    });
    actions.sort((a, b) => b.at.localeCompare(a.at));
    const now = new Date();
    const listed = {
      arrivals: await this.presentAll(userId, arrivals),
      departures: await this.presentAll(userId, departures),
    };
    const zones = new Set([...listed.arrivals, ...listed.departures].map((stay) => stay.timeZone));
    return {
      today: now.toISOString().slice(0, 10),
      localToday: Object.fromEntries([...zones].map((zone) => [zone, localDate(zone, now)])),
      ...listed,
      recentGuestActions: actions,
    };
  }

  private columns(input: Omit<StayInput, 'propertyId'>) {
    return {
      guestName: input.guestName,
      email: input.email,
      phone: input.phone,
      locale: input.locale,
      guestCount: input.guestCount,
      checkInDate: input.checkInDate,
      checkInTime: input.checkInTime,
      checkOutDate: input.checkOutDate,
      checkOutTime: input.checkOutTime,
      notes: input.notes,
      reservationCode: input.reservationCode ? input.reservationCode.toUpperCase() : null,
    };
  }
}
