import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { AUTH_ERROR_KEYS } from '@common/contracts/auth';
import type { TwoFactorSetupResult } from '@common/contracts/user';
import type { UserRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
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
  constructor(
    private readonly users: UserRepository,
    private readonly recoveryCodes: RecoveryCodeRepository,
  ) {}

  /** A fresh secret kept pending until a code from it is proven (POST /user/2fa/enable). */
  async setup(user: UserRow): Promise<TwoFactorSetupResult> {
    if (user.twoFactorEnabled) throw conflict(AUTH_ERROR_KEYS.twoFactorAlreadyEnabled);
    const secret = generateSecret();
    await this.users.setPendingTwoFactorSecret(user.id, secret);
    return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: user.email, secret }) };
  }

  /** Turns two-factor on once a code from the pending secret checks out; answers the recovery codes (shown once). */
  async enable(user: UserRow, code: string): Promise<string[]> {
    if (user.twoFactorEnabled) throw conflict(AUTH_ERROR_KEYS.twoFactorAlreadyEnabled);
    const secret = user.twoFactorPendingSecret;
    if (!secret) throw conflict(AUTH_ERROR_KEYS.twoFactorNotSetUp);
    const timeStep = await verifyTotp(secret, code);
    if (timeStep === null) throw conflict(AUTH_ERROR_KEYS.invalidTwoFactorCode, { field: 'code' });
    if (!(await this.users.enableTwoFactor(user.id, secret, timeStep))) throw conflict(AUTH_ERROR_KEYS.twoFactorNotSetUp);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.recoveryCodes.replace(user.id, codes.map((c) => sha256Hex(normalizeRecoveryCode(c))));
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
      const timeStep = await verifyTotp(user.twoFactorSecret, trimmed);
      if (timeStep === null) throw wrong();
      if (!(await this.users.claimTotpStep(user.id, timeStep))) throw used();
      return;
    }
    const row = await this.recoveryCodes.find(user.id, sha256Hex(normalizeRecoveryCode(trimmed)));
    if (!row) throw wrong();
    if (row.usedAt || !(await this.recoveryCodes.spend(row.id))) throw used();
  }
}
