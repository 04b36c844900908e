import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@common/locales';
import { GUIDE_ERROR_KEYS, GUIDE_LIMITS } from '@common/contracts/guide';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { resolveInstanceSecret } from '../../lib/instance-secret';
import { hmacSha256Hex } from '../../lib/secrets';
import type { Mailer } from '../mail/mail.service';
import { RateLimitRepository } from '../rate-limit/rate-limit.repository';
import { displayNames } from '../user/user.presenter';
import { GuideRepository } from './guide.repository';

/** Constant-time comparison of an access code (hashes first, so the length does not leak either). */
export function accessCodeMatches(given: string, stored: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(stored).digest();
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** How long wrong codes add up against a guide before its count starts again. */
export const GUIDE_WRONG_CODE_WINDOW_SECONDS = 86_400;
/** A lock doubles the next one while locks come less than this apart; a quiet day starts again. */
const LOCK_LEVEL_WINDOW_SECONDS = 86_400;
/** The owner hears about an attack at most once in this window. */
const NOTICE_WINDOW_SECONDS = 86_400;
/** Share of checks that also sweep ended windows out of the rate-limit table. */
const PURGE_PROBABILITY = 0.01;
/** How long a client that gave the right code may use that same code whatever the guide's lock. */
const KNOWN_CODE_WINDOW_SECONDS = 14 * 86_400;

export interface AccessCodeGuardSettings {
  /** Wrong codes per client address and guide in `clientWindowSeconds` (then 429). */
  perClient: number;
  clientWindowSeconds: number;
  /** Wrong codes per guide, from all clients together, in a day before the guide locks. */
  perGuide: number;
  /** First lock; each further lock within a day doubles, up to `lockMaxSeconds`. */
  lockSeconds: number;
  lockMaxSeconds: number;
  publicUrl: string;
}

/** How a surface wants a locked guide reported. */
export interface CheckOptions {
  /**
   * While the guide's code checks are locked, answer "not accepted" instead of a 429: the concierge
   * still answers the question, without sensitive passages. The code is not compared, so the
   * answer tells a guesser nothing. The per-client limit still answers 429.
   */
  quietWhenGuideLocked?: boolean;
}

/** What the guard needs of a guide. */
export interface GuardedGuide {
  id: number;
  name: string;
  accessCode: string | null;
}

/**
 * The one check of a guide's access code, shared by the guide JSON (and so the guest page's unlock
 * form) and the concierge. Counters live in the rate-limit table, so every instance agrees.
 *
 * - A client that gave the right code before (same address, same code, within 14 days) is checked
 *   without any limit: it learns nothing new, and honest guests keep working during an attack.
 * - Otherwise a client may send `perClient` wrong codes per window, and a guide takes `perGuide`
 *   wrong codes a day from everyone together; then code checks of the guide lock (429, even for the
 *   right code: the guard cannot tell a guest's new address from an attacker's) for `lockSeconds`,
 *   doubling with each lock that follows within a day, up to `lockMaxSeconds`. The owner gets one
 *   mail a day about it. See docs/decisions/008-access-code-brute-force.md for the numbers.
 */
export class AccessCodeGuard {
  private readonly buckets: RateLimitRepository;
  private readonly guides: GuideRepository;
  private secret: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly settings: AccessCodeGuardSettings,
    private readonly mailer: Mailer | null,
    private readonly log: FastifyBaseLogger | null,
  ) {
    this.buckets = new RateLimitRepository(db);
    this.guides = new GuideRepository(db);
  }

  /** A keyed pseudonym (the table never holds an address or a code). Same secret as GuideService's client key. */
  private async pseudonym(value: string): Promise<string> {
    // Not cached when it fails (the database was unreachable): the next request tries again.
    this.secret ??= resolveInstanceSecret(this.db, 'guide_client_key', undefined).catch((error: unknown) => {
      this.secret = null;
      throw error;
    });
    return hmacSha256Hex(await this.secret, value).slice(0, 32);
  }

  /** The per-client counter of a guide (the key GuideService has always used). */
  private async clientKey(guideId: number, ip: string): Promise<string> {
    return `guide-code:${guideId}:${await this.pseudonym(ip)}`;
  }

  private guideKey = (guideId: number) => `guide-code:guide:${guideId}`;

  private locked(retryAfterSeconds: number) {
    return tooManyRequests(Math.min(retryAfterSeconds, GUIDE_WRONG_CODE_WINDOW_SECONDS), GUIDE_ERROR_KEYS.tooManyCodes);
  }

  /**
   * Whether `given` is the guide's code. A guide without a code accepts anything. Throws 429 (with
   * Retry-After) while the client or the guide is over its limit (see `options` for the guide's);
   * every wrong code counts.
   */
  async check(guide: GuardedGuide, given: string, ip: string, options: CheckOptions = {}): Promise<boolean> {
    const stored = guide.accessCode;
    if (!stored) return true;
    // Remembered codes last 14 days: sweep ended windows now and then so the table stays small.
    if (Math.random() < PURGE_PROBABILITY) await this.buckets.purgeExpired();
    const knownKey = `guide-code:known:${guide.id}:${await this.pseudonym(`${ip}\n${given}`)}`;
    // This client proved this very code before: no guess, nothing to count (a code the host has
    // changed since is simply wrong).
    if (await this.buckets.current(knownKey)) return accessCodeMatches(given, stored);

    const { perClient, clientWindowSeconds, perGuide } = this.settings;
    const clientKey = await this.clientKey(guide.id, ip);
    const byClient = await this.buckets.current(clientKey);
    if (byClient && byClient.count >= perClient) throw this.locked(byClient.resetInSeconds);
    const guideKey = this.guideKey(guide.id);
    const byGuide = await this.buckets.current(guideKey);
    if (byGuide && byGuide.count >= perGuide) {
      if (options.quietWhenGuideLocked) return false;
      throw this.locked(byGuide.resetInSeconds);
    }

    // Take a slot of the guide's budget before comparing, so concurrent guesses cannot all slip
    // past the check above; a right code gives its slot back.
    const slot = await this.buckets.hit(guideKey, GUIDE_WRONG_CODE_WINDOW_SECONDS);
    if (slot.count > perGuide) {
      await this.buckets.release(guideKey);
      if (options.quietWhenGuideLocked) return false;
      throw this.locked(slot.resetInSeconds);
    }
    if (accessCodeMatches(given, stored)) {
      await this.buckets.release(guideKey);
      await this.buckets.hit(knownKey, KNOWN_CODE_WINDOW_SECONDS);
      return true;
    }
    await this.buckets.hit(clientKey, clientWindowSeconds);
    if (slot.count === perGuide) await this.lock(guide);
    return false;
  }

  /** The guide spent its budget: lock it (longer each time within a day) and tell the owner once a day. */
  private async lock(guide: GuardedGuide): Promise<void> {
    const { lockSeconds, lockMaxSeconds, perGuide } = this.settings;
    const level = await this.buckets.hitSliding(`guide-code:level:${guide.id}`, LOCK_LEVEL_WINDOW_SECONDS);
    const seconds = Math.min(lockSeconds * 2 ** Math.min(level.count - 1, 20), lockMaxSeconds);
    await this.buckets.endWindowIn(this.guideKey(guide.id), seconds);
    this.log?.warn(
      { propertyId: guide.id, lockSeconds: seconds, lockLevel: level.count },
      'guide access code checks locked after too many wrong codes',
    );
    const notice = await this.buckets.hit(`guide-code:notice:${guide.id}`, NOTICE_WINDOW_SECONDS);
    if (notice.count !== 1 || !this.mailer) return;
    const owner = await this.guides.ownerOf(guide.id);
    if (!owner) return;
    const locale: Locale = owner.locale === 'es' ? 'es' : 'en';
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    this.mailer.queue({
      to: owner.email,
      locale,
      name: displayNames(owner).shortNameFirst,
      template: {
        kind: 'guideCodeAttack',
        property: guide.name,
        attempts: perGuide,
        minutes: Math.max(1, Math.round(seconds / 60)),
        link: `${this.settings.publicUrl}${prefix}/home/guide/property-${guide.id}`,
      },
    });
  }
}

/** Per-client limits of the guide access code (the same for the guide JSON and the concierge). */
export const CLIENT_CODE_LIMITS = {
  perClient: GUIDE_LIMITS.wrongCodesPerWindow,
  clientWindowSeconds: GUIDE_LIMITS.wrongCodeWindowSeconds,
} as const;
