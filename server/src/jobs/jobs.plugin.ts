import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppJobs } from './boss';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's one pg-boss, shared by the modules' queues (jobs/boss.ts). */
    jobs: AppJobs;
  }
}

/**
 * Provides app.jobs. Registered before the modules that queue work: Fastify runs onClose hooks in
 * reverse order of registration, so each module stops its workers and waits for its jobs first, and
 * pg-boss itself stops last, once.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const jobs = new AppJobs(app.database, app.log.child({ module: 'jobs' }));
    app.decorate('jobs', jobs);
    app.addHook('onClose', async () => {
      await jobs.stop();
    });
  },
  { name: 'jobs' },
);
