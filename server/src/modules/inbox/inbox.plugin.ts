import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccessPolicy } from '../access';
import { RateLimiter, RateLimitRepository } from '../rate-limit';
import { inboxRoutes } from './inbox.routes';
import { InboxService } from './inbox.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Host contacts for guests and the inbox of guests' questions (modules/inbox). */
    inbox: InboxService;
  }
}

/**
 * Questions sent to the host: per client 5 and per guide 40 in 10 minutes (a guest asks a few, a
 * script cannot fill an inbox or the owner's mailbox). Reading answers: 30 per client, 600 per guide a minute.
 */
const ASK_LIMITS = { windowSeconds: 600, perIp: 5, perAccount: 40 };
const READ_LIMITS = { windowSeconds: 60, perIp: 30, perAccount: 600 };

/** The inbox module: its service (app.inbox), its routes under the API base and its mail subscribers. */
export default fp(
  async function inboxPlugin(app: FastifyInstance) {
    const { database, config } = app;
    const limits = new RateLimitRepository(database.db);
    const service = new InboxService(database.db, {
      events: app.events,
      access: new AccessPolicy(database.db),
      mailer: app.mailer,
      stayAccess: app.stayAccess,
      codes: app.accessCodeGuard,
      limits: { ask: new RateLimiter(limits, ASK_LIMITS), read: new RateLimiter(limits, READ_LIMITS) },
      publicUrl: config.publicUrl,
    });
    app.decorate('inbox', service);
    // The question and its notice commit together (decision 030); the mails follow, at least once.
    app.events.on('inbox.asked', 'inbox.notify-owner', async ({ questionId }) => service.notifyOwner(questionId));
    app.events.on('inbox.answered', 'inbox.mail-guest', async ({ questionId }) => service.mailReply(questionId));
    await app.register(inboxRoutes, { prefix: config.API_BASE_PATH, service });
  },
  { name: 'inbox', dependencies: ['access-code', 'stays', 'events', 'mail'] },
);
