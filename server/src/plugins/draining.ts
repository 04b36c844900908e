import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Starts draining (SIGTERM): from now on every new request is answered 503 with Retry-After and
     * `Connection: close` (while the port stays open, so a client is told rather than refused, and
     * /readyz fails so a load balancer stops sending traffic). Resolves once the requests already in
     * progress have finished; the caller then closes the server.
     */
    drain(): Promise<void>;
  }
}

/** Seconds a client is told to wait when this instance is shutting down (another one, or this one restarted, will answer). */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

/** Liveness is still true while draining: an orchestrator must not kill a process that is finishing its work. */
const ALWAYS_ANSWERED = new Set(['/healthz']);

/** Tracks requests in progress and turns new ones away once the instance drains. */
export default fp(
  async function drainingPlugin(app: FastifyInstance) {
    const inFlight = new Set<FastifyRequest>();
    let settle: (() => void) | null = null;
    const finished = (request: FastifyRequest) => {
      inFlight.delete(request);
      if (settle && inFlight.size === 0) settle();
    };

    app.addHook('onRequest', async (request, reply) => {
      if (app.appState.draining && !ALWAYS_ANSWERED.has(request.url.split('?')[0]!)) {
        return reply
          .code(503)
          .header('retry-after', String(DRAINING_RETRY_AFTER_SECONDS))
          .header('connection', 'close')
          .type('application/json; charset=utf-8')
          .send({ result: null, errors: [{ code: ERROR_CODES.unavailable, description: ERROR_KEYS.unavailable }] });
      }
      inFlight.add(request);
      // The raw response's 'close' fires once, whatever happened: answered, hijacked and streamed
      // (the concierge's event stream), or a client that went away mid-request.
      reply.raw.once('close', () => finished(request));
    });

    app.decorate('drain', async () => {
      app.appState.draining = true;
      if (inFlight.size === 0) return;
      await new Promise<void>((resolve) => {
        settle = resolve;
      });
    });
  },
  { name: 'draining' },
);
