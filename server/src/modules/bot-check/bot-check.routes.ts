import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AltchaChallengeSchema } from '@common/contracts/auth';
import { wrapped } from '@common/contracts/api';
import { ok } from '../../lib/envelope';

/** GET /auth/botcheck/challenge: a fresh ALTCHA challenge for the forms' invisible check. */
export const botCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/botcheck/challenge',
    {
      schema: {
        operationId: 'getBotCheckChallenge',
        tags: ['auth'],
        summary: 'ALTCHA proof-of-work challenge for the bot check',
        response: { 200: wrapped(AltchaChallengeSchema) },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(app.botCheck.createChallenge());
    },
  );
};
