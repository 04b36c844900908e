import { randomBytes } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { settingOrInsert } from '../db/app-settings.repository';

/** Role claim values. TwoFa marks a token that only proves the password, pending the second factor. */
export const ROLES = { admin: 'Admin', internal: 'Internal', twoFactorPending: 'TwoFa' } as const;

export interface AccessClaims {
  /** User id (aspNetUsersId). */
  sub: string;
  /** Role claim: role names, including TwoFa while two-factor is pending. */
  role: string[];
  /** Session (refresh token family) the token belongs to. */
  sid: string;
}

const ISSUER = 'guidebook';
/** Who the token is for: this API (a token signed with the same key for anything else is refused). */
const AUDIENCE = 'guidebook-api';
const ALGORITHM = 'HS256';

/** Signs and verifies short-lived access tokens (HS256 only; `alg: none` and other algorithms are refused). */
export class TokenService {
  constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds: number,
  ) {}

  async sign(claims: AccessClaims, ttlSeconds = this.ttlSeconds): Promise<string> {
    return new SignJWT({ role: claims.role, sid: claims.sid })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Returns the claims, or null for anything forged, expired, malformed, signed otherwise, or
   * addressed to another issuer or audience, and for a token without an expiry.
   */
  async verify(token: string, options: { ignoreExpiry?: boolean } = {}): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        requiredClaims: ['exp'],
        // Refresh accepts an expired access token: it only identifies the session, the refresh token proves it.
        // It also accepts one without an audience, as signed before tokens carried one, so those sessions refresh.
        ...(options.ignoreExpiry ? { currentDate: new Date(0) } : { audience: AUDIENCE }),
      });
      if (
        options.ignoreExpiry &&
        payload.aud !== undefined &&
        payload.aud !== AUDIENCE &&
        !(Array.isArray(payload.aud) && payload.aud.length === 1 && payload.aud[0] === AUDIENCE)
      )
        return null;
      if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
      const role = Array.isArray(payload.role)
        ? payload.role.filter((r): r is string => typeof r === 'string')
        : typeof payload.role === 'string'
          ? [payload.role]
          : [];
      return { sub: payload.sub, sid: payload.sid, role };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

const SIGNING_KEY_SETTING = 'jwt_signing_key';

/**
 * The signing key: JWT_SECRET when configured, otherwise a random key created once and kept in
 * the database, so every instance sharing the database signs and verifies with the same key.
 */
export async function resolveSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const value = await settingOrInsert(db, SIGNING_KEY_SETTING, randomBytes(48).toString('base64'));
  return new Uint8Array(Buffer.from(value, 'base64'));
}
