import { type TFunction } from '@web/lib/i18n/translator';
import { type MessageAnchor, type MessageChannel } from '@common/contracts/messages';
import { type Locale } from '@common/locales';
import { formatTime } from '@web/lib/dates';

/** What a schedule's sentence needs. */
export interface ScheduleTiming {
  anchor: MessageAnchor;
  offsetDays: number;
  localTime: string;
  channel: MessageChannel;
}

/**
 * A schedule as a sentence, e.g. "2 days before check-in at 10:00 AM by e-mail" / "2 días antes de la
 * llegada a las 10:00 por correo electrónico", the time written the language's way (lib/dates.ts).
 * Booking messages ignore the time (they go when the stay is added, or that many days later).
 */
export function scheduleSummary(t: TFunction, timing: ScheduleTiming, locale: Locale): string {
  const channel = t(`host.messages.channelBy.${timing.channel}`);
  const count = Math.abs(timing.offsetDays);
  if (timing.anchor === 'booking') {
    return timing.offsetDays === 0
      ? t('host.messages.summary.bookingNow', { channel })
      : t('host.messages.summary.bookingAfter', { count, channel });
  }
  const anchor = t(`host.messages.summary.anchor.${timing.anchor}`);
  const time = formatTime(timing.localTime, locale);
  if (timing.offsetDays === 0) return t('host.messages.summary.onDay', { anchor, time, channel });
  return t(timing.offsetDays < 0 ? 'host.messages.summary.before' : 'host.messages.summary.after', {
    count,
    anchor,
    time,
    channel,
  });
}
