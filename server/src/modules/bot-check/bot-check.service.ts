import { AUTH_ERROR_KEYS, type AltchaChallenge, type BotCheckAction } from '@common/contracts/auth';
import { conflict } from '../../lib/errors';
import type { Altcha } from './altcha';
import type { BotCheckRepository } from './bot-check.repository';
import { type RecaptchaSettings, verifyRecaptcha } from './recaptcha';

const PURGE_PROBABILITY = 0.02;

/**
 * The invisible bot check of the signup, login, forgot and contact forms: ALTCHA proof of work by
 * default, reCAPTCHA v3 when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are configured.
 */
export class BotCheck {
  readonly provider: 'altcha' | 'recaptcha';

  constructor(
    private readonly altcha: Altcha,
    private readonly repository: BotCheckRepository,
    private readonly recaptcha: RecaptchaSettings | null,
  ) {
    this.provider = recaptcha ? 'recaptcha' : 'altcha';
  }

  createChallenge(): AltchaChallenge {
    return this.altcha.createChallenge();
  }

  /** Answers whether the token passes, spending an ALTCHA solution. */
  async passes(token: string | undefined | null, action: BotCheckAction, remoteIp?: string): Promise<boolean> {
    if (!token) return false;
    if (this.recaptcha) return verifyRecaptcha(this.recaptcha, token, action, remoteIp);
    const solution = this.altcha.verify(token);
    if (!solution) return false;
    if (Math.random() < PURGE_PROBABILITY) await this.repository.purgeExpired();
    return this.repository.redeem(solution.challenge, solution.expiresAt);
  }

  /** Throws 409 auth.errors.botCheckFailed (field botToken) unless the token passes. */
  async verify(token: string | undefined | null, action: BotCheckAction, remoteIp?: string): Promise<void> {
    if (!(await this.passes(token, action, remoteIp)))
      throw conflict(AUTH_ERROR_KEYS.botCheckFailed, { field: 'botToken' });
  }
}
