import type { FastifyInstance } from 'fastify';
import { AccessPolicy } from '../access';
import fp from 'fastify-plugin';
import { RateLimiter, RateLimitRepository } from '../rate-limit';
import { IndexQueue } from './ai.jobs';
import { AiProvider } from './ai.provider';
import { IndexRunRepository } from './ai.index-runs.repository';
import { KnowledgeRepository } from './ai.knowledge.repository';
import { PassageRepository } from './ai.passages.repository';
import { ProcessBuckets } from './ai.process-buckets';
import { PropertyReadRepository } from './ai.properties.repository';
import { QuestionRepository } from './ai.questions.repository';
import { aiRoutes } from './ai.routes';
import { devicesForIndex } from './device-source';
import { GuideRepository } from '../guide';
import { AiService } from './ai.service';
import { PromptTemplatesRepository } from './prompt-templates.repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI knowledge base and concierge (modules/concierge). */
    ai: { service: AiService; queue: IndexQueue };
  }
}

/** How often each instance looks for interrupted indexing runs. */
const RECOVERY_INTERVAL_MS = 15_000;

/**
 * The AI module: indexing queue, recovery of interrupted runs, and the routes under the API base.
 * Needs the rate-limit plugin's table (it makes its own limiters with the concierge's limits) and
 * the access-code guard.
 */
export default fp(
  async function aiPlugin(app: FastifyInstance) {
    const { config, database } = app;
    const repos = {
      properties: new PropertyReadRepository(database.db),
      runs: new IndexRunRepository(database.db),
      passages: new PassageRepository(database.db),
      // The embedded database has one writer (this process): settings rows are kept between questions.
      knowledge: new KnowledgeRepository(database.db, { keepSettings: database.kind === 'pglite' }),
      questions: new QuestionRepository(database.db),
    };
    const limits = new RateLimitRepository(database.db);
    const provider =
      config.AI_BASE_URL && config.AI_CHAT_MODEL
        ? new AiProvider({
            baseUrl: config.AI_BASE_URL,
            apiKey: config.AI_API_KEY,
            chatModel: config.AI_CHAT_MODEL,
            embedModel: config.AI_EMBED_MODEL,
          })
        : null;
    const prompts = new PromptTemplatesRepository(database.db);
    const service = new AiService(
      repos,
      provider,
      {
        // Embedded database: the ask counters live in this process, the only one serving it.
        guest: new RateLimiter(database.kind === 'pglite' ? new ProcessBuckets(database.db) : limits, {
          windowSeconds: 60,
          perAccount: config.AI_ASKS_PER_GUIDE_PER_MINUTE,
          perIp: config.AI_ASKS_PER_CLIENT_PER_MINUTE,
        }),
        // Access codes sent with questions: the guide's own guard (per client and per guide).
        codes: app.accessCodeGuard,
        console: new RateLimiter(limits, {
          windowSeconds: 60,
          perAccount: config.AI_CONSOLE_ASKS_PER_MINUTE,
          perIp: 1_000_000,
        }),
      },
      app.log,
      {
        stayAccess: app.stayAccess,
        devices: devicesForIndex(database.db),
        stamps: new GuideRepository(database.db),
        access: new AccessPolicy(database.db),
        promptTemplates: (strTypeIds, locale) => prompts.instructionsFor(strTypeIds, locale),
      },
    );
    const queue = new IndexQueue(app.jobs, (runId, jobId) => service.runIndex(runId, jobId), app.log);
    service.attachQueue(queue);
    app.decorate('ai', { service, queue });

    // Never stale: every write that changes what a guide shows announces guide.changed in its own
    // transaction (property save, videos, devices); the index follows it (debounced, so a burst of
    // changes makes one run; idempotent: a run indexes what the guide holds now). The concierge's own
    // editing routes (Q&A, question -> section) call scheduleReindex themselves.
    app.events.on('guide.changed', 'ai.reindex', async ({ propertyId }) => service.scheduleReindex(propertyId));

    let timer: NodeJS.Timeout | null = null;
    const recover = () =>
      service.recover().catch((error: unknown) => {
        if (!closing) app.log.warn({ err: error }, 'AI index recovery failed');
      });
    let closing = false;
    app.addHook('onReady', async () => {
      // Runs interrupted by the previous shutdown or crash are resumed at boot.
      await recover();
      timer = setInterval(() => void recover(), RECOVERY_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closing = true;
      if (timer) clearInterval(timer);
      // Re-indexes still waiting are left to the sweep of the next instance that starts (recover()).
      service.cancelReindex();
      await queue.stop();
      await service.drain();
    });

    await app.register(aiRoutes, { prefix: config.API_BASE_PATH, service });
  },
  { name: 'ai', dependencies: ['access-code', 'stays', 'jobs', 'events'] },
);
