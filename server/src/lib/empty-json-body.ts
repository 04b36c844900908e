import type { FastifyInstance } from 'fastify';

/**
 * Lets body-less POSTs through (registered once, at the root of the app): the web client sends
 * `Content-Type: application/json` on every call, and Fastify refuses an empty JSON body
 * (e.g. POST /user/2fa/setup). An empty body reads as undefined; anything else goes through
 * Fastify's own JSON parser (prototype-poisoning protection included).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, body.toString(), done);
  });
}
