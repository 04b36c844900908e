import { STAY_ERROR_KEYS, type GuestStay } from '@common/contracts/stays';
import type { Db } from '../../db/client';
import type { PropertyRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { ERROR_CODES } from '@common/errors';
import type { Mailer } from '../mail';
import { formatGuestDate, formatGuestTime } from '../../lib/guest-format';
import { STAY_TOKEN_PATTERN } from './stay-link';
import { presentGuestStay } from './stays.presenter';
import { StaysRepository } from './stays.repository';

type GuideProperty = Pick<
  PropertyRow,
  'id' | 'name' | 'slug' | 'timeZone' | 'guide' | 'ownerUserId' | 'published' | 'defaultLocale'
>;

/** A stay link that does not (or no longer) open anything: revoked, renewed, deleted, or never issued. */
export const staleStayLink = () =>
  new AppError(403, ERROR_CODES.forbidden, STAY_ERROR_KEYS.linkRevoked, { field: 'X-Stay-Token' });

/**
 * The guest side of a stay link: which stay a token opens on a guide, whether its sensitive sections
 * show now (from the configured hours before check-in until check-out), counting opens, and the
 * "I've arrived" / "I've checked out" buttons, which tell the owner by e-mail (once each).
 */
export class StayAccess {
  private readonly repo: StaysRepository;

  constructor(
    db: Db,
    private readonly options: { unlockHoursBefore: number; mailer: Mailer; publicUrl: string },
  ) {
    this.repo = new StaysRepository(db);
  }

  /** The stay and what its guest sees, or null for a token that opens nothing on this guide. */
  async find(
    property: GuideProperty,
    token: string | undefined | null,
    now = new Date(),
  ): Promise<{ stayId: number; guest: GuestStay } | null> {
    if (!token || !STAY_TOKEN_PATTERN.test(token)) return null;
    const stay = await this.repo.findByLink(property.id, token);
    if (!stay) return null;
    return { stayId: stay.id, guest: presentGuestStay(stay, property, this.options.unlockHoursBefore, now) };
  }

  /** Like find, counting one open of the link (the guest page, not its API calls). */
  async open(
    property: GuideProperty,
    token: string | undefined | null,
  ): Promise<{ stayId: number; guest: GuestStay } | null> {
    const found = await this.find(property, token);
    if (found) {
      // Counting must never cost the guest the page (a full disk, a read-only replica).
      await this.repo.recordOpen(found.stayId, new Date()).catch(() => undefined);
    }
    return found;
  }

  /** "I've arrived" / "I've checked out": recorded once; the owner hears about it once. */
  async guestAction(
    property: GuideProperty,
    token: string | undefined,
    action: 'arrived' | 'checkedOut',
  ): Promise<GuestStay> {
    const found = await this.find(property, token);
    if (!found) throw staleStayLink();
    const at = new Date();
    const marked = await this.repo.markGuestAction(found.stayId, action, at);
    if (!marked) throw staleStayLink();
    if (marked.first) {
      const owner = await this.repo.ownerContact(property.ownerUserId);
      if (owner) {
        const locale = owner.locale === 'es' ? 'es' : 'en';
        const zone = property.timeZone ?? 'UTC';
        const time = formatGuestTime(
          new Intl.DateTimeFormat('en-GB', {
            timeZone: zone,
            hour: '2-digit',
            minute: '2-digit',
            hourCycle: 'h23',
          }).format(at),
          locale,
        );
        const dates = `${formatGuestDate(marked.row.checkInDate, locale)} – ${formatGuestDate(marked.row.checkOutDate, locale)}`;
        const prefix = locale === 'en' ? '' : `/${locale}`;
        this.options.mailer.queue({
          to: owner.email,
          locale,
          name: owner.firstName,
          template: {
            kind: action === 'arrived' ? 'stayArrived' : 'stayCheckedOut',
            property: property.name,
            guest: marked.row.guestName,
            time,
            dates,
            link: `${this.options.publicUrl}${prefix}/home/guide/guests?stay=${marked.row.id}`,
          },
        });
      }
    }
    return presentGuestStay(marked.row, property, this.options.unlockHoursBefore, at);
  }
}
