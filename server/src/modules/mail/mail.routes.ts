import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ERROR_KEYS } from '@common/errors';
import { notFound } from '../../lib/errors';
import { MailRepository } from './mail.repository';
import { escapeHtml } from './mail.templates';

const OUTBOX_PAGE_SIZE = 50;

/** Escapes the mail text and turns its http(s) addresses into links. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether a request comes from this machine itself: a loopback socket address and no proxy header
 * (a reverse proxy on the same machine connects from loopback on behalf of anyone).
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const headers = request.headers;
  return (
    LOOPBACK.test(request.socket.remoteAddress ?? '') &&
    !headers['x-forwarded-for'] &&
    !headers.forwarded &&
    !headers['x-real-ip']
  );
}

/**
 * GET /dev/outbox: the latest outbox mails as an HTML page, so someone running the app without
 * a mail server can open their confirmation link. Registered only when SMTP_URL is unset and
 * DEV_OUTBOX is true, and answered only to requests from this machine: it shows every user's
 * confirmation and reset links, which anyone else could use to take over accounts.
 */
export const mailOutboxRoutes: FastifyPluginAsync = async (app) => {
  const repository = new MailRepository(app.database.db);
  app.get('/dev/outbox', { schema: { hide: true } }, async (request, reply) => {
    if (!isFromThisMachine(request)) throw notFound(ERROR_KEYS.routeNotFound);
    const mails = await repository.latest(OUTBOX_PAGE_SIZE);
    const items = mails
      .map(
        (m) => `<article style="border:1px solid #ced4da;border-radius:8px;padding:12px 16px;margin:16px 0">
<h2 style="font-size:18px;margin:0 0 4px">${escapeHtml(m.subject)}</h2>
<p style="margin:0 0 8px;color:#495057">To ${escapeHtml(m.toAddress)} &middot; <time datetime="${m.createDate.toISOString()}">${escapeHtml(m.createDate.toISOString())}</time></p>
<pre style="white-space:pre-wrap;overflow-wrap:anywhere;font-family:inherit;margin:0">${linkify(m.text)}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mail outbox</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#212529">
<h1>Mail outbox</h1>
<p>SMTP_URL is not set, so mail is kept here instead of being sent (newest first, last ${OUTBOX_PAGE_SIZE}).</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
  });
};
