import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@common/locales';
import { GUIDE_ERROR_KEYS, GUIDE_LIMITS } from '@common/contracts/guide';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { tooManyRequests } from '../../lib/errors';
import { resolveInstanceSecret } from '../../lib/instance-secret';
import { hmacSha256Hex } from '../../lib/secrets';
import type { Mailer } from '../mail';
import { RateLimitRepository, slowedAllowance } from '../rate-limit';
import { displayNames } from '../user';
import { GuideRepository } from './guide.repository';

/** Constant-time comparison of an access code (hashes first, so the length does not leak either). */
export function accessCodeMatches(given: string, stored: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(stored).digest();
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!;
  return diff === 0;
}

/** How long wrong codes add up against a guide (the host's "in the last 24 h" count and the slow-down). */
export const GUIDE_WRONG_CODE_WINDOW_SECONDS = 86_400;
/** A client's lock doubles while its locks come less than this apart; a quiet day starts again. */
const LOCK_LEVEL_WINDOW_SECONDS = 86_400;
/** The owner hears about an attack at most once in this window. */
const NOTICE_WINDOW_SECONDS = 86_400;
/** Share of checks that also sweep ended windows out of the rate-limit table. */
const PURGE_PROBABILITY = 0.01;
/** How long a client that gave the right code may use that same code without any limit. */
const KNOWN_CODE_WINDOW_SECONDS = 14 * 86_400;

export interface AccessCodeGuardSettings {
  /** Wrong codes per client address and guide in `clientWindowSeconds` while the guide is quiet (then 429). */
  perClient: number;
  clientWindowSeconds: number;
  /**
   * Wrong codes on a guide in 24 hours (all clients together) per step of slow-down: each step halves
   * what every other client may try per window (down to one) and doubles its window (up to a day).
   * The first step tells the owner.
   */
  perGuide: number;
  publicUrl: string;
}

/** What the guard needs of a guide. */
export interface GuardedGuide {
  id: number;
  name: string;
  accessCode: string | null;
}

/**
 * The one check of a guide's access code, shared by the guide JSON (and so the guest page's unlock
 * form) and the concierge. Counters live in the rate-limit table, so every instance agrees. Limits
 * fall on the client that guesses, never on the guide: nobody can lock the real guest out.
 *
 * - A client that gave the right code before (same address, same code, within 14 days) is checked
 *   without any limit: it learns nothing new.
 * - Otherwise a client may send a few wrong codes per window (see `slowedAllowance`: fewer, over a
 *   longer window, the more wrong codes the guide saw from others in the last day); then it is locked
 *   out (429) until its window ends, and each further lock within a day doubles the wait.
 * - The guide's wrong codes of the last day are counted for the owner, who sees them in the editor
 *   and gets one mail a day when they pass `perGuide`.
 * See docs/decisions/031-access-code-and-sign-in-slow-down.md for the numbers.
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

  private guideKey = (guideId: number) => `guide-code:guide:${guideId}`;

  private locked(retryAfterSeconds: number) {
    return tooManyRequests(Math.min(retryAfterSeconds, GUIDE_WRONG_CODE_WINDOW_SECONDS), GUIDE_ERROR_KEYS.tooManyCodes);
  }

  /** Wrong codes tried on the guide in the current day (all clients), for the owner's editor. */
  async recentWrongCodes(guideId: number): Promise<number> {
    return (await this.buckets.current(this.guideKey(guideId)))?.count ?? 0;
  }

  /**
   * Whether `given` is the guide's code. A guide without a code accepts anything. Throws 429 (with
   * Retry-After) while this client is over its allowance; every wrong code counts.
   */
  async check(guide: GuardedGuide, given: string, ip: string): Promise<boolean> {
    const stored = guide.accessCode;
    if (!stored) return true;
    // Remembered codes last 14 days: sweep ended windows now and then so the table stays small.
    if (Math.random() < PURGE_PROBABILITY) await this.buckets.purgeExpired();
    const knownKey = `guide-code:known:${guide.id}:${await this.pseudonym(`${ip}\n${given}`)}`;
    // This client proved this very code before: no guess, nothing to count (a code the host has
    // changed since is simply wrong).
    if (await this.buckets.current(knownKey)) return accessCodeMatches(given, stored);

    const client = await this.pseudonym(ip);
    // The per-client counter of a guide (the key GuideService has always used).
    const clientKey = `guide-code:${guide.id}:${client}`;
    const guideKey = this.guideKey(guide.id);
    const byGuide = (await this.buckets.current(guideKey))?.count ?? 0;
    const byClient = await this.buckets.current(clientKey);
    const { perClient, clientWindowSeconds, perGuide } = this.settings;
    const allowance = slowedAllowance(
      {
        perClient,
        perTarget: perGuide,
        windowSeconds: clientWindowSeconds,
        maxWindowSeconds: GUIDE_WRONG_CODE_WINDOW_SECONDS,
      },
      byGuide - (byClient?.count ?? 0),
    );
    // Take a slot before comparing, so concurrent guesses cannot all slip past the count; a right
    // code gives it back.
    const slot = await this.buckets.hit(clientKey, allowance.windowSeconds);
    if (slot.count > allowance.attempts) {
      await this.buckets.release(clientKey);
      throw this.locked(slot.resetInSeconds);
    }
    if (accessCodeMatches(given, stored)) {
      await this.buckets.release(clientKey);
      await this.buckets.hit(knownKey, KNOWN_CODE_WINDOW_SECONDS);
      return true;
    }
    if (slot.count === allowance.attempts) await this.lockClient(guide.id, client, clientKey, allowance.windowSeconds);
    const total = await this.buckets.hit(guideKey, GUIDE_WRONG_CODE_WINDOW_SECONDS);
    if (total.count === this.settings.perGuide) await this.notify(guide, total.count);
    return false;
  }

  /** The client spent its allowance: its window is its lock, doubled for each lock within a day. */
  private async lockClient(guideId: number, client: string, clientKey: string, windowSeconds: number) {
    const level = await this.buckets.hitSliding(`guide-code:level:${guideId}:${client}`, LOCK_LEVEL_WINDOW_SECONDS);
    if (level.count > 1)
      await this.buckets.endWindowIn(
        clientKey,
        Math.min(windowSeconds * 2 ** Math.min(level.count - 1, 20), GUIDE_WRONG_CODE_WINDOW_SECONDS),
      );
  }

  /** Someone is guessing: a warning in the log and, once a day, a mail to the owner. */
  private async notify(guide: GuardedGuide, attempts: number): Promise<void> {
    this.log?.warn({ propertyId: guide.id, attempts }, 'guide access code is being guessed; guessing clients slowed');
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
        attempts,
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
