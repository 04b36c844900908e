import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeEvents } from './change-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Change events (server/src/events): emit inside a transaction, subscribe at build. */
    events: ChangeEvents;
  }
}

/**
 * Provides app.events. Registered before the modules that subscribe; delivery starts once the app
 * is ready (every subscriber registered) and stops on close, before the database closes.
 */
export default fp(
  async function eventsPlugin(app: FastifyInstance) {
    const events = new ChangeEvents(app.database.db, {
      log: app.log.child({ module: 'events' }),
      claimSeconds: app.config.CHANGE_EVENT_CLAIM_SECONDS,
    });
    app.decorate('events', events);
    app.addHook('onReady', async () => events.start());
    app.addHook('onClose', async () => events.close());
  },
  { name: 'events' },
);
