import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appPath, firstRequests } from '@common/first-requests';
import {
  hasServerView,
  SERVER_ANSWERS_ID,
  serverViewIsForm,
  type ServerAnswers,
  VIEW_COOKIE,
  viewListRequests,
} from '@common/host-view';
import { ROLES } from '../lib/tokens';

/** What the build's server renderer takes (web/src/prerender/host-view.tsx). */
export interface HostViewInput {
  pathname: string;
  config: unknown;
  user: Record<string, unknown>;
  answers: Record<string, unknown>;
}
export type HostViewRenderer = (input: HostViewInput) => Promise<string | null>;

/**
 * A render that has not answered by then (a worker still starting on a busy machine, a stuck one) gives
 * way to the shell's splash: the page's head is out already and the app starts as without a view.
 */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The worker's code: loads the build's renderer and answers each { id, input } with { id, html } or
 * { id, error }. Its environment is NODE_ENV=production alone: React runs its production build there
 * (the server itself sets no NODE_ENV), and nothing else of the server's settings is needed to render.
 */
const RENDER_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const loaded = import(workerData.entry);
parentPort.on('message', async ({ id, input }) => {
  try {
    const html = await (await loaded).renderHostView(input);
    parentPort.postMessage({ id, html });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.stack || error) });
  }
});`;

/**
 * The renderer in the web build (web/dist/server/entry-server.js, scripts/lib/prerender.mjs) in a
 * worker thread of its own, so that a render never holds up the server's other answers; null when the
 * build has none. The worker starts on the first render and stays.
 */
export function loadHostViewRenderer(distDir: string): { render: HostViewRenderer; close: () => Promise<void> } | null {
  const file = path.join(distDir, 'server', 'entry-server.js');
  if (!existsSync(file)) return null;
  let worker: Worker | null = null;
  let next = 0;
  const waiting = new Map<number, { resolve: (html: string | null) => void; reject: (error: Error) => void }>();
  const start = () => {
    const started = new Worker(RENDER_WORKER, {
      eval: true,
      workerData: { entry: pathToFileURL(file).href },
      env: { NODE_ENV: 'production' },
    });
    started.unref();
    started.on('message', ({ id, html, error }: { id: number; html?: string | null; error?: string }) => {
      const call = waiting.get(id);
      waiting.delete(id);
      if (error !== undefined) call?.reject(new Error(error));
      else call?.resolve(html ?? null);
    });
    // A worker that died fails what it was doing; the next render starts another.
    started.on('exit', () => {
      worker = null;
      for (const call of waiting.values()) call.reject(new Error('the render worker stopped'));
      waiting.clear();
    });
    return started;
  };
  const render: HostViewRenderer = (input) =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      (worker ??= start()).postMessage({ id, input });
    });
  const close = async () => {
    await worker?.terminate();
  };
  return { render, close };
}

/** A GET of the API as the host, through the same routes, checks and policy as the browser's calls. */
async function apiResult(app: FastifyInstance, request: FastifyRequest, url: string, token: string) {
  const answer = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    remoteAddress: request.ip,
  });
  if (answer.statusCode !== 200) return undefined;
  const body = answer.json<{ result?: unknown }>();
  return body.result ?? undefined;
}

/**
 * The view cookie's token when the page at `pathname` has a server view and the token is a live,
 * complete sign-in (signature, expiry, no second factor pending); null otherwise. Cheap: no database.
 */
export async function viewToken(
  app: FastifyInstance,
  request: FastifyRequest,
  pathname: string,
): Promise<{ token: string; userId: string } | null> {
  const token = request.cookies?.[VIEW_COOKIE];
  // An address with a query (the editor's ?section=) is the app's to render: the view is drawn from the path alone.
  if (!token || !hasServerView(pathname) || request.url.includes('?')) return null;
  const claims = await app.tokens.verify(token);
  if (!claims || claims.role.includes(ROLES.twoFactorPending)) return null;
  return { token, userId: claims.sub };
}

/**
 * A signed-in host's page with its data, rendered on the server (decision 077): the markup for #root
 * and the answers the app starts from. Null when any of the page's calls does not answer 200 (a
 * session ended meanwhile answers 401) or the render fails. The calls are the API's own (GET /user and
 * the page's first queries), so the access policy and the session checks are the API's.
 */
export async function hostView(
  app: FastifyInstance,
  request: FastifyRequest,
  options: {
    pathname: string;
    token: string;
    userId: string;
    apiBase: string;
    publicConfig: unknown;
    render: HostViewRenderer;
  },
): Promise<{ html: string; data: ServerAnswers } | null> {
  const { pathname, token, userId, apiBase, publicConfig, render } = options;
  try {
    const paths = firstRequests(pathname);
    const [user, ...results] = await Promise.all([
      apiResult(app, request, `${apiBase}/user`, token),
      ...paths.map((apiPath) => apiResult(app, request, `${apiBase}${apiPath}`, token)),
    ]);
    if (!user || typeof user !== 'object' || results.some((result) => result === undefined)) return null;
    // GET /user answers without tokens (their fields empty).
    const { token: _token, refreshToken: _refreshToken, ...profile } = user as Record<string, unknown>;
    const answers = Object.fromEntries(paths.map((apiPath, index) => [apiPath, results[index]]));
    // Then the lists the page's first view shows (the editor's), which depend on what answered.
    const lists = viewListRequests(pathname, answers);
    if (!lists) return null;
    const listed = await Promise.all(lists.map((list) => apiResult(app, request, `${apiBase}${list.path}`, token)));
    if (listed.some((result) => result === undefined)) return null;
    lists.forEach((list, index) => (answers[list.path] = listed[index]));
    let timer: NodeJS.Timeout | undefined;
    const html = await Promise.race([
      render({ pathname, config: publicConfig, user: { ...profile, token }, answers }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the render took too long')), RENDER_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    return html ? { html, data: { userId, user: profile, answers } } : null;
  } catch (error) {
    // The page still works: the app asks for the same data itself.
    request.log.warn({ err: error }, 'server view failed; the page shows the app shell');
    return null;
  }
}

/**
 * The app shell cut where the server's view goes: `head` (everything before #root, sent at once so the
 * browser fetches the styles and scripts while the server renders), `root` (the shell's own #root, the
 * splash, for a view that could not be made) and `tail`.
 */
export function splitShell(shell: string, pathname: string): { head: string; root: string; tail: string } | null {
  const root = shell.indexOf('<div id="root">');
  const body = shell.lastIndexOf('</body>');
  if (root < 0 || body < root) return null;
  const { locale } = appPath(pathname);
  const head = shell
    .slice(0, root)
    .replace(/<html lang="[^"]*">/, `<html lang="${locale}" data-mantine-color-scheme="light">`);
  return { head, root: shell.slice(root, body), tail: shell.slice(body) };
}

/**
 * #root with the server's view, which the app hydrates, and the answers in a data block the app reads
 * as it starts (module scripts run once the document is parsed).
 */
export function serverViewRoot(view: { html: string; data: ServerAnswers }, pathname: string): string {
  const data = JSON.stringify(view.data).replace(/</g, '\\u003c');
  // A form is inert until the app has taken it over (common/host-view.ts); the app lifts it.
  const inert = serverViewIsForm(pathname) ? ' inert=""' : '';
  return `<div id="root" data-server-view=""${inert}>${view.html}</div><script type="application/json" id="${SERVER_ANSWERS_ID}">${data}</script>\n  `;
}
