import { GUIDE_LOCALES } from '@common/contracts/property';
import { type CalendarFeed, type CalendarFeedInputSchema, STAY_ERROR_KEYS, STAY_LIMITS } from '@common/contracts/stays';
import type { z } from 'zod';
import { translator } from '../../i18n/i18n';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nextModifyDate } from '../../lib/modify-date';
import { safeFetch, SafeFetchError, type SafeFetchErrorKind, type SafeFetchPolicy, vetUrl } from '../../lib/safe-fetch';
import { isTimeZone, localDate } from '../../lib/zoned-time';
import type { AccessPolicy } from '../access';
import type { ChangeEvents } from '../../events';
import type { CalendarFeedsRepository, FeedContext, FeedStay, FeedSyncBatch } from './calendar-feeds.repository';
import { presentFeed } from './calendar-feeds.presenter';
import { writeInBatches, yieldToOthers } from './calendar-import';
import { NotCalendarError, parseCalendarInPieces, type CalendarEvent } from './ical';
import { reservationUrlFor } from './reservation-details';
import { newStayLinkToken } from './stay-link';

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

/** "Airbnb guest", "Reserved"... in a language (server.stays.feedGuest.* in the locale bundles). */
export function placeholderGuestName(locale: string, platform: Platform): string {
  return translator(asLocale(locale))(`server.stays.feedGuest.${platform}`);
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
  /** stopped: the server began stopping between two batches; a later fetch writes the rest. */
  status: 'ok' | 'failed' | 'notModified' | 'gone' | 'stopped';
  error?: string;
  created: number;
  updated: number;
  removed: number;
}

export interface CalendarFeedsDeps {
  repo: CalendarFeedsRepository;
  access: AccessPolicy;
  fetchPolicy: SafeFetchPolicy;
  /** Change events: each import batch announces its stays (stay.created / changed / cancelled) in its transaction. */
  events: ChangeEvents;
  /** Stays per import transaction (CALENDAR_IMPORT_BATCH). */
  batchSize: number;
  log: Logger;
  /** How long adding a feed or "sync now" waits for the import before answering (it goes on meanwhile). */
  waitMs?: number;
  /** Runs between parse pieces and between batches (default: one turn of the event loop). */
  pause?: () => Promise<void>;
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
  private readonly pause: () => Promise<void>;
  /** Imports running in this process, by feed: a second sync of a feed joins the running one. */
  private readonly running = new Map<number, Promise<SyncOutcome>>();
  private closing = false;

  constructor(private readonly deps: CalendarFeedsDeps) {
    this.now = deps.now ?? (() => new Date());
    this.pause = deps.pause ?? yieldToOthers;
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
    await this.syncForRequest(feed.id);
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
    await this.syncForRequest(feedId);
    const row = await this.deps.repo.find(feedId);
    if (!row) throw notFound();
    return presentFeed(row);
  }

  /**
   * A sync for a host's request: answers when it is done or after `waitMs`, whichever is first; a
   * larger import goes on in the background (the feed shows the stays imported so far).
   */
  private async syncForRequest(feedId: number): Promise<void> {
    const run = this.sync(feedId);
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<'waiting'>((resolve) => {
      timer = setTimeout(() => resolve('waiting'), this.deps.waitMs ?? 10_000);
    });
    try {
      if ((await Promise.race([run, waited])) === 'waiting')
        run.catch((error: unknown) => this.deps.log.error({ err: error, feedId }, 'calendar import failed'));
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Fetches one feed and brings its stays in line with it. Never throws for the feed's own
   * failures: they are stored on the feed as a translation key. A feed already importing in this
   * process is not imported twice at once: the caller waits for the running import.
   */
  sync(feedId: number): Promise<SyncOutcome> {
    const running = this.running.get(feedId);
    if (running) return running;
    const run = this.runSync(feedId).finally(() => this.running.delete(feedId));
    this.running.set(feedId, run);
    return run;
  }

  /** Stops imports between two batches and waits for them (the server is stopping). */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.running.values()]);
  }

  private async runSync(feedId: number): Promise<SyncOutcome> {
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
      events = await parseCalendarInPieces(
        body.toString('utf8'),
        { timeZone, maxNameLength: STAY_LIMITS.guestName },
        this.pause,
      );
    } catch (error) {
      if (error instanceof NotCalendarError) return fail(STAY_ERROR_KEYS.feedNotCalendar, error.message);
      throw error;
    }

    const write = this.plan(context, timeZone, events, await this.deps.repo.staysOf(feedId), startedAt);
    // Until the last batch is written the calendar's validators are forgotten: a fetch that resumes
    // an interrupted import reads the whole export again instead of getting a 304.
    if (write.insert.length || write.update.length || write.remove.length)
      await this.deps.repo.updateFeed(feedId, { etag: null, lastModified: null });
    const { complete, ...counts } = await writeInBatches(
      { events: this.deps.events, batchSize: this.deps.batchSize, pause: this.pause, stopping: () => this.closing },
      feedId,
      write,
    );
    if (!complete) return { status: 'stopped', ...counts };
    await this.deps.repo.updateFeed(feedId, { status: 'ok', lastSyncAt: startedAt, lastError: null, ...validators });
    return { status: 'ok', ...counts };
  }

  /**
   * The stay changes that make a feed's stays match its events:
   * - a reservation with a new UID becomes a stay (unless it ended before today);
   * - a known UID follows the calendar's dates; the name only replaces a placeholder the host kept,
   *   so a stay the host edited keeps their name and contact fields; the reservation code, phone
   *   digits and reservation page follow what the calendar gives (a value it no longer gives is kept);
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
  ): FeedSyncBatch {
    const today = localDate(timeZone, now);
    const byUid = new Map(existing.filter((s) => s.externalUid).map((s) => [s.externalUid!, s]));
    const reservations = new Map(events.filter((e) => e.kind === 'reservation').map((e) => [e.uid, e]));
    const platform = platformOf(context.feed.url);
    const write: FeedSyncBatch = { insert: [], update: [], remove: [] };

    for (const event of reservations.values()) {
      const stay = byUid.get(event.uid);
      const details = {
        reservationCode: event.details.reservationCode,
        phoneLast4: event.details.phoneLast4,
        reservationUrl: reservationUrlFor(event.details.reservationUrl, context.feed.url),
      };
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
          ...details,
        });
        continue;
      }
      const values: FeedSyncBatch['update'][number]['values'] = {};
      if (stay.checkInDate !== event.checkInDate) values.checkInDate = event.checkInDate;
      if (stay.checkOutDate !== event.checkOutDate) values.checkOutDate = event.checkOutDate;
      if (event.guestName && event.guestName !== stay.guestName && PLACEHOLDER_NAMES.has(stay.guestName))
        values.guestName = event.guestName;
      // What the calendar gives follows it; what it no longer gives (or never did) is kept.
      for (const key of ['reservationCode', 'phoneLast4', 'reservationUrl'] as const)
        if (details[key] && details[key] !== stay[key]) values[key] = details[key];
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
