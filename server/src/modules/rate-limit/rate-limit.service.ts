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

/**
 * What one client may still try against a target (an account, a guide's access code) when the target
 * saw `others` attempts from other clients: `perClient` per `windowSeconds` while it is quiet, halved
 * and the window doubled at each `perTarget` step, down to one attempt per `maxWindowSeconds`. A
 * client is slowed by what others do, never shut out: its first attempt is always let through.
 */
export function slowedAllowance(
  limits: { perClient: number; perTarget: number; windowSeconds: number; maxWindowSeconds: number },
  others: number,
): { attempts: number; windowSeconds: number } {
  const step = Math.min(Math.floor(Math.max(others, 0) / limits.perTarget), 20);
  return {
    attempts: Math.max(1, Math.floor(limits.perClient / 2 ** step)),
    windowSeconds: Math.min(limits.windowSeconds * 2 ** step, Math.max(limits.windowSeconds, limits.maxWindowSeconds)),
  };
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
  private pairKey = (action: string, account: string, ip: string) =>
    `${action}:pair:${sha256Hex(account.trim().toLowerCase())}:${ip}`;

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

  /**
   * Counts one attempt at an account from a client, where a wrong guess must never lock the real user
   * out (sign-in): the limit per account is per client address (`perAccount` per window), slowed by
   * `slowedAllowance` as other clients try the same account, plus the limit per address. Throws 429
   * (with Retry-After) for this client only; the right password from another client still gets in.
   */
  async consumePerClient(
    action: string,
    subject: { account: string; ip: string },
    description: string = ERROR_KEYS.rateLimited,
  ): Promise<void> {
    if (Math.random() < PURGE_PROBABILITY) await this.repository.purgeExpired();
    const { windowSeconds, perAccount, perIp } = this.settings;
    const accountKey = this.accountKey(action, subject.account);
    const pairKey = this.pairKey(action, subject.account, subject.ip);
    const [byAccount, byPair] = await Promise.all([
      this.repository.current(accountKey),
      this.repository.current(pairKey),
    ]);
    const allowance = slowedAllowance(
      { perClient: perAccount, perTarget: perAccount, windowSeconds, maxWindowSeconds: 86_400 },
      (byAccount?.count ?? 0) - (byPair?.count ?? 0),
    );
    const ipKey = perIp === null ? null : this.ipKey(action, subject.ip);
    const counts = await this.repository.hitMany(
      [ipKey, accountKey].filter((key): key is string => key !== null),
      windowSeconds,
    );
    // The pair's window follows the allowance: longer while the account is under attack.
    const pair = await this.repository.hit(pairKey, allowance.windowSeconds);
    const byIp = ipKey ? counts.get(ipKey) : undefined;
    const waits: number[] = [];
    if (byIp && perIp !== null && byIp.count > perIp) waits.push(byIp.resetInSeconds);
    if (pair.count > allowance.attempts) waits.push(pair.resetInSeconds);
    if (waits.length) throw tooManyRequests(Math.max(...waits), description);
  }

  /**
   * Forgets a client's attempts at an account counted by `consumePerClient` (it proved itself), also
   * from the account's total, so its own typos never count as someone else's guessing.
   */
  async resetClient(action: string, account: string, ip: string): Promise<void> {
    const pairKey = this.pairKey(action, account, ip);
    const own = await this.repository.current(pairKey);
    if (own?.count) await this.repository.release(this.accountKey(action, account), own.count);
    await this.repository.clear([pairKey]);
  }

  /** Forgets the account's attempts (after it proved itself), leaving the address counter alone. */
  async reset(action: string, account: string): Promise<void> {
    await this.repository.clear([this.accountKey(action, account)]);
  }
}
