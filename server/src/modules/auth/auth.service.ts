import {
  AUTH_ERROR_KEYS,
  BOT_CHECK_ACTIONS,
  type GoogleSignInRequest,
  type IssueTokenRequest,
  type RefreshTokenRequest,
  type TokenPair,
} from '@common/contracts/auth';
import type { UserSession } from '@common/contracts/user';
import { isLocale } from '@common/locales';
import type { UserRow } from '../../db/schema';
import { conflict, notFound, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { ROLES, type TokenService } from '../../lib/tokens';
import type { BotCheck } from '../bot-check';
import type { RateLimiter } from '../rate-limit';
import {
  type ClientContext,
  presentPendingUser,
  presentUser,
  type TwoFactorService,
  type UserRepository,
} from '../user';
import type { GoogleIdTokenVerifier } from './google';
import type { RevokeReason, SessionRepository } from './sessions.repository';

/** A password sign-in waits this long for its second factor. */
export const TWO_FACTOR_PENDING_TTL_SECONDS = 300;
const DAY_MS = 86_400_000;
const PURGE_PROBABILITY = 0.01;

/** Rate-limit action names (also the keys' prefixes). */
export const LIMITED = { issueToken: 'issuetoken', verify2fa: 'verify2fa', google: 'google' } as const;

export interface AuthServiceDeps {
  users: UserRepository;
  sessions: SessionRepository;
  tokens: TokenService;
  twoFactor: TwoFactorService;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  google: GoogleIdTokenVerifier | null;
  refreshTokenTtlDays: number;
  /** Seconds a just-spent refresh token is still honoured (concurrent refreshes from two tabs). */
  refreshReuseGraceSeconds: number;
}

/** Who is asking: the client address for per-IP limits and the bot check. */

let dummyHash: Promise<string> | null = null;
/** Verifying against a throwaway hash keeps an unknown email as slow as a wrong password. */
const dummyPasswordHash = () => (dummyHash ??= hashPassword('no-such-account-placeholder'));

/**
 * Sign-in, two-factor completion, token refresh with rotation and reuse detection, Google sign-in
 * and sign-out. Sessions are the unit of revocation: an access token names its session (`sid`).
 */
export class AuthService {
  constructor(private readonly deps: AuthServiceDeps) {}

  private sessionExpiry = () => new Date(Date.now() + this.deps.refreshTokenTtlDays * DAY_MS);

  /** POST /auth/issuetoken. */
  async issueToken(request: IssueTokenRequest, client: ClientContext): Promise<UserSession> {
    const { users, rateLimiter, botCheck } = this.deps;
    // Per client: wrong passwords from elsewhere slow this client down, never lock the account.
    await rateLimiter.consumePerClient(
      LIMITED.issueToken,
      { account: request.email, ip: client.ip },
      AUTH_ERROR_KEYS.tooManyAttempts,
    );
    await botCheck.verify(request.botToken, BOT_CHECK_ACTIONS.login, client.ip);
    const user = await users.findByEmail(request.email);
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), request.password);
    if (!user || !user.passwordHash || !passwordOk) throw conflict(AUTH_ERROR_KEYS.invalidCredentials);
    if (!user.isActive) throw conflict(AUTH_ERROR_KEYS.accountInactive);
    if (!user.emailConfirmed) throw conflict(AUTH_ERROR_KEYS.emailNotConfirmed);
    await rateLimiter.resetClient(LIMITED.issueToken, request.email, client.ip);
    return this.startSession(user, request.rememberMe ?? false, 'password');
  }

  /** A new sign-in: the full session, or a TwoFa-pending one when the user has two-factor on. */
  async startSession(user: UserRow, rememberMe: boolean, method: 'password' | 'google'): Promise<UserSession> {
    const { sessions, tokens } = this.deps;
    if (Math.random() < PURGE_PROBABILITY) await sessions.purgeExpired();
    if (user.twoFactorEnabled) {
      const session = await sessions.create({
        userId: user.id,
        twoFactorPending: true,
        rememberMe,
        method,
        expiresAt: new Date(Date.now() + TWO_FACTOR_PENDING_TTL_SECONDS * 1000),
      });
      const token = await tokens.sign(
        { sub: user.id, role: [ROLES.twoFactorPending], sid: session.id },
        TWO_FACTOR_PENDING_TTL_SECONDS,
      );
      return presentPendingUser(user, token, rememberMe);
    }
    const session = await sessions.create({
      userId: user.id,
      twoFactorPending: false,
      rememberMe,
      method,
      expiresAt: this.sessionExpiry(),
    });
    return this.signedIn(user, session.id, rememberMe);
  }

  /** Issues the first token pair of a full session and records the sign-in. */
  private async signedIn(user: UserRow, sessionId: string, rememberMe: boolean): Promise<UserSession> {
    const refreshToken = await this.newRefreshToken(sessionId);
    const updated = await this.deps.users.recordLogin(user.id);
    const token = await this.deps.tokens.sign({ sub: user.id, role: updated.roles, sid: sessionId });
    return presentUser(updated, { token, refreshToken, rememberMe }, await this.deps.users.profileImageUrl(updated));
  }

  private async newRefreshToken(sessionId: string): Promise<string> {
    const refreshToken = randomToken(32);
    await this.deps.sessions.addRefreshToken(sessionId, sha256Hex(refreshToken), this.sessionExpiry());
    return refreshToken;
  }

  /** POST /auth/verify2fa with the TwoFa token's session. */
  async verifyTwoFactor(
    auth: { userId: string; sessionId: string },
    code: string,
    client: ClientContext,
  ): Promise<UserSession> {
    const { users, sessions, rateLimiter, twoFactor } = this.deps;
    await rateLimiter.consume(
      LIMITED.verify2fa,
      { account: auth.userId, ip: client.ip },
      AUTH_ERROR_KEYS.tooManyAttempts,
    );
    const session = await sessions.findPending(auth.sessionId, auth.userId);
    const user = session ? await users.findById(auth.userId) : null;
    if (!session || !user) throw unauthorized(AUTH_ERROR_KEYS.sessionExpired);
    if (!user.isActive) throw conflict(AUTH_ERROR_KEYS.accountInactive);
    await twoFactor.verifySecondFactor(user, code);
    if (!(await sessions.completePending(session.id, this.sessionExpiry())))
      throw unauthorized(AUTH_ERROR_KEYS.sessionExpired);
    await rateLimiter.reset(LIMITED.verify2fa, auth.userId);
    return this.signedIn(user, session.id, session.rememberMe);
  }

  /**
   * POST /auth/refreshtoken: spends the refresh token and answers a new pair. A token presented
   * again after REFRESH_REUSE_GRACE_SECONDS means it leaked: the whole session is ended.
   */
  async refresh(request: RefreshTokenRequest): Promise<TokenPair> {
    const { sessions, tokens, users } = this.deps;
    const invalid = () => unauthorized(AUTH_ERROR_KEYS.invalidRefreshToken);
    const found = await sessions.findRefreshToken(sha256Hex(request.refreshToken));
    if (!found) throw invalid();
    const { token: stored, session } = found;
    // Two tabs (or a duplicated tab) refreshing with the same pair at once: the later one presents a
    // token spent a moment ago. Within the grace it gets a pair of its own; after it, the token
    // leaked and the whole session ends.
    const raced = stored.usedAt !== null;
    if (raced && Date.now() - stored.usedAt!.getTime() > this.deps.refreshReuseGraceSeconds * 1000) {
      await sessions.revoke(session.id, 'reuse');
      throw invalid();
    }
    if (
      session.revokedAt ||
      session.twoFactorPending ||
      session.expiresAt.getTime() <= Date.now() ||
      stored.expiresAt.getTime() <= Date.now()
    ) {
      throw unauthorized(AUTH_ERROR_KEYS.sessionExpired);
    }
    // The access token (expired or not) must be one this server signed for the same session.
    const claims = await tokens.verify(request.token, { ignoreExpiry: true });
    if (!claims || claims.sid !== session.id || claims.sub !== session.userId) throw invalid();
    // Spent by a concurrent refresh between the read and now: the same race, within the grace.
    if (!raced) await sessions.spendRefreshToken(stored.id);
    const user = await users.findById(session.userId);
    if (!user || !user.isActive) throw unauthorized(AUTH_ERROR_KEYS.sessionExpired);
    const refreshToken = await this.newRefreshToken(session.id);
    await sessions.touch(session.id, this.sessionExpiry());
    return { token: await tokens.sign({ sub: user.id, role: user.roles, sid: session.id }), refreshToken };
  }

  /** POST /auth/signout: ends the session of the refresh token, if any. Always succeeds. */
  async signOut(refreshToken: string): Promise<void> {
    if (!refreshToken) return;
    const found = await this.deps.sessions.findRefreshToken(sha256Hex(refreshToken));
    if (found) await this.deps.sessions.revoke(found.session.id, 'signout');
  }

  /** Ends the user's sessions (password change keeps the current one, password reset none). */
  async endSessions(userId: string, reason: RevokeReason, keepSessionId?: string): Promise<void> {
    await this.deps.sessions.revokeAllForUser(userId, reason, keepSessionId);
  }

  /** The current session's remember-me choice (for answers that carry the user). */
  async rememberMe(sessionId: string): Promise<boolean> {
    return (await this.deps.sessions.findById(sessionId))?.rememberMe ?? false;
  }

  /**
   * POST /auth/IssueTokenGoogle: signs in the account linked to the Google subject, else links the
   * account with the same (Google-verified) email, else creates a confirmed account without password.
   */
  async google(request: GoogleSignInRequest, client: ClientContext): Promise<UserSession> {
    const { google, users, rateLimiter } = this.deps;
    if (!google) throw notFound(AUTH_ERROR_KEYS.googleDisabled);
    await rateLimiter.consume(LIMITED.google, { ip: client.ip }, AUTH_ERROR_KEYS.tooManyAttempts);
    const identity = await google.verify(request.credential);
    if (!identity || !identity.emailVerified) throw conflict(AUTH_ERROR_KEYS.googleTokenInvalid);
    let user = await users.findByGoogleSubject(identity.subject);
    if (!user) {
      const existing = await users.findByEmail(identity.email);
      if (existing) {
        user = existing.googleSubject ? null : await users.linkGoogle(existing.id, identity.subject);
        // The email's account is linked to another Google identity: refuse rather than take it over.
        if (!user) throw conflict(AUTH_ERROR_KEYS.googleTokenInvalid);
      } else {
        const locale = request.locale ?? (identity.locale?.toLowerCase().startsWith('es') ? 'es' : 'en');
        user = await users.create({
          email: identity.email,
          emailConfirmed: true,
          googleSubject: identity.subject,
          firstName: identity.givenName.slice(0, 100),
          lastName: identity.familyName.slice(0, 100),
          locale: isLocale(locale) ? locale : 'en',
        });
        if (!user) user = await users.findByGoogleSubject(identity.subject);
        if (!user) throw conflict(AUTH_ERROR_KEYS.googleTokenInvalid);
      }
    }
    if (!user.isActive) throw conflict(AUTH_ERROR_KEYS.accountInactive);
    return this.startSession(user, request.rememberMe ?? false, 'google');
  }
}
