import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { StayAccess } from './stay-access';

declare module 'fastify' {
  interface FastifyInstance {
    /** The guest side of stay links (guide JSON, guest page, concierge, "I've arrived"). */
    stayAccess: StayAccess;
  }
}

/** Provides app.stayAccess for the guide routes and the concierge. */
export default fp(
  async function staysPlugin(app: FastifyInstance) {
    app.decorate(
      'stayAccess',
      new StayAccess(app.database.db, {
        unlockHoursBefore: app.config.STAY_UNLOCK_HOURS_BEFORE,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
      }),
    );
  },
  { name: 'stays', dependencies: ['mail'] },
);
