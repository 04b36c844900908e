import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccessCodeGuard, CLIENT_CODE_LIMITS } from './access-code.guard';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one check of guide access codes (guide JSON, guest page, concierge). */
    accessCodeGuard: AccessCodeGuard;
  }
}

/** Provides app.accessCodeGuard, configured by GUIDE_CODE_* settings; needs the mail plugin. */
export default fp(
  async function accessCodePlugin(app: FastifyInstance) {
    const { config, database } = app;
    app.decorate(
      'accessCodeGuard',
      new AccessCodeGuard(
        database.db,
        {
          ...CLIENT_CODE_LIMITS,
          perGuide: config.GUIDE_CODE_WRONG_PER_GUIDE,
          publicUrl: config.publicUrl,
        },
        app.mailer,
        app.log.child({ module: 'guide-code' }),
      ),
    );
  },
  { name: 'access-code', dependencies: ['mail'] },
);
