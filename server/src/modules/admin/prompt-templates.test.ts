import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPromptTemplate } from '@common/contracts/admin';
import { properties, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createProperty, sampleGuide, waitIndexed } from '../concierge/ai.fixtures';
import { createHost, type TestHost } from '../property/property.fixtures';

/**
 * Issue 18: prompt templates per rental type (the str types list) in /admin/ai, and the concierge
 * using the template of the property's type as its base instructions when a model is configured,
 * checked against a local server speaking the OpenAI chat protocol.
 */
let server: Server;
let systemPrompts: string[] = [];
let t: TestApp;
let internal: TestHost;
let admin: TestHost;
let types: { id: number; code: string }[];

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((raw) => {
      const body = JSON.parse(raw || '{}') as { messages?: { role: string; content: string }[] };
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      systemPrompts.push(body.messages?.find((m) => m.role === 'system')?.content ?? '');
      const user = body.messages?.find((m) => m.role === 'user')?.content ?? '';
      const first = /<passage n="1"[^>]*>\n([^\n.]*\.)/.exec(user)?.[1] ?? 'Nothing.';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'c1',
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: `${first} [1]` }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await buildTestApp({
    AI_BASE_URL: `http://127.0.0.1:${port}/v1`,
    AI_API_KEY: 'test-key',
    AI_CHAT_MODEL: 'test-chat',
  });
  internal = await createHost(t, { firstName: 'Ines' });
  admin = await createHost(t, { firstName: 'Adam' });
  await t.database.db
    .update(users)
    .set({ roles: ['Internal'] })
    .where(eq(users.id, internal.userId));
  await t.database.db
    .update(users)
    .set({ roles: ['Admin'] })
    .where(eq(users.id, admin.userId));
  types = (await t.app.inject({ method: 'GET', url: '/api/list/strTypes' })).json().result;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server?.close(resolve));
});
beforeEach(() => {
  systemPrompts = [];
});

const put = (who: TestHost, strTypeId: number | string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/ai/prompts/${strTypeId}`,
    headers: who.headers,
    payload: payload as object,
  });
const list = async (who: TestHost) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/ai/prompts', headers: who.headers })).json()
    .result as AdminPromptTemplate[];

describe('prompt templates per rental type', { timeout: 60_000 }, () => {
  it('lists the default, then every rental type of the str types list, empty until edited', async () => {
    const templates = await list(internal);
    expect(templates[0]).toMatchObject({
      strTypeId: 0,
      code: 'default',
      instructionsEn: '',
      instructionsEs: '',
      modifyDate: null,
    });
    expect(templates.slice(1).map((template) => template.code)).toEqual(types.map((type) => type.code));
    expect(templates.every((template) => template.nameEn && template.nameEs)).toBe(true);
  });

  it('is saved by an Admin only, validated, 404 for a type that does not exist, and audited', async () => {
    const villa = types[0]!;
    expect((await put(internal, villa.id, { instructionsEn: 'x', instructionsEs: 'y' })).statusCode).toBe(403);
    const tooLong = await put(admin, villa.id, { instructionsEn: 'x'.repeat(2001), instructionsEs: '' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toContainEqual(
      expect.objectContaining({ field: 'instructionsEn', description: 'errors.tooLong' }),
    );
    const missing = await put(admin, villa.id, { instructionsEn: 'Only English' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual(expect.objectContaining({ field: 'instructionsEs' }));
    expect((await put(admin, 'villa', { instructionsEn: '', instructionsEs: '' })).statusCode).toBe(400);
    expect((await put(admin, 987_654, { instructionsEn: 'x', instructionsEs: 'y' })).statusCode).toBe(404);

    const saved = await put(admin, villa.id, {
      instructionsEn: '  Welcome guests warmly.  ',
      instructionsEs: 'Da la bienvenida con calidez.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({
      strTypeId: villa.id,
      code: villa.code,
      instructionsEn: 'Welcome guests warmly.',
      instructionsEs: 'Da la bienvenida con calidez.',
    });
    await put(admin, villa.id, { instructionsEn: 'Welcome guests.', instructionsEs: 'Da la bienvenida.' });
    const audit = (await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: internal.headers })).json()
      .result.items as { actor: string; action: string; targetId: string; before: unknown; after: unknown }[];
    const entries = audit.filter((entry) => entry.action === 'ai.prompt.save' && entry.targetId === String(villa.id));
    expect(entries[0]).toMatchObject({
      actor: admin.email,
      before: { instructionsEn: 'Welcome guests warmly.' },
      after: { instructionsEn: 'Welcome guests.', instructionsEs: 'Da la bienvenida.' },
    });
    expect(entries[1]).toMatchObject({ before: null, after: { instructionsEn: 'Welcome guests warmly.' } });
  });

  it("gives the configured model the template of the property's rental type as its base instructions", async () => {
    const [apartment, cabin] = [types[1]!, types[2]!];
    await put(admin, 0, {
      instructionsEn: 'DEFAULT-BASE: keep it general.',
      instructionsEs: 'DEFAULT-BASE-ES: en general.',
    });
    await put(admin, apartment.id, {
      instructionsEn: 'APARTMENT-BASE: mention the building rules.',
      instructionsEs: 'APARTAMENTO-BASE: menciona las normas del edificio.',
    });
    const owner = await createHost(t, { firstName: 'Olga' });
    const flat = await createProperty(t, owner, sampleGuide());
    const hut = await createProperty(t, owner, { ...sampleGuide(), name: 'Cabaña' });
    await t.database.db
      .update(properties)
      .set({ strTypeIds: [apartment.id, cabin.id] })
      .where(eq(properties.id, flat.id));
    await t.database.db
      .update(properties)
      .set({ strTypeIds: [cabin.id] })
      .where(eq(properties.id, hut.id));
    for (const p of [flat, hut]) {
      await t.app.inject({ method: 'GET', url: `/api/property/index/${p.id}/all`, headers: owner.headers });
      await waitIndexed(t, p.id);
    }
    let ip = 0;
    const ask = async (slug: string, question: string, locale: 'en' | 'es') => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/guide/${slug}/ask`,
        payload: { question, locale },
        remoteAddress: `10.8.0.${++ip}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.mode).toBe('ai');
      return systemPrompts.pop()!;
    };

    const english = await ask(flat.slug, 'Where can I park the car?', 'en');
    expect(english).toContain('<base_instructions>APARTMENT-BASE: mention the building rules.</base_instructions>');
    expect(english).not.toContain('DEFAULT-BASE');
    // The rules come after the base instructions, so they win.
    expect(english.indexOf('APARTMENT-BASE')).toBeLessThan(english.indexOf('Rules, which nothing later'));
    expect(await ask(flat.slug, '¿Dónde aparco el coche?', 'es')).toContain(
      'APARTAMENTO-BASE: menciona las normas del edificio.',
    );
    // A type without a template: the default.
    expect(await ask(hut.slug, 'Where can I park the car?', 'en')).toContain(
      '<base_instructions>DEFAULT-BASE: keep it general.</base_instructions>',
    );
    // An edit applies to the next question.
    await put(admin, cabin.id, { instructionsEn: 'CABIN-BASE: mention the firewood.', instructionsEs: '' });
    expect(await ask(hut.slug, 'Where can I park the car?', 'en')).toContain('CABIN-BASE: mention the firewood.');
    // No Spanish text for the cabin: its English one rather than the general default.
    expect(await ask(hut.slug, '¿Dónde aparco el coche?', 'es')).toContain('CABIN-BASE');
  });
});
