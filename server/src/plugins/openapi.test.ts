import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ACCESS } from '../security/route-access';
import { buildTestApp, type TestApp } from '../test/test-app';

interface Operation {
  operationId?: string;
  summary?: string;
  security?: { bearer?: string[] }[];
  responses: Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;
}

let t: TestApp;
let operations: { method: string; path: string; route: string; op: Operation }[];
let components: Record<string, { properties?: Record<string, unknown> }>;
let documentText: string;

/** A schema, or the component it references (`#/components/schemas/<name>`). */
const resolved = (schema: unknown) => {
  const ref = (schema as { $ref?: string }).$ref;
  return ref ? components[ref.replace('#/components/schemas/', '')]! : (schema as { properties?: object });
};

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  documentText = res.body;
  const doc = res.json() as {
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: typeof components };
  };
  components = doc.components.schemas;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      route: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      op,
    })),
  );
});
afterAll(() => t.close());

describe('GET /api/docs/json', () => {
  it('documents the API and the health checks, not the guest pages or files', () => {
    expect(operations.length).toBeGreaterThan(140);
    for (const { path } of operations) expect(path).toMatch(/^(\/api\/|\/healthz$|\/readyz$)/);
  });

  it('gives every operation a unique camelCase operationId and a summary', () => {
    const ids = operations.map(({ op }) => op.operationId);
    for (const { route, op } of operations) {
      expect(op.operationId, route).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(op.summary?.length, route).toBeGreaterThan(3);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares security from the access list: none on public routes, the bearer token elsewhere', () => {
    for (const { route, op } of operations) {
      const access = ROUTE_ACCESS[route];
      expect(access, route).toBeDefined();
      expect(op.security, route).toEqual(access === 'public' ? [] : [{ bearer: [] }]);
    }
  });

  it('documents the 4xx answers in the { result, errors } wrapper', () => {
    const byId = new Map(operations.map((entry) => [entry.op.operationId, entry.op]));
    const statuses = (id: string) => Object.keys(byId.get(id)!.responses).filter((status) => status.startsWith('4'));
    // Input -> 400; signed-in -> 401; a property of someone else -> 404; owner only -> 403.
    expect(statuses('deleteProperty')).toEqual(['400', '401', '403', '404']);
    // A stale modifyDate -> 409; uploads are size- and rate-limited.
    expect(statuses('updateStay')).toContain('409');
    expect(statuses('uploadVideo')).toEqual(expect.arrayContaining(['413', '429']));
    expect(statuses('issueToken')).toEqual(['400', '409', '429']);
    const notFound = byId.get('getStay')!.responses['404'];
    expect(notFound.description).toMatch(/Not found/);
    const schema = resolved(notFound.content?.['application/json']?.schema);
    expect(Object.keys(schema.properties!)).toEqual(['result', 'errors']);
  });

  it('describes the shared answers once, as components the operations reference', () => {
    const byId = new Map(operations.map((entry) => [entry.op.operationId, entry.op]));
    const answer = (id: string, status: string) =>
      byId.get(id)!.responses[status]!.content!['application/json']!.schema;
    expect(answer('getStay', '404')).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    const properties = resolved(answer('listProperties', '200')).properties as Record<string, { items?: unknown }>;
    expect(properties.result!.items).toEqual({ $ref: '#/components/schemas/Property' });
    expect(Object.keys(components)).toEqual(
      expect.arrayContaining(['ApiError', 'ErrorEnvelope', 'Property', 'Guide', 'GuideSection']),
    );
    // Every component is used; no operation writes the property's fields out again.
    for (const name of Object.keys(components)) expect(documentText).toContain(`"#/components/schemas/${name}"`);
    expect(JSON.stringify(operations.map(({ op }) => op))).not.toContain('"fullAddress"');
  });
});
