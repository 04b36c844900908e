import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors';
import { type StaffPermission, staffMay } from '../modules/access';
import { type AccessClaims, ROLES, type TokenService } from '../lib/tokens';

export interface AuthContext {
  userId: string;
  roles: string[];
  sessionId: string;
  /** True while the password is proven but the second factor is not. */
  twoFactorPending: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route never reads `request.auth` (health probes): the bearer token is not verified. */
    withoutAuth?: boolean;
  }
  interface FastifyRequest {
    /** The verified bearer of the request, or null. Set by the auth plugin for every request. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    tokens: TokenService;
    /** preHandler: a fully signed-in user (401 without a valid token, 403 while two-factor is pending). */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: a token that is only pending its second factor (or a full one). */
    requireTwoFactorPending: preHandlerAsyncHookHandler;
    /** preHandler: a fully signed-in staff member holding the permission (the access policy's staff table). */
    requireStaff: (permission: StaffPermission) => preHandlerAsyncHookHandler;
  }
}

const toContext = (claims: AccessClaims): AuthContext => ({
  userId: claims.sub,
  roles: claims.role.filter((r) => r !== ROLES.twoFactorPending),
  sessionId: claims.sid,
  twoFactorPending: claims.role.includes(ROLES.twoFactorPending),
});

/** Reads `Authorization: Bearer <jwt>` on every request; routes opt in to requiring it. */
export default fp(async function authPlugin(app: FastifyInstance, opts: { tokens: TokenService }) {
  app.decorate('tokens', opts.tokens);
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    // Probes never look at the caller: a token sent along is not even read (no session look-up,
    // so a database outage cannot fail liveness for a signed-in tab or a proxy that forwards tokens).
    if (request.routeOptions.config?.withoutAuth) return;
    const header = request.headers.authorization;
    if (!header) return;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) return;
    const claims = await opts.tokens.verify(match[1]!);
    request.auth = claims ? toContext(claims) : null;
  });

  const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.auth) throw unauthorized();
    if (request.auth.twoFactorPending) throw forbidden('errors.twoFactorRequired');
  };
  app.decorate('requireUser', requireUser);
  app.decorate('requireTwoFactorPending', async (request: FastifyRequest) => {
    if (!request.auth) throw unauthorized();
  });
  app.decorate(
    'requireStaff',
    (permission: StaffPermission) => async (request: FastifyRequest, reply: FastifyReply) => {
      await requireUser(request, reply);
      if (!staffMay(request.auth!.roles, permission)) throw forbidden();
    },
  );
});
