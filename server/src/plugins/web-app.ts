import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES, ERROR_KEYS } from '@common/errors';

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * index.html for any page route so the client router can take over (its 404 page included).
 * Unknown API paths answer a JSON 404 in the wrapper instead.
 */
export default fp(async function webAppPlugin(app: FastifyInstance, opts: { distDir: string | null; apiBase: string }) {
  const distDir = opts.distDir && existsSync(path.join(opts.distDir, 'index.html')) ? opts.distDir : null;
  const isApiPath = (url: string) => url === opts.apiBase || url.startsWith(`${opts.apiBase}/`) || url.startsWith(`${opts.apiBase}?`);

  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(distDir, filePath);
        void reply.header('cache-control', relative.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = distDir ? await readFile(path.join(distDir, 'index.html'), 'utf8') : null;

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(url) && !/\.[a-z0-9]{1,5}(\?|$)/i.test(url.split('?')[0]!);
    if (wantsPage && indexHtml) {
      return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.code(404).type('application/json; charset=utf-8').send({
      result: null,
      errors: [{ code: ERROR_CODES.notFound, description: isApiPath(url) ? ERROR_KEYS.routeNotFound : ERROR_KEYS.notFound }],
    });
  });
});
