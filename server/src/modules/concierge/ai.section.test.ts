import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_ERROR_KEYS } from '@common/contracts/ai';
import type { Property } from '@common/contracts/property';
import { resources } from '@common/locales/index';
import { aiQuestions, properties } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { addCoHost, createHost, createProperty, sampleGuide, section, type TestHost, waitIndexed } from './ai.fixtures';

let t: TestApp;
let owner: TestHost;
let stranger: TestHost;
let casa: Awaited<ReturnType<typeof createProperty>>;
let other: Awaited<ReturnType<typeof createProperty>>;

/** A guest's question as the concierge logs it (written straight to the log: asking is not under test here). */
async function logQuestion(propertyId: number, question: string, locale: 'en' | 'es' = 'en') {
  const [row] = await t.database.db
    .insert(aiQuestions)
    .values({ propertyId, question, locale, answered: false, mode: 'extractive' })
    .returning();
  return row!.id;
}

const toSection = (host: TestHost | null, propertyId: number, questionId: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ai/property/${propertyId}/questions/${questionId}/section`,
    headers: host?.headers ?? {},
    payload: payload as object,
  });

const toQa = (host: TestHost, propertyId: number, questionId: string, answer: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/ai/property/${propertyId}/questions/${questionId}/qa`,
    headers: host.headers,
    payload: { answer },
  });

async function questionsOf(host: TestHost, propertyId: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/ai/property/${propertyId}/questions?filter=all`,
    headers: host.headers,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as {
    items: { questionId: string; qaId: string | null; sectionId: string | null; sectionTitle: string | null }[];
    unansweredCount: number;
  };
}

async function propertyOf(host: TestHost, propertyId: number): Promise<Property> {
  const res = await t.app.inject({ method: 'GET', url: '/api/property/user', headers: host.headers });
  return (res.json().result as Property[]).find((p) => p.propertyId === propertyId)!;
}

const sectionCount = async (propertyId: number) =>
  (await t.database.db.select({ guide: properties.guide }).from(properties).where(eq(properties.id, propertyId)))[0]!
    .guide.sections.length;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createHost(t);
  stranger = await createHost(t);
  casa = await createProperty(t, owner, sampleGuide());
  other = await createProperty(t, stranger, {
    name: 'Villa Luna',
    sections: [section('luna-rules', 'rules', { en: 'Rules' }, { en: '<p>No parties.</p>' })],
  });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /ai/property/{propertyId}/questions/{questionId}/section', () => {
  const valid = { title: 'Hair dryer', body: '<p>The hair dryer is in the bathroom drawer.</p>' };

  it('requires a signed-in host', async () => {
    const questionId = await logQuestion(casa.id, 'Is there an iron?');
    expect((await toSection(null, casa.id, questionId, valid)).statusCode).toBe(401);
  });

  it('rejects an empty or overlong title and an empty body, naming the field', async () => {
    const questionId = await logQuestion(casa.id, 'Is there an iron?');
    const cases: [unknown, string][] = [
      [{ ...valid, title: '   ' }, 'title'],
      [{ ...valid, title: 'x'.repeat(121) }, 'title'],
      [{ body: valid.body }, 'title'],
      [{ ...valid, body: '' }, 'body'],
      [{ ...valid, body: 'x'.repeat(20_001) }, 'body'],
      // Markup without words, or words only inside what the sanitiser drops, is an empty body too.
      [{ ...valid, body: '<p> </p><p>&nbsp;</p>' }, 'body'],
      [{ ...valid, body: '<script>alert("the iron")</script>' }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const res = await toSection(owner, casa.id, questionId, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ code: 'validation', field });
    }
    expect((await toSection(owner, casa.id, 'not-a-uuid', valid)).json().errors[0].field).toBe('questionId');
    expect(await sectionCount(casa.id)).toBe(sampleGuide().sections.length);
  });

  it("refuses another host's property, an unknown question and a question of another property as not found", async () => {
    const questionId = await logQuestion(casa.id, 'Is there an iron?');
    const strangers = await logQuestion(other.id, 'Can we have a party?');
    expect((await toSection(stranger, casa.id, questionId, valid)).statusCode).toBe(404);
    expect((await toSection(owner, casa.id, '00000000-0000-4000-8000-000000000000', valid)).statusCode).toBe(404);
    expect((await toSection(owner, casa.id, strangers, valid)).statusCode).toBe(404);
    expect((await toSection(owner, other.id, strangers, valid)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ sectionId: aiQuestions.sectionId })
      .from(aiQuestions)
      .where(eq(aiQuestions.id, questionId));
    expect(row!.sectionId).toBeNull();
    expect(await sectionCount(other.id)).toBe(1);
  });

  it('adds a sanitised custom section in the question language, last, and links the question to it', async () => {
    const questionId = await logQuestion(casa.id, '¿Hay plancha?', 'es');
    const before = await propertyOf(owner, casa.id);
    const { unansweredCount } = await questionsOf(owner, casa.id);

    const res = await toSection(owner, casa.id, questionId, {
      title: '  Plancha ',
      body: '<p onclick="x()">La plancha está en el armario.</p><script>alert(1)</script>',
    });
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toEqual({ sectionId: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/), title: 'Plancha', questionId });

    const after = await propertyOf(owner, casa.id);
    expect(after.guide.sections).toHaveLength(before.guide.sections.length + 1);
    expect(after.guide.sections.at(-1)).toEqual({
      sectionId: result.sectionId,
      kind: 'custom',
      icon: null,
      sensitive: false,
      sortOrder: before.guide.sections.length,
      title: { es: 'Plancha' },
      body: { es: '<p>La plancha está en el armario.</p>' },
      mediaIds: [],
      imageUrls: [],
    });
    expect(new Date(after.modifyDate).getTime()).toBeGreaterThan(new Date(before.modifyDate).getTime());

    const guest = (await t.app.inject({ method: 'GET', url: `/api/guide/${casa.slug}?locale=es` })).json().result;
    expect(guest.sections.find((s: { sectionId: string }) => s.sectionId === result.sectionId)).toMatchObject({
      kind: 'custom',
      title: 'Plancha',
      body: '<p>La plancha está en el armario.</p>',
      locked: false,
    });

    const log = await questionsOf(owner, casa.id);
    expect(log.items.find((q) => q.questionId === questionId)).toMatchObject({
      sectionId: result.sectionId,
      sectionTitle: 'Plancha',
      qaId: null,
    });
    expect(log.unansweredCount).toBe(unansweredCount - 1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/ai/property/${casa.id}`, headers: owner.headers })).json().result
        .outOfDate,
    ).toBe(true);
  });

  it('makes an editor that still holds the old modifyDate reload before saving', async () => {
    const stale = await propertyOf(owner, casa.id);
    const questionId = await logQuestion(casa.id, 'Is there a kettle?');
    expect(
      (await toSection(owner, casa.id, questionId, { title: 'Kettle', body: '<p>On the counter.</p>' })).statusCode,
    ).toBe(200);
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/property/user',
      headers: owner.headers,
      payload: { ...stale, name: 'Casa Sol 2' },
    });
    expect(save.statusCode).toBe(409);
    expect(save.json().errors[0]).toMatchObject({
      description: 'host.property.errors.staleUpdate',
      field: 'modifyDate',
    });
    const fresh = await propertyOf(owner, casa.id);
    expect(fresh.name).toBe('Casa Sol');
    expect(fresh.guide.sections.at(-1)!.title).toEqual({ en: 'Kettle' });
  });

  it('answers 409 on a second conversion, and between the Q&A and the guide either way', async () => {
    const first = await logQuestion(casa.id, 'Is there a fan?');
    expect((await toSection(owner, casa.id, first, { title: 'Fan', body: '<p>In the wardrobe.</p>' })).statusCode).toBe(
      200,
    );
    const count = await sectionCount(casa.id);
    const again = await toSection(owner, casa.id, first, { title: 'Fan', body: '<p>Twice.</p>' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({
      code: 'conflict',
      description: 'host.ai.errors.questionAlreadyInGuide',
    });
    const qa = await toQa(owner, casa.id, first, 'In the wardrobe.');
    expect(qa.statusCode).toBe(409);
    expect(qa.json().errors[0].description).toBe('host.ai.errors.questionAlreadyInGuide');

    const second = await logQuestion(casa.id, 'Is there a toaster?');
    expect((await toQa(owner, casa.id, second, 'Yes, next to the kettle.')).statusCode).toBe(200);
    const afterQa = await toSection(owner, casa.id, second, { title: 'Toaster', body: '<p>Next to the kettle.</p>' });
    expect(afterQa.statusCode).toBe(409);
    expect(afterQa.json().errors[0].description).toBe('host.ai.errors.questionAlreadyConverted');
    expect(await sectionCount(casa.id)).toBe(count);
  });

  it('adds one section when the host clicks twice at once', async () => {
    const questionId = await logQuestion(casa.id, 'Are there beach towels?');
    const count = await sectionCount(casa.id);
    const payload = { title: 'Beach towels', body: '<p>In the blue basket.</p>' };
    const codes = (
      await Promise.all([
        toSection(owner, casa.id, questionId, payload),
        toSection(owner, casa.id, questionId, payload),
      ])
    )
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([200, 409]);
    expect(await sectionCount(casa.id)).toBe(count + 1);
  });

  it('frees the question again when the host deletes the section in the editor', async () => {
    const questionId = await logQuestion(casa.id, 'Is there a hammock?');
    const { sectionId } = (
      await toSection(owner, casa.id, questionId, { title: 'Hammock', body: '<p>On the terrace.</p>' })
    ).json().result;
    const current = await propertyOf(owner, casa.id);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/property/user',
      headers: owner.headers,
      payload: {
        ...current,
        guide: { ...current.guide, sections: current.guide.sections.filter((s) => s.sectionId !== sectionId) },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await questionsOf(owner, casa.id)).items.find((q) => q.questionId === questionId)).toMatchObject({
      sectionId: null,
      sectionTitle: null,
    });
    expect(
      (await toSection(owner, casa.id, questionId, { title: 'Hammock', body: '<p>Put away for the winter.</p>' }))
        .statusCode,
    ).toBe(200);
  });

  it('lets a co-host do it', async () => {
    const cohost = await createHost(t);
    await addCoHost(t, other.id, cohost);
    const questionId = await logQuestion(other.id, 'Where is the first-aid kit?');
    const res = await toSection(cohost, other.id, questionId, { title: 'First aid', body: '<p>Under the sink.</p>' });
    expect(res.statusCode).toBe(200);
    expect((await questionsOf(stranger, other.id)).items.find((q) => q.questionId === questionId)!.sectionId).toBe(
      res.json().result.sectionId,
    );
  });

  it('refuses a section beyond the guide limit with a translated 409', async () => {
    const full = await createProperty(t, owner, {
      sections: Array.from({ length: 60 }, (_, i) =>
        section(`s${i}`, 'custom', { en: `Section ${i}` }, { en: '<p>Text.</p>' }),
      ),
    });
    const questionId = await logQuestion(full.id, 'Is there a cot?');
    const res = await toSection(owner, full.id, questionId, valid);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      code: 'conflict',
      description: 'host.ai.errors.tooManySections',
      params: { max: 60 },
    });
    expect(await sectionCount(full.id)).toBe(60);
  });

  it('lets the concierge answer the question from the new section after the next index, citing it', async () => {
    const ask = (question: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/guide/${casa.slug}/ask`,
        payload: { question, locale: 'en' },
        remoteAddress: '10.1.2.3',
      });
    expect((await ask('Is there a hair dryer?')).json().result.answered).toBe(false);
    const [question] = await t.database.db
      .select()
      .from(aiQuestions)
      .where(eq(aiQuestions.question, 'Is there a hair dryer?'));
    const created = await toSection(owner, casa.id, question!.id, {
      title: 'Hair dryer',
      body: '<p>The hair dryer is in the bathroom drawer, under the sink.</p>',
    });
    expect(created.statusCode).toBe(200);
    const { sectionId } = created.json().result;

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/property/index/${casa.id}/all`, headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    await waitIndexed(t, casa.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/ai/property/${casa.id}`, headers: owner.headers })).json().result
        .outOfDate,
    ).toBe(false);
    const answer = (await ask('Where can I find a hair dryer?')).json().result;
    expect(answer).toMatchObject({ answered: true });
    expect(answer.answer).toContain('bathroom drawer');
    expect(answer.citations[0]).toEqual({ sectionId, title: 'Hair dryer' });
  });
});

describe('the contract', () => {
  it('documents the call with its body and answer in the OpenAPI page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, unknown> }>>;
    };
    const post = doc.paths['/api/ai/property/{propertyId}/questions/{questionId}/section']?.post;
    expect(post?.requestBody).toBeDefined();
    expect(JSON.stringify(post?.responses?.['200'])).toContain('sectionId');
  });

  it('has a translation in en and es for every error the AI calls send', () => {
    const lookup = (bundle: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
    for (const key of Object.values(AI_ERROR_KEYS)) {
      expect(typeof lookup(resources.en, key), key).toBe('string');
      expect(typeof lookup(resources.es, key), key).toBe('string');
    }
  });
});
