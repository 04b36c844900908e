import type { FastifySchema } from 'fastify';
import { UPLOAD_ROUTES } from '../modules/rate-limit';
import { ROUTE_ACCESS, type Access } from '../security/route-access';

/** A 4xx answer a route can give, documented in the OpenAPI page with the `{ result, errors }` wrapper. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * 4xx answers of this route beyond those its inputs and its access level imply (400, 401, 403,
     * 404: see `documentOperation`), e.g. 409 for a rule the request breaks or 429 for a rate limit.
     * Documentation only: the error handler answers the same whatever is listed here.
     */
    errorStatuses?: readonly ErrorStatus[];
  }
}

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'Invalid input: each error names the rejected `field`',
  401: 'No valid bearer token (missing, expired or its session ended): refresh once, then sign in again',
  403: 'The account may not do this (its role, or a co-host on an owner-only action)',
  404: 'Not found, or not visible to this account (another host’s data is never revealed)',
  409: 'Refused by a rule of the product: the error `code` and `description` say which',
  413: 'The upload or body is larger than allowed',
  415: 'The file type is not accepted',
  429: 'Too many attempts: the `Retry-After` header says when to try again',
};

/** The `{ result: null, errors }` answer, a component of the document (openapi.ts) every 4xx answer references. */
export const ERROR_ENVELOPE_COMPONENT = 'ErrorEnvelope';
const errorEnvelopeRef = { $ref: `#/components/schemas/${ERROR_ENVELOPE_COMPONENT}` };

const INPUTS = ['body', 'querystring', 'params', 'headers'] as const;
const ROLE_GATED: readonly Access[] = ['owner', 'internal', 'admin'];
const RECORD_SCOPED: readonly Access[] = ['own', 'coHost', 'owner'];

/**
 * The 4xx statuses a route (`METHOD /path`) documents: implied by its inputs, its access level and
 * the upload limits, plus its own `errorStatuses`.
 */
function errorStatusesOf(schema: Record<string, unknown>, route: string, access: Access | undefined): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>((schema.errorStatuses as ErrorStatus[] | undefined) ?? []);
  if (UPLOAD_ROUTES.includes(route)) for (const status of [413, 429] as const) statuses.add(status);
  if (INPUTS.some((input) => schema[input] !== undefined)) statuses.add(400);
  if (access !== 'public') statuses.add(401);
  if (access && ROLE_GATED.includes(access)) statuses.add(403);
  if (route.includes(':') || (access && RECORD_SCOPED.includes(access))) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

/** Access is public, or the route needs `Authorization: Bearer` (unknown routes are treated as signed-in). */
const securityOf = (access: Access | undefined) => (access === 'public' ? [] : [{ bearer: [] }]);

interface RouteDocument {
  schema: FastifySchema;
  url: string;
  route: { method: string | string[] };
}

/**
 * Completes one operation of the OpenAPI document after the zod schemas were turned into JSON
 * Schema: `security` from the route's access level in route-access.ts (the list the authorization
 * matrix test holds the routes to), and the 4xx answers it can give. Routes outside the API (the
 * server-rendered guest pages, files, robots.txt) are left out, except the health checks.
 */
export function documentOperation(
  apiBase: string,
  { schema, url, route }: RouteDocument,
): { schema: FastifySchema; url: string } {
  const documented = url.startsWith(`${apiBase}/`) || url === '/healthz' || url === '/readyz';
  if (!documented) return { schema: { ...schema, hide: true }, url };
  if (!schema || schema.hide) return { schema, url };
  const method = Array.isArray(route.method) ? route.method[0] : route.method;
  const key = `${method} ${url}`;
  const access = ROUTE_ACCESS[key];
  const { errorStatuses: _listed, ...rest } = schema;
  const response = { ...((rest.response as Record<string, unknown> | undefined) ?? {}) };
  for (const status of errorStatusesOf(schema as Record<string, unknown>, key, access)) {
    response[status] ??= { ...errorEnvelopeRef, description: ERROR_DESCRIPTIONS[status] };
  }
  return { schema: { ...rest, security: securityOf(access), response }, url };
}
