import { ERROR_KEYS } from '@common/errors';
import { tooManyRequests } from '../../lib/errors';
import { sha256Hex } from '../../lib/secrets';
import type { RateLimitRepository } from './rate-limit.repository';

export interface RateLimitSettings {
  windowSeconds: number;
  perAccount: number;
  /** null: no limit per client address (the account limit alone). */
  perIp: number | null;
}

/** What an attempt is counted against: the account it targets (email or user id) and the client address. */
export interface RateLimitSubject {
  account?: string | null;
  ip: string;
}

/** Share of attempts that also sweep ended windows out of the table. */
const PURGE_PROBABILITY = 0.01;

/**
 * Brute-force limits for sign-in, two-factor, password and signup calls: per account and per
 * client address, in fixed windows stored in the database (so they hold across app instances).
 * Every attempt counts; a successful sign-in clears its account counter.
 */
export class RateLimiter {
  constructor(
    private readonly repository: RateLimitRepository,
    private readonly settings: RateLimitSettings,
  ) {}

  /** Account keys are hashed so the table never holds an email address. */
  private accountKey = (action: string, account: string) =>
    `${action}:account:${sha256Hex(account.trim().toLowerCase())}`;
  private ipKey = (action: string, ip: string) => `${action}:ip:${ip}`;

  /**
   * Counts one attempt; throws 429 (with Retry-After, and `seconds` for the description) when the
   * account or the address is over its limit.
   */
  async consume(
    action: string,
    subject: RateLimitSubject,
    description: string = ERROR_KEYS.rateLimited,
  ): Promise<void> {
    if (Math.random() < PURGE_PROBABILITY) await this.repository.purgeExpired();
    const { windowSeconds, perAccount, perIp } = this.settings;
    // Both counters in one statement: one round trip and one commit per attempt.
    const ipKey = perIp === null ? null : this.ipKey(action, subject.ip);
    const accountKey = subject.account ? this.accountKey(action, subject.account) : null;
    const counts = await this.repository.hitMany(
      [ipKey, accountKey].filter((key): key is string => key !== null),
      windowSeconds,
    );
    const byIp = ipKey ? counts.get(ipKey) : undefined;
    const byAccount = accountKey ? counts.get(accountKey) : undefined;
    const waits: number[] = [];
    if (byIp && perIp !== null && byIp.count > perIp) waits.push(byIp.resetInSeconds);
    if (byAccount && byAccount.count > perAccount) waits.push(byAccount.resetInSeconds);
    if (waits.length) throw tooManyRequests(Math.max(...waits), description);
  }

  /** Forgets the account's attempts (after it proved itself), leaving the address counter alone. */
  async reset(action: string, account: string): Promise<void> {
    await this.repository.clear([this.accountKey(action, account)]);
  }
}
