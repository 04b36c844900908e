import {
  GUIDE_ERROR_KEYS,
  GUIDE_LIMITS,
  type GuestGuide,
  type GuideEvent,
  type GuideEventsResult,
  type CodeAttempts,
  type GuideLink,
  type GuideLocale,
  SHORT_CODE_ALPHABET,
} from '@common/contracts/guide';
import { isDatabaseUnavailable } from '../../db/availability';
import type { Db } from '../../db/client';
import type { PropertyRow } from '../../db/schema';
import { AppError, notFound, tooManyRequests } from '../../lib/errors';
import { resolveInstanceSecret } from '../../lib/instance-secret';
import { hmacSha256Hex } from '../../lib/secrets';
import { localeFromAcceptLanguage } from '../../lib/request-locale';
import { getLookupCatalog, type LookupCatalog } from '../list';
import { AccessPolicy } from '../access';
import { newSlug } from '../property';
import { RateLimitRepository } from '../rate-limit';
import { PhotoResolver, type PhotoUrls, photoReferences, presentGuestGuide } from './guide.presenter';
import type { GuestStay } from '@common/contracts/stays';
import { staleStayLink, type StayAccess } from '../stays';
import type { AccessCodeGuard } from './access-code.guard';
import { type EventIncrement, GuideRepository, type GuideStamp } from './guide.repository';
import { type CachedGuide, type GuideCache, guideCacheFor } from './guide-cache';
import { withDevicesAndVideos } from './guide-devices';
import { InboxRepository } from '../inbox';
import { ERROR_CODES } from '@common/errors';
import { dayIn, isBotAgent } from './guest-events';

export interface GuideServiceOptions {
  publicUrl: string;
  photoUrls: PhotoUrls;
  mapTileUrl: string | null;
  /** Checks access codes against the per-client and per-guide limits (one for every surface). */
  codeGuard: AccessCodeGuard;
  /** Stay links: which stay a token opens, and whether its sensitive sections show now. */
  stayAccess: StayAccess;
}

/** What a caller is: the bearer (if any) and the client address (only ever used hashed). */
export interface Caller {
  userId: string | null;
  ip: string;
}

/** The guide as guests get it, plus the row for callers on the server (pages, PDFs). */
export interface LoadedGuide {
  row: PropertyRow;
  guide: GuestGuide;
}

/** Normalises a typed short code: upper case, spaces and dashes dropped. */
export const normalizeShortCode = (input: string) => input.toUpperCase().replace(/[\s-]+/g, '');

const SHORT_CODE_PATTERN = new RegExp(`^[${SHORT_CODE_ALPHABET}]{${GUIDE_LIMITS.shortCodeLength}}$`);

/**
 * Guest guide rules: only published, not deleted guides are public; sensitive sections need the
 * access code (checked by the AccessCodeGuard: wrong codes limited per client and per guide); short codes and slugs; guest events
 * counted per day without any visitor data; the owner's link and slug rotation.
 */
export class GuideService {
  private readonly repo: GuideRepository;
  private readonly access: AccessPolicy;
  private readonly buckets: RateLimitRepository;
  private readonly cache: GuideCache;
  private clientSecret: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: GuideServiceOptions,
  ) {
    this.repo = new GuideRepository(db);
    this.access = new AccessPolicy(db);
    this.buckets = new RateLimitRepository(db);
    this.cache = guideCacheFor(db);
  }

  /**
   * A stable pseudonym of the client address for rate-limit keys: an HMAC with a per-installation
   * secret, so the buckets table never holds an address.
   */
  private async clientKey(ip: string): Promise<string> {
    // Not cached when it fails (the database was unreachable): the next request tries again.
    this.clientSecret ??= resolveInstanceSecret(this.db, 'guide_client_key', undefined).catch((error: unknown) => {
      this.clientSecret = null;
      throw error;
    });
    return hmacSha256Hex(await this.clientSecret, ip).slice(0, 32);
  }

  /** Counts one attempt against `key`; throws 429 once the window's limit is passed. */
  private async consume(key: string, limit: number, windowSeconds: number, description: string): Promise<void> {
    const state = await this.buckets.hit(key, windowSeconds);
    if (state.count > limit) throw tooManyRequests(state.resetInSeconds, description);
  }

  /**
   * The short code, made on first use. Reading a guide must not depend on a write: when the code
   * cannot be made now (disk full, a read-only database) the guide is shown without it and a later
   * read makes it. An unreachable database still fails the read (503).
   */
  private async shortCodeForReading(propertyId: number): Promise<string> {
    try {
      return await this.repo.shortCodeFor(propertyId);
    } catch (error) {
      if (isDatabaseUnavailable(error)) throw error;
      return '';
    }
  }

  private async present(
    row: PropertyRow,
    locale: GuideLocale,
    unlocked: boolean,
    knownCatalog?: LookupCatalog,
  ): Promise<GuestGuide> {
    const refs = photoReferences(row, this.options.photoUrls);
    const [catalog, photos, shortCode, accountContact] = await Promise.all([
      knownCatalog ?? getLookupCatalog(this.db),
      this.repo.photos(row.id, refs.mediaIds, refs.largePaths),
      this.shortCodeForReading(row.id),
      // The account's contact for guests (a save there bumps the owner's guide revisions).
      new InboxRepository(this.db).contact(row.ownerUserId),
    ]);
    const guide = presentGuestGuide(row, {
      locale,
      catalog,
      photos: new PhotoResolver(this.options.photoUrls, photos),
      shortCode,
      unlocked,
      mapTileUrl: this.options.mapTileUrl,
      // Text the save sanitised is not sanitised again; older rows (or other writers') still are.
      richTextSanitized: row.sanitizedStamp > 0,
      accountContact,
    });
    // Devices ("How things work") and the sections' videos live in their own tables.
    return withDevicesAndVideos(this.db, row, guide, this.options.photoUrls);
  }

  /**
   * The presented guide of a public property from this process's cache when its revision (checked
   * by `stamp`, read just now) and the lookup lists are unchanged; else presented and kept.
   */
  private async cached(stamp: GuideStamp, locale: GuideLocale, unlocked: boolean): Promise<CachedGuide | null> {
    const catalog = await getLookupCatalog(this.db);
    const hit = this.cache.get(stamp.id, locale, unlocked, stamp.guideRevision, catalog);
    if (hit) return hit;
    const row = await this.repo.findById(stamp.id);
    if (!row || !row.published) return null;
    const guide = await this.present(row, locale, unlocked, catalog);
    // A guide shown without its short code (it could not be written just now) is not kept: the next
    // read tries again.
    return this.cache.set(row, locale, unlocked, guide, catalog, guide.shortCode !== '');
  }

  /** The published, not deleted property behind a slug, else 404. */
  private async published(slug: string): Promise<PropertyRow> {
    const row = await this.repo.findBySlug(slug);
    if (!row || !row.published) throw notFound();
    return row;
  }

  /** The caller's relation when they may read the property's whole guide (published or not), else null. */
  private async visibleTo(userId: string | null, row: PropertyRow | null) {
    if (!userId || !row) return null;
    return this.access.may(userId, 'property.read', { propertyId: row.id });
  }

  /** The language of an answer: asked for, else the browser's (when it says), else the guide's default. */
  static localeFor(
    row: Pick<PropertyRow, 'defaultLocale'>,
    asked: GuideLocale | undefined,
    acceptLanguage: string | undefined,
  ): GuideLocale {
    if (asked) return asked;
    if (acceptLanguage) return localeFromAcceptLanguage(acceptLanguage);
    return row.defaultLocale === 'es' ? 'es' : 'en';
  }

  /**
   * GET /guide/{slug}: the published guide. With a code, checks it through the access-code guard: a
   * wrong code is a 403 and counts against the client and the guide; past either limit every code
   * (even the right one) is a 429 until the window or the guide's lock ends.
   */
  async guestGuide(
    slug: string,
    locale: GuideLocale | undefined,
    acceptLanguage: string | undefined,
    code: string | undefined,
    caller: Caller,
    stayToken?: string,
  ): Promise<GuestGuide> {
    return (await this.guestAnswer(slug, locale, acceptLanguage, code, caller, stayToken)).guide;
  }

  /**
   * GET /guide/{slug} with its cache entry: `cached` is the entry the answer came from, or null when
   * the answer is the caller's own (a stay link's), which is never kept or shared.
   */
  async guestAnswer(
    slug: string,
    locale: GuideLocale | undefined,
    acceptLanguage: string | undefined,
    code: string | undefined,
    caller: Caller,
    stayToken?: string,
  ): Promise<{ guide: GuestGuide; cached: CachedGuide | null }> {
    const stamp = await this.repo.stampBySlug(slug);
    if (!stamp || !stamp.published) throw notFound();
    const answerLocale = GuideService.localeFor(stamp, locale, acceptLanguage);
    if (stayToken) {
      // A stay link opens the sensitive sections during its window, without the access code.
      const row = await this.published(slug);
      const found = await this.options.stayAccess.find(row, stayToken);
      if (!found) throw staleStayLink();
      const entry = await this.cached(stamp, answerLocale, !row.accessCode || found.guest.unlocked);
      if (!entry) throw notFound();
      return { guide: { ...entry.guide, stay: found.guest }, cached: null };
    }
    let unlocked = !stamp.accessCode;
    if (code !== undefined && code !== '' && stamp.accessCode) {
      if (!(await this.options.codeGuard.check(stamp, code, caller.ip))) {
        throw new AppError(403, ERROR_CODES.forbidden, GUIDE_ERROR_KEYS.wrongCode, { field: 'X-Guide-Code' });
      }
      unlocked = true;
    }
    const entry = await this.cached(stamp, answerLocale, unlocked);
    if (!entry) throw notFound();
    return { guide: entry.guide, cached: entry };
  }

  /** POST /guide/{slug}/stay/arrived|checkedout: the guest on a stay link tells the host. */
  async stayAction(slug: string, stayToken: string | undefined, action: 'arrived' | 'checkedOut'): Promise<GuestStay> {
    const row = await this.published(slug);
    return this.options.stayAccess.guestAction(row, stayToken, action);
  }

  /** The guide for a server-rendered page (locked as for a guest without the code), or null (404). */
  async pageGuide(slug: string, locale: GuideLocale): Promise<(LoadedGuide & { cached: CachedGuide }) | null> {
    const stamp = await this.repo.stampBySlug(slug);
    if (!stamp || !stamp.published) return null;
    const cached = await this.cached(stamp, locale, !stamp.accessCode);
    return cached ? { row: cached.row, guide: cached.guide, cached } : null;
  }

  /**
   * The page of a stay link (/g/{slug}?s=token), counted as an open. The page itself stays locked
   * (the sensitive sections come through the API with the token, never in cacheable HTML); `stay`
   * is null when the token opens nothing on this guide.
   */
  async stayPage(loaded: LoadedGuide, token: string): Promise<{ stay: GuestStay | null }> {
    const found = await this.options.stayAccess.open(loaded.row, token);
    return { stay: found?.guest ?? null };
  }

  /**
   * The guide for a PDF. Guests get the published guide without sensitive sections; the owner or a
   * co-host (bearer token) may also print an unpublished guide, and ask for the sensitive sections.
   */
  async printableGuide(
    slug: string,
    locale: GuideLocale | undefined,
    caller: Caller,
    includeSensitive: boolean,
  ): Promise<LoadedGuide> {
    const row = await this.repo.findBySlug(slug);
    const host = await this.visibleTo(caller.userId, row);
    if (!row || (!row.published && !host)) throw notFound();
    if (includeSensitive && !caller.userId) throw new AppError(401, ERROR_CODES.unauthorized, 'errors.unauthorized');
    if (includeSensitive && !host) throw notFound();
    const answerLocale = locale ?? (row.defaultLocale === 'es' ? 'es' : 'en');
    return { row, guide: await this.present(row, answerLocale, includeSensitive || !row.accessCode) };
  }

  /** The whole guide, sensitive sections included, when the caller hosts it; else null. */
  async hostGuide(slug: string, locale: GuideLocale | undefined, caller: Caller): Promise<LoadedGuide | null> {
    const row = await this.repo.findBySlug(slug);
    if (!row || !(await this.visibleTo(caller.userId, row))) return null;
    return { row, guide: await this.present(row, locale ?? (row.defaultLocale === 'es' ? 'es' : 'en'), true) };
  }

  /** GET /guide/code/{code}: the slug of a published guide. Every look-up counts for the client. */
  async lookupShortCode(input: string, caller: Caller): Promise<{ slug: string }> {
    await this.consume(
      `guide-lookup:${await this.clientKey(caller.ip)}`,
      GUIDE_LIMITS.codeLookupsPerWindow,
      GUIDE_LIMITS.codeLookupWindowSeconds,
      GUIDE_ERROR_KEYS.tooManyLookups,
    );
    const code = normalizeShortCode(input);
    const row = SHORT_CODE_PATTERN.test(code) ? await this.repo.findByShortCode(code) : null;
    if (!row || !row.published) throw notFound(GUIDE_ERROR_KEYS.unknownShortCode);
    return { slug: row.slug };
  }

  private link(row: PropertyRow, shortCode: string): GuideLink {
    const base = this.options.publicUrl;
    return {
      propertyId: row.id,
      slug: row.slug,
      shortCode,
      published: row.published,
      guideUrl: `${base}/g/${row.slug}`,
      printUrl: `${base}/g/${row.slug}/print`,
      linkUrl: `${base}/link`,
    };
  }

  /** GET /property/user/{id}/guide-link: owner or co-host. */
  async guideLink(userId: string, propertyId: number): Promise<GuideLink> {
    await this.access.require(userId, 'property.read', { propertyId });
    const row = await this.repo.findById(propertyId);
    if (!row) throw notFound();
    return this.link(row, await this.repo.shortCodeFor(propertyId));
  }

  /** GET /property/user/{id}/code-attempts: owner or co-host see that someone is guessing the access code. */
  async codeAttempts(userId: string, propertyId: number): Promise<CodeAttempts> {
    await this.access.require(userId, 'property.read', { propertyId });
    return { propertyId, wrongCodes: await this.options.codeGuard.recentWrongCodes(propertyId) };
  }

  /** POST /property/user/{id}/rotate-slug: owner only (a co-host is refused, anyone else 404). */
  async rotateSlug(userId: string, propertyId: number): Promise<GuideLink> {
    await this.access.require(
      userId,
      'property.rotateLink',
      { propertyId },
      { forbidden: GUIDE_ERROR_KEYS.coHostCannotRotate },
    );
    const row = await this.repo.findById(propertyId);
    if (!row) throw notFound();
    const { slug, shortCode } = await this.repo.rotate(propertyId, newSlug);
    return this.link({ ...row, slug }, shortCode);
  }

  /**
   * POST /guide/{slug}/events: adds the events to the guide's counters for today (the property's
   * day). Bots are answered like anyone else but not counted; section views of unknown sections are
   * dropped. Only counters are written: no address, agent, cookie or search term.
   */
  async recordEvents(
    slug: string,
    events: GuideEvent[],
    userAgent: string | undefined,
    caller: Caller,
  ): Promise<GuideEventsResult> {
    const row = await this.published(slug);
    await this.consume(
      `guide-events:${row.id}:${await this.clientKey(caller.ip)}`,
      GUIDE_LIMITS.eventRequestsPerWindow,
      GUIDE_LIMITS.eventWindowSeconds,
      'errors.rateLimited',
    );
    if (isBotAgent(userAgent)) return { accepted: 0 };
    const sectionIds = new Set((row.guide.sections ?? []).map((s) => s.sectionId));
    const counters = new Map<string, EventIncrement>();
    let accepted = 0;
    for (const event of events) {
      // The counters' second key: the section of a section view, the language of an open.
      const sectionId =
        event.type === 'section_view' ? (event.sectionId ?? '') : event.type === 'open' ? (event.locale ?? '') : '';
      if (event.type === 'section_view' && !sectionIds.has(sectionId)) continue;
      const key = `${event.type}\u0000${sectionId}`;
      const counter = counters.get(key) ?? { eventType: event.type, sectionId, count: 0 };
      counter.count++;
      counters.set(key, counter);
      accepted++;
    }
    await this.repo.countEvents(row.id, dayIn(row.timeZone), [...counters.values()]);
    return { accepted };
  }

  /** The counters of a guide (for the reports issue and tests). */
  eventCounts(propertyId: number) {
    return this.repo.eventCounts(propertyId);
  }
}
