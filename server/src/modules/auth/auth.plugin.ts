import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RecoveryCodeRepository, TwoFactorService, UserRepository } from '../user';
import { ROLES } from '../../lib/tokens';
import { AuthService } from './auth.service';
import { GoogleIdTokenVerifier } from './google';
import { SessionRepository } from './sessions.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in, sessions and tokens (modules/auth). */
    authService: AuthService;
    /** TOTP two-factor checks, shared by /auth/verify2fa and /user/2fa/*. */
    twoFactor: TwoFactorService;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Provides app.authService and checks, on every request with a valid bearer token, that its
 * session was not ended (sign-out, refresh-token reuse, password change) and its user is still
 * active; otherwise the request counts as anonymous (401 where a user is required). The user's
 * roles are taken from the same row, so granting or revoking a role counts from the next request.
 * One indexed lookup per authenticated request. Needs the auth, rate-limit and bot-check plugins first.
 */
export default fp(
  async function accountsPlugin(app: FastifyInstance) {
    const { config, database } = app;
    const users = new UserRepository(database.db, config.imageBaseUrl);
    const sessions = new SessionRepository(database.db);
    const twoFactor = new TwoFactorService(users, new RecoveryCodeRepository(database.db), app.secretBox);
    // Secrets stored in plain text by an older version (or with an older key) are sealed now.
    app.addHook('onReady', async () => {
      const resealed = await twoFactor.resealStoredSecrets();
      if (resealed) app.log.info({ resealed }, 'two-factor secrets sealed with the current key');
    });
    const google = config.GOOGLE_CLIENT_ID
      ? new GoogleIdTokenVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL)
      : null;
    app.decorate('twoFactor', twoFactor);
    app.decorate(
      'authService',
      new AuthService({
        users,
        sessions,
        tokens: app.tokens,
        twoFactor,
        rateLimiter: app.rateLimiter,
        botCheck: app.botCheck,
        google,
        refreshTokenTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
        refreshReuseGraceSeconds: config.REFRESH_REUSE_GRACE_SECONDS,
      }),
    );

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const auth = request.auth;
      if (!auth) return;
      // A token names a session of its own user: one that is gone (the user deleted, the row purged),
      // ended, of another user or of a deactivated user counts as no token at all.
      const status = UUID.test(auth.sessionId) ? await sessions.status(auth.sessionId) : null;
      if (!status || status.revoked || !status.userActive || status.userId !== auth.userId) request.auth = null;
      // Roles as stored now, not as signed into the token: a revoked role stops working at once.
      else request.auth = { ...auth, roles: status.roles.filter((role) => role !== ROLES.twoFactorPending) };
    });
  },
  { name: 'accounts', dependencies: ['rate-limit', 'bot-check'] },
);
