import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { AUTH_ERROR_KEYS } from '@common/contracts/auth';
import type { TwoFactorSetupResult } from '@common/contracts/user';
import type { UserRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { sha256Hex } from '../../lib/secrets';
import type { RecoveryCodeRepository } from './recovery-codes.repository';
import type { UserRepository } from './user.repository';

/** Name shown in authenticator apps. */
export const TOTP_ISSUER = 'Guidebook';
export const RECOVERY_CODE_COUNT = 10;
/** One 30-second step either side, for clocks that drift. */
const TOTP_TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const TOTP_FORMAT = /^\d{6}$/;

/** Checks a TOTP; answers the matched RFC 6238 time step, or null. */
async function verifyTotp(secret: string, token: string): Promise<number | null> {
  const result = await verify({ secret, token, epochTolerance: TOTP_TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes are typed loosely: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A new recovery code such as "k7m2p-xq9rt". */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** TOTP two-factor (RFC 6238, otplib) with single-use codes and recovery codes. */
export class TwoFactorService {
  /** Secrets are stored sealed (`box`): a copy of the users table alone does not give them away. */
  constructor(
    private readonly users: UserRepository,
    private readonly recoveryCodes: RecoveryCodeRepository,
    private readonly box: SecretBox,
  ) {}

  /** A fresh secret kept pending until a code from it is proven (POST /user/2fa/enable). */
  async setup(user: UserRow): Promise<TwoFactorSetupResult> {
    if (user.twoFactorEnabled) throw conflict(AUTH_ERROR_KEYS.twoFactorAlreadyEnabled);
    const secret = generateSecret();
    await this.users.setPendingTwoFactorSecret(user.id, this.box.seal(secret));
    return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: user.email, secret }) };
  }

  /** Turns two-factor on once a code from the pending secret checks out; answers the recovery codes (shown once). */
  /**
   * Seals secrets stored before encryption (or with an older key) with the current key; run at
   * start-up. Each row is rewritten only if it still holds the value read, so instances starting
   * together do not fight.
   */
  async resealStoredSecrets(): Promise<number> {
    let count = 0;
    for (const row of await this.users.twoFactorSecretsWithout(this.box.currentPrefix)) {
      for (const column of ['twoFactorSecret', 'twoFactorPendingSecret'] as const) {
        const stored = row[column];
        if (!stored || !this.box.needsResealing(stored)) continue;
        if (await this.users.replaceTwoFactorSecret(row.id, column, stored, this.box.seal(this.box.open(stored))))
          count++;
      }
    }
    return count;
  }

  async enable(user: UserRow, code: string): Promise<string[]> {
    if (user.twoFactorEnabled) throw conflict(AUTH_ERROR_KEYS.twoFactorAlreadyEnabled);
    const sealed = user.twoFactorPendingSecret;
    if (!sealed) throw conflict(AUTH_ERROR_KEYS.twoFactorNotSetUp);
    const timeStep = await verifyTotp(this.box.open(sealed), code);
    if (timeStep === null) throw conflict(AUTH_ERROR_KEYS.invalidTwoFactorCode, { field: 'code' });
    // The sealed value moves as is: the update only succeeds if it is still the pending one.
    if (!(await this.users.enableTwoFactor(user.id, sealed, timeStep)))
      throw conflict(AUTH_ERROR_KEYS.twoFactorNotSetUp);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.recoveryCodes.replace(
      user.id,
      codes.map((c) => sha256Hex(normalizeRecoveryCode(c))),
    );
    return codes;
  }

  async disable(user: UserRow, code: string): Promise<void> {
    if (!user.twoFactorEnabled) throw conflict(AUTH_ERROR_KEYS.twoFactorNotEnabled);
    await this.verifySecondFactor(user, code);
    await this.users.disableTwoFactor(user.id);
    await this.recoveryCodes.deleteAll(user.id);
  }

  /**
   * Checks a 6-digit TOTP (each time step accepted once) or a recovery code (each accepted once).
   * Throws 409 invalidTwoFactorCode for a wrong code and codeUsed for a replayed one.
   */
  async verifySecondFactor(user: UserRow, code: string): Promise<void> {
    const wrong = () => conflict(AUTH_ERROR_KEYS.invalidTwoFactorCode, { field: 'code' });
    const used = () => conflict(AUTH_ERROR_KEYS.codeUsed, { field: 'code' });
    if (!user.twoFactorEnabled || !user.twoFactorSecret) throw wrong();
    const trimmed = code.trim();
    if (TOTP_FORMAT.test(trimmed)) {
      const timeStep = await verifyTotp(this.box.open(user.twoFactorSecret), trimmed);
      if (timeStep === null) throw wrong();
      if (!(await this.users.claimTotpStep(user.id, timeStep))) throw used();
      return;
    }
    const row = await this.recoveryCodes.find(user.id, sha256Hex(normalizeRecoveryCode(trimmed)));
    if (!row) throw wrong();
    if (row.usedAt || !(await this.recoveryCodes.spend(row.id))) throw used();
  }
}
