import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { wrapped } from '@common/contracts/api';
import {
  GoogleSignInRequestSchema,
  IssueTokenRequestSchema,
  RefreshTokenRequestSchema,
  SignOutRequestSchema,
  SignOutResultSchema,
  TokenPairSchema,
  VerifyTwoFactorRequestSchema,
} from '@common/contracts/auth';
import { UserSessionSchema } from '@common/contracts/user';
import { ok } from '../../lib/envelope';

const tags = ['auth'];
const noStore = { 'cache-control': 'no-store' };

/** The /auth calls: sign-in, token refresh, two-factor completion and sign-out (docs/api.md, "Call groups"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.authService;

  app.post(
    '/auth/issuetoken',
    {
      schema: {
        operationId: 'issueToken',
        errorStatuses: [409, 429],
        tags,
        summary: 'Sign in with email and password',
        description:
          'Answers the user; with two-factor on, a TwoFa token for POST /auth/verify2fa. 409 auth.errors.invalidCredentials / emailNotConfirmed; 429 with Retry-After.',
        body: IssueTokenRequestSchema,
        response: { 200: wrapped(UserSessionSchema) },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return ok(await service.issueToken(request.body, { ip: request.ip }));
    },
  );

  app.post(
    '/auth/verify2fa',
    {
      onRequest: app.requireTwoFactorPending,
      schema: {
        operationId: 'verifyTwoFactor',
        errorStatuses: [409, 429],
        tags,
        summary: 'Complete a sign-in with a TOTP or recovery code',
        description: 'Bearer: the TwoFa token of issuetoken. Answers the full user.',
        security: [{ bearer: [] }],
        body: VerifyTwoFactorRequestSchema,
        response: { 200: wrapped(UserSessionSchema) },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return ok(await service.verifyTwoFactor(request.auth!, request.body.code, { ip: request.ip }));
    },
  );

  app.post(
    '/auth/refreshtoken',
    {
      schema: {
        operationId: 'refreshToken',
        tags,
        summary: 'Rotate the token pair',
        description: 'Spends the refresh token; a spent one ends the whole session (401).',
        body: RefreshTokenRequestSchema,
        response: { 200: wrapped(TokenPairSchema) },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return ok(await service.refresh(request.body));
    },
  );

  app.post(
    '/auth/IssueTokenGoogle',
    {
      schema: {
        operationId: 'issueTokenGoogle',
        errorStatuses: [409, 429],
        tags,
        summary: 'Sign in with a Google ID token',
        description: '404 when GOOGLE_CLIENT_ID is not configured.',
        body: GoogleSignInRequestSchema,
        response: { 200: wrapped(UserSessionSchema) },
      },
    },
    async (request, reply) => {
      void reply.headers(noStore);
      return ok(await service.google(request.body, { ip: request.ip }));
    },
  );

  app.post(
    '/auth/signout',
    {
      schema: {
        operationId: 'signOut',
        tags,
        summary: 'Sign out: end the session of the refresh token',
        body: SignOutRequestSchema,
        response: { 200: wrapped(SignOutResultSchema) },
      },
    },
    async (request) => {
      await service.signOut(request.body.refreshToken);
      return ok({ signedOut: true as const });
    },
  );
};
