import { GUIDE_LOCALES } from '@common/contracts/property';
import { type CalendarFeed, type CalendarFeedInputSchema, STAY_ERROR_KEYS, STAY_LIMITS } from '@common/contracts/stays';
import { resources } from '@common/locales/index';
import type { z } from 'zod';
import type { ChangeEvents } from '../../events';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nextModifyDate } from '../../lib/modify-date';
import { safeFetch, SafeFetchError, type SafeFetchErrorKind, type SafeFetchPolicy, vetUrl } from '../../lib/safe-fetch';
import { isTimeZone, localDate } from '../../lib/zoned-time';
import type { AccessPolicy } from '../access';
import type { CalendarFeedsRepository, FeedContext, FeedStay, FeedSyncWrite } from './calendar-feeds.repository';
import { presentFeed } from './calendar-feeds.presenter';
import { NotCalendarError, parseCalendar, type CalendarEvent } from './ical';
import { newStayLinkToken } from './stay-link';
import { announce } from './stay-events';

type CalendarFeedInput = z.output<typeof CalendarFeedInputSchema>;

/** What a failed fetch is stored as on the feed (a translation key the host's screen shows). */
export const FEED_ERROR_BY_KIND: Record<SafeFetchErrorKind, string> = {
  refused: STAY_ERROR_KEYS.feedRefused,
  timeout: STAY_ERROR_KEYS.feedTimeout,
  tooLarge: STAY_ERROR_KEYS.feedTooLarge,
  unreachable: STAY_ERROR_KEYS.feedUnreachable,
  badStatus: STAY_ERROR_KEYS.feedUnreachable,
};

const normalizedUrl = (url: string): string => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

type Platform = 'airbnb' | 'booking' | 'vrbo' | 'other';

/** The platform behind a feed address, for the name of a guest the calendar does not name. */
export function platformOf(url: string): Platform {
  let host = '';
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return 'other';
  }
  if (/(^|\.)airbnb\./.test(host)) return 'airbnb';
  if (/(^|\.)booking\.com$/.test(host)) return 'booking';
  if (/(^|\.)(vrbo|homeaway|abritel|fewo-direkt|stayz|bookabach)\./.test(host)) return 'vrbo';
  return 'other';
}

type Locale = (typeof GUIDE_LOCALES)[number];
const asLocale = (value: string): Locale =>
  (GUIDE_LOCALES as readonly string[]).includes(value) ? (value as Locale) : 'en';

/** "Airbnb guest", "Reserved"... in a language, from the host locale bundle (host.stays.feedGuest.*). */
export function placeholderGuestName(locale: string, platform: Platform): string {
  const names = (resources[asLocale(locale)].host as { stays?: { feedGuest?: Record<string, string> } }).stays
    ?.feedGuest;
  return names?.[platform] ?? 'Reserved';
}

/** Every placeholder in every language: a stay still named so was not renamed by the host. */
const PLACEHOLDER_NAMES = new Set(
  GUIDE_LOCALES.flatMap((locale) =>
    (['airbnb', 'booking', 'vrbo', 'other'] as const).map((p) => placeholderGuestName(locale, p)),
  ),
);

interface Logger {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

export interface SyncOutcome {
  status: 'ok' | 'failed' | 'notModified' | 'gone';
  error?: string;
  created: number;
  updated: number;
  removed: number;
}

export interface CalendarFeedsDeps {
  repo: CalendarFeedsRepository;
  access: AccessPolicy;
  fetchPolicy: SafeFetchPolicy;
  /** Stay changes are announced in the sync's own transaction. */
  events: ChangeEvents;
  log: Logger;
  /** Called after a feed is added, so the schedule runs on this instance from now on. */
  onFeedAdded?: () => void;
  now?: () => Date;
}

/**
 * Calendar feeds: a host's iCal export addresses, fetched at once and then on a schedule, turned
 * into stays. The rules (which events are stays, what a re-fetch may change, when a stay goes) are
 * in docs/decisions/011-calendar-import.md.
 */
export class CalendarFeedsService {
  private readonly now: () => Date;

  constructor(private readonly deps: CalendarFeedsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async list(userId: string, propertyId?: number): Promise<CalendarFeed[]> {
    if (propertyId !== undefined) await this.deps.access.require(userId, 'stay.update', { propertyId });
    return (await this.deps.repo.listVisible(userId, propertyId)).map(presentFeed);
  }

  /** Adds a feed after checking its address is one the server may fetch, and fetches it at once. */
  async create(userId: string, input: CalendarFeedInput): Promise<CalendarFeed> {
    await this.deps.access.require(userId, 'stay.update', { propertyId: input.propertyId });
    if ((await this.deps.repo.countForProperty(input.propertyId)) >= STAY_LIMITS.feedsPerProperty) {
      throw conflict(STAY_ERROR_KEYS.tooManyFeeds, {
        field: 'propertyId',
        params: { max: STAY_LIMITS.feedsPerProperty },
      });
    }
    try {
      await vetUrl(input.url, this.deps.fetchPolicy);
    } catch (error) {
      // A private or non-http(s) address is never stored. Other failures (a name that does not
      // resolve yet) are the feed's first sync error, shown on it and retried on the schedule.
      if (error instanceof SafeFetchError && error.kind === 'refused')
        throw badRequest('url', STAY_ERROR_KEYS.feedRefused);
      if (!(error instanceof SafeFetchError)) throw error;
    }
    // Stored as the URL parser writes it, so one calendar typed two ways (HOST case, 0x7f.1) is one feed.
    const feed = await this.deps.repo.insert({
      propertyId: input.propertyId,
      name: input.name,
      url: normalizedUrl(input.url),
    });
    if (!feed) throw conflict(STAY_ERROR_KEYS.feedExists, { field: 'url' });
    this.deps.onFeedAdded?.();
    await this.sync(feed.id);
    return presentFeed((await this.deps.repo.find(feed.id))!);
  }

  /** Removes a feed; the stays it imported are kept (they no longer follow any calendar). */
  async remove(userId: string, feedId: number): Promise<{ feedId: number }> {
    await this.deps.access.require(userId, 'stay.update', { feedId });
    await this.deps.repo.delete(feedId);
    return { feedId };
  }

  /** The host's "sync now". */
  async syncNow(userId: string, feedId: number): Promise<CalendarFeed> {
    await this.deps.access.require(userId, 'stay.update', { feedId });
    await this.sync(feedId);
    const row = await this.deps.repo.find(feedId);
    if (!row) throw notFound();
    return presentFeed(row);
  }

  /**
   * Fetches one feed and brings its stays in line with it. Never throws for the feed's own
   * failures: they are stored on the feed as a translation key.
   */
  async sync(feedId: number): Promise<SyncOutcome> {
    const context = await this.deps.repo.context(feedId);
    if (!context) return { status: 'gone', created: 0, updated: 0, removed: 0 };
    const { feed } = context;
    const startedAt = this.now();
    const fail = async (key: string, detail: string): Promise<SyncOutcome> => {
      // The address is never logged: it carries the platform's secret.
      this.deps.log.warn({ feedId, propertyId: context.propertyId, reason: detail }, 'calendar feed sync failed');
      await this.deps.repo.updateFeed(feedId, { status: 'failed', lastSyncAt: startedAt, lastError: key });
      return { status: 'failed', error: key, created: 0, updated: 0, removed: 0 };
    };

    let body: Buffer;
    let validators: { etag: string | null; lastModified: string | null };
    try {
      const answer = await safeFetch(feed.url, {
        ...this.deps.fetchPolicy,
        etag: feed.etag,
        lastModified: feed.lastModified,
        accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
      });
      if (answer.notModified) {
        await this.deps.repo.updateFeed(feedId, { status: 'ok', lastSyncAt: startedAt, lastError: null });
        return { status: 'notModified', created: 0, updated: 0, removed: 0 };
      }
      body = answer.body;
      validators = { etag: answer.etag, lastModified: answer.lastModified };
    } catch (error) {
      if (error instanceof SafeFetchError)
        return fail(FEED_ERROR_BY_KIND[error.kind], `${error.kind}: ${error.message}`);
      throw error;
    }

    const timeZone = context.timeZone && isTimeZone(context.timeZone) ? context.timeZone : 'UTC';
    let events: CalendarEvent[];
    try {
      events = parseCalendar(body.toString('utf8'), { timeZone, maxNameLength: STAY_LIMITS.guestName });
    } catch (error) {
      if (error instanceof NotCalendarError) return fail(STAY_ERROR_KEYS.feedNotCalendar, error.message);
      throw error;
    }

    const write = this.plan(context, timeZone, events, await this.deps.repo.staysOf(feedId), startedAt);
    write.feed = { status: 'ok', lastSyncAt: startedAt, lastError: null, ...validators };
    const stay = (id: number) => ({ id, propertyId: context.propertyId });
    const result = await this.deps.events.transaction(async (tx) => {
      const written = await this.deps.repo.applySync(feedId, write, tx);
      await this.deps.events.emit(tx, [
        ...announce('stay.cancelled', written.removed.map(stay)),
        ...announce('stay.created', written.created.map(stay)),
        ...announce('stay.changed', written.updated.map(stay)),
      ]);
      return written;
    });
    return {
      status: 'ok',
      created: result.created.length,
      updated: result.updated.length,
      removed: result.removed.length,
    };
  }

  /**
   * The stay changes that make a feed's stays match its events:
   * - a reservation with a new UID becomes a stay (unless it ended before today);
   * - a known UID follows the calendar's dates; the name only replaces a placeholder the host kept,
   *   so a stay the host edited keeps their name and contact fields;
   * - a known UID that is cancelled, no longer in the calendar, or now a block is removed if its
   *   check-in is today or later; stays that have started or ended are kept (platforms drop past
   *   events from their exports).
   */
  private plan(
    context: FeedContext,
    timeZone: string,
    events: CalendarEvent[],
    existing: FeedStay[],
    now: Date,
  ): FeedSyncWrite {
    const today = localDate(timeZone, now);
    const byUid = new Map(existing.filter((s) => s.externalUid).map((s) => [s.externalUid!, s]));
    const reservations = new Map(events.filter((e) => e.kind === 'reservation').map((e) => [e.uid, e]));
    const platform = platformOf(context.feed.url);
    const write: FeedSyncWrite = { insert: [], update: [], remove: [], feed: {} };

    for (const event of reservations.values()) {
      const stay = byUid.get(event.uid);
      if (!stay) {
        if (event.checkOutDate < today) continue;
        write.insert.push({
          propertyId: context.propertyId,
          guestName: event.guestName ?? placeholderGuestName(context.ownerLocale, platform),
          locale: asLocale(context.defaultLocale),
          checkInDate: event.checkInDate,
          checkOutDate: event.checkOutDate,
          source: 'ical',
          feedId: context.feed.id,
          externalUid: event.uid,
          linkToken: newStayLinkToken(),
        });
        continue;
      }
      const values: FeedSyncWrite['update'][number]['values'] = {};
      if (stay.checkInDate !== event.checkInDate) values.checkInDate = event.checkInDate;
      if (stay.checkOutDate !== event.checkOutDate) values.checkOutDate = event.checkOutDate;
      if (event.guestName && event.guestName !== stay.guestName && PLACEHOLDER_NAMES.has(stay.guestName))
        values.guestName = event.guestName;
      if (Object.keys(values).length)
        write.update.push({ id: stay.id, values: { ...values, modifyDate: nextModifyDate(stay.modifyDate) } });
    }

    for (const stay of existing) {
      if (!stay.externalUid || reservations.has(stay.externalUid)) continue;
      if (stay.checkInDate >= today) write.remove.push(stay.id);
    }
    return write;
  }

  /** Ids of feeds whose last fetch is at least `periodMinutes` old (the scheduled sync's work list). */
  dueFeeds(periodMinutes: number, limit = 500): Promise<number[]> {
    return this.deps.repo.dueFeedIds(new Date(this.now().getTime() - periodMinutes * 60_000), limit);
  }

  /** The scheduled fetch of one feed: only if it is still due and this caller claims it first. */
  async syncIfDue(feedId: number, periodMinutes: number): Promise<boolean> {
    const now = this.now();
    if (!(await this.deps.repo.claimDue(feedId, new Date(now.getTime() - periodMinutes * 60_000), now))) return false;
    await this.sync(feedId);
    return true;
  }

  /** Whether any feed exists (an instance starts the schedule only then). */
  anyFeeds(): Promise<boolean> {
    return this.deps.repo.anyFeeds();
  }
}
