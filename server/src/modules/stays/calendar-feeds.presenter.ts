import type { CalendarFeed } from '@common/contracts/stays';
import type { CalendarFeedWithCount } from './calendar-feeds.repository';

/**
 * A feed address as the host may see it again: scheme and host only. Platforms put the calendar's
 * secret in the path or query (Airbnb: /calendar/ical/{id}.ics?s={secret}), so they become "…".
 */
export function urlDisplay(url: string): string {
  try {
    const parsed = new URL(url);
    const hasMore = parsed.pathname.replace(/\/+$/, '') !== '' || parsed.search !== '' || parsed.hash !== '';
    return `${parsed.protocol}//${parsed.host}${hasMore ? '/…' : ''}`;
  } catch {
    return '…';
  }
}

export const presentFeed = (row: CalendarFeedWithCount): CalendarFeed => ({
  feedId: row.id,
  propertyId: row.propertyId,
  name: row.name,
  urlDisplay: urlDisplay(row.url),
  status: row.status === 'ok' || row.status === 'failed' ? row.status : 'pending',
  lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
  lastError: row.lastError,
  staysImported: row.staysImported,
  createDate: row.createDate.toISOString(),
});
