import { randomBytes, randomInt } from 'node:crypto';
import { type AltchaChallenge, AltchaPayloadSchema } from '@common/contracts/auth';
import { hmacSha256Hex, safeEqual, sha256Hex } from '../../lib/secrets';

export interface AltchaSettings {
  hmacKey: string;
  /** Upper bound of the secret number: the average work is half of it (hashes in the browser). */
  maxNumber: number;
  ttlSeconds: number;
}

/** A verified, not yet redeemed solution: the challenge to mark spent and until when it matters. */
export interface AltchaSolution {
  challenge: string;
  expiresAt: Date;
}

/**
 * The ALTCHA proof-of-work protocol (https://altcha.org/docs/server-integration), server side:
 * the challenge is SHA-256(salt + secret number), signed with HMAC so no state is kept until a
 * solution is redeemed; the salt carries its expiry (`?expires=<unix seconds>`), which the
 * signature covers through the challenge.
 */
export class Altcha {
  constructor(private readonly settings: AltchaSettings) {}

  createChallenge(now = Date.now()): AltchaChallenge {
    const expires = Math.floor(now / 1000) + this.settings.ttlSeconds;
    const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
    const challenge = sha256Hex(`${salt}${randomInt(0, this.settings.maxNumber + 1)}`);
    return {
      algorithm: 'SHA-256',
      challenge,
      salt,
      maxnumber: this.settings.maxNumber,
      signature: hmacSha256Hex(this.settings.hmacKey, challenge),
    };
  }

  /** Checks a base64 JSON payload; answers the solution to redeem, or null when it is forged, wrong or expired. */
  verify(token: string, now = Date.now()): AltchaSolution | null {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = AltchaPayloadSchema.safeParse(decoded);
    if (!parsed.success) return null;
    const { algorithm, challenge, number, salt, signature } = parsed.data;
    if (algorithm !== 'SHA-256') return null;
    const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
    if (!Number.isFinite(expires) || expires <= 0 || expires * 1000 <= now) return null;
    if (!safeEqual(sha256Hex(`${salt}${number}`), challenge)) return null;
    if (!safeEqual(hmacSha256Hex(this.settings.hmacKey, challenge), signature)) return null;
    return { challenge, expiresAt: new Date(expires * 1000) };
  }
}

/** Solves a challenge the way the browser widget does (tests and scripted clients). */
export function solveAltcha(challenge: AltchaChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if (sha256Hex(`${challenge.salt}${number}`) === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return Buffer.from(
        JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }),
      ).toString('base64');
    }
  }
  throw new Error('ALTCHA challenge has no solution');
}
