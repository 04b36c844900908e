import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiter, RateLimitRepository } from '../rate-limit';
import { supportRoutes } from './support.routes';
import { SupportService } from './support.service';

/** Support tickets: host and public routes, and the staff queue of the admin area. */
export default fp(
  async function supportPlugin(app: FastifyInstance) {
    const service = new SupportService(app.database.db, {
      mailer: app.mailer,
      botCheck: app.botCheck,
      rateLimiter: app.rateLimiter,
      contactLimiter: new RateLimiter(new RateLimitRepository(app.database.db), {
        windowSeconds: app.config.CONTACT_RATE_LIMIT_WINDOW_SECONDS,
        perAccount: app.config.CONTACT_RATE_LIMIT_PER_EMAIL,
        perIp: app.config.CONTACT_RATE_LIMIT_PER_CLIENT,
      }),
      supportEmail: app.config.SUPPORT_EMAIL,
      audit: app.admin.repo,
      publicUrl: app.config.publicUrl,
      maxPixels: app.config.UPLOAD_MAX_PIXELS,
    });
    await app.register(supportRoutes, {
      prefix: app.config.API_BASE_PATH,
      service,
      onStaffRoute: (route) => app.admin.routes.push(route),
    });
  },
  { name: 'support', dependencies: ['admin'] },
);
