import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccessPolicy } from '../access';
import { MessageContextRepository } from './message-context.repository';
import { MessageEngine } from './message-engine';
import { messageFailureRoutes } from './message-failures.routes';
import { MessageFailuresService } from './message-failures.service';
import { MessageDispatchQueue } from './messages.jobs';
import { messageRoutes } from './messages.routes';
import { MessagesService } from './messages.service';
import { createSmsSender } from './sms';

declare module 'fastify' {
  interface FastifyInstance {
    messageEngine: MessageEngine;
    messageFailures: MessageFailuresService;
  }
}

/**
 * Guest messages: the engine (planning, sending), its subscriptions to stay changes, the dispatch queue, and the /messages routes. The queue starts at boot when
 * there is anything to send (schedules or waiting messages) and otherwise on first use, so an
 * installation that never schedules a message never polls. MESSAGE_DISPATCH_SECONDS=0 turns the
 * worker off on an instance (tests drive the engine directly).
 */
export default fp(
  async function messagesPlugin(app: FastifyInstance) {
    const { config, database } = app;
    const engine = new MessageEngine(database.db, {
      publicUrl: config.publicUrl,
      mailer: app.mailer,
      sms: createSmsSender(config),
      log: app.log.child({ module: 'messages' }),
    });
    const workerOn = config.MESSAGE_DISPATCH_SECONDS > 0;
    // Failed messages reach the host: the dashboard notice's routes, and the owners' daily digest,
    // looked for after each dispatcher run (decision 044).
    const failures = new MessageFailuresService(database.db, {
      access: new AccessPolicy(database.db),
      mailer: app.mailer,
      publicUrl: config.publicUrl,
      log: app.log.child({ module: 'message-failures' }),
    });
    app.decorate('messageFailures', failures);
    const queue = new MessageDispatchQueue(
      app.jobs,
      async () => {
        await engine.dispatchAll();
        await failures.digestIfDue();
      },
      app.log.child({ module: 'message-queue' }),
      { pollingIntervalSeconds: Math.max(1, config.MESSAGE_DISPATCH_SECONDS) },
    );
    const wake = () => {
      if (workerOn)
        queue.wake().catch((error: unknown) => app.log.warn({ err: error }, 'could not wake the message queue'));
    };

    app.decorate('messageEngine', engine);
    // A stay's messages follow it, whoever changed it (the host, a CSV or a calendar import): planned
    // from the change events written with the stay, so a crash between the two cannot lose them.
    // Planning reads the stay as it is now and keeps one message per stay and schedule: a second
    // delivery of the same event plans and sends nothing more. Events come in batches (an import's
    // hundred stays are planned with a few queries).
    app.events.onBatch(['stay.created', 'stay.changed'], 'messages.plan-stay', async (events) => {
      await engine.planStays([...new Set(events.map((event) => event.stayId))]);
      wake();
    });
    app.events.on('stay.cancelled', 'messages.cancel-stay', ({ stayId, propertyId }) =>
      engine.cancelStay(stayId, propertyId),
    );
    const service = new MessagesService(database.db, engine, { publicUrl: config.publicUrl, wake });
    await app.register(messageRoutes, { prefix: config.API_BASE_PATH, service });
    await app.register(messageFailureRoutes, { prefix: config.API_BASE_PATH, service: failures });

    if (workerOn) {
      app.addHook('onReady', async () => {
        if (await new MessageContextRepository(database.db).anythingToSend())
          await queue
            .start()
            .catch((error: unknown) =>
              app.log.warn({ err: error }, 'message queue could not start; it will start on first use'),
            );
      });
    }
    app.addHook('onClose', async () => {
      await queue.stop(config.SHUTDOWN_TIMEOUT_MS);
    });
  },
  { name: 'messages', dependencies: ['mail', 'jobs', 'events'] },
);
