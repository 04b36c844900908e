import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitRepository } from './rate-limit.repository';
import { RateLimiter } from './rate-limit.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database-backed brute-force limits (see RateLimiter). */
    rateLimiter: RateLimiter;
  }
}

/** Provides app.rateLimiter, configured by AUTH_RATE_LIMIT_* settings. */
export default fp(
  async function rateLimitPlugin(app: FastifyInstance) {
    const { config, database } = app;
    app.decorate(
      'rateLimiter',
      new RateLimiter(new RateLimitRepository(database.db), {
        windowSeconds: config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
        perAccount: config.AUTH_RATE_LIMIT_PER_ACCOUNT,
        perIp: config.AUTH_RATE_LIMIT_PER_IP,
      }),
    );
  },
  { name: 'rate-limit' },
);
