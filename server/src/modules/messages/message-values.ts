import type { MessageVariable } from '@common/contracts/messages';
import type { StayRow, UserRow } from '../../db/schema';
import { guideUrl, stayLinkUrl, stayWindow, type StayWithProperty } from '../stays';
import { formatGuestDate, formatGuestTime } from '../../lib/guest-format';

export interface MessageContext {
  stay: StayRow;
  property: StayWithProperty['property'] & { address: string };
  owner: Pick<UserRow, 'firstName' | 'lastName'>;
  publicUrl: string;
}

/** Every template variable's value for one stay, in the stay's language. */
export function messageValues(ctx: MessageContext, locale: 'en' | 'es'): Record<MessageVariable, string> {
  const { stay, property } = ctx;
  const window = stayWindow(stay, property, 0);
  const wifi = property.guide.sections.find((s) => s.wifi && (s.wifi.network || s.wifi.password))?.wifi ?? null;
  const contact = property.guide.hostContact;
  const ownerName = `${ctx.owner.firstName} ${ctx.owner.lastName}`.trim();
  return {
    guestName: stay.guestName,
    guestFirstName: stay.guestName.trim().split(/\s+/)[0] ?? stay.guestName,
    propertyName: property.name,
    propertyAddress: property.address,
    checkInDate: formatGuestDate(stay.checkInDate, locale),
    checkInTime: formatGuestTime(window.checkInTime, locale),
    checkOutDate: formatGuestDate(stay.checkOutDate, locale),
    checkOutTime: formatGuestTime(window.checkOutTime, locale),
    guestCount: String(stay.guestCount),
    guideLink: stay.linkToken
      ? stayLinkUrl(ctx.publicUrl, property.slug, stay.linkToken, locale)
      : guideUrl(ctx.publicUrl, property.slug, locale),
    wifiName: wifi?.network ?? '',
    wifiPassword: wifi?.password ?? '',
    hostName: contact?.name?.trim() || ownerName,
    hostPhone: contact?.phone?.trim() ?? '',
  };
}
