import { describe, expect, it } from 'vitest';
import { createProperty, sampleGuide } from './ai.fixtures';
import { ask, casa, indexNow, other, owner, stranger, t, useTwoGuides } from './ai.two-guides.fixtures';

useTwoGuides();

describe('host AI settings, Q&A pairs and the questions log', () => {
  const url = (propertyId: number, rest = '') => `/api/ai/property/${propertyId}${rest}`;

  it('requires a signed-in host and refuses another host', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(casa.id, '/settings') })).statusCode).toBe(401);
    for (const rest of ['/settings', '/qa', '/questions']) {
      expect(
        (await t.app.inject({ method: 'GET', url: url(casa.id, rest), headers: stranger.headers })).statusCode,
      ).toBe(404);
    }
    const post = await t.app.inject({
      method: 'POST',
      url: url(casa.id, '/qa'),
      headers: stranger.headers,
      payload: { question: 'Is there a cot?', answer: 'Yes', locale: 'en' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('saves tone, instructions, topics to avoid and the escalation contact', async () => {
    // Asked before the save (the settings as they were are read, and kept on the embedded database).
    const before = (await ask(casa.slug, { question: 'Can I get a discount for next year?', locale: 'en' })).json()
      .result;
    expect(before.contact?.name).not.toBe('Luis');
    const bad = await t.app.inject({
      method: 'PUT',
      url: url(casa.id, '/settings'),
      headers: owner.headers,
      payload: { tone: 'rude' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('tone');
    const res = await t.app.inject({
      method: 'PUT',
      url: url(casa.id, '/settings'),
      headers: owner.headers,
      payload: {
        tone: 'formal',
        instructions: 'Sign as Marta.',
        topicsToAvoid: ['discounts', ' discounts '],
        escalation: { name: 'Luis', phone: '+34 611 000 999', email: '' },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      tone: 'formal',
      topicsToAvoid: ['discounts'],
      escalation: { name: 'Luis', phone: '+34 611 000 999', email: null },
    });
    const avoided = (await ask(casa.slug, { question: 'Can I get a discount for next year?', locale: 'en' })).json()
      .result;
    expect(avoided).toMatchObject({ answered: false, contact: { name: 'Luis', phone: '+34 611 000 999' } });
  });

  it('indexes the host Q&A pairs and turns an unanswered question into one', async () => {
    const res = await ask(casa.slug, { question: 'Is there a baby cot?', locale: 'en' });
    expect(res.json().result.answered).toBe(false);
    const log = (
      await t.app.inject({ method: 'GET', url: url(casa.id, '/questions?filter=unanswered'), headers: owner.headers })
    ).json().result;
    const item = log.items.find((q: { question: string }) => q.question === 'Is there a baby cot?');
    expect(item).toMatchObject({ answered: false, qaId: null });
    expect(log.unansweredCount).toBeGreaterThan(0);

    const empty = await t.app.inject({
      method: 'POST',
      url: url(casa.id, `/questions/${item.questionId}/qa`),
      headers: owner.headers,
      payload: { answer: '' },
    });
    expect(empty.statusCode).toBe(400);
    const converted = await t.app.inject({
      method: 'POST',
      url: url(casa.id, `/questions/${item.questionId}/qa`),
      headers: owner.headers,
      payload: { answer: 'Yes, a travel cot is in the bedroom wardrobe.' },
    });
    expect(converted.statusCode).toBe(200);
    expect(converted.json().result).toMatchObject({ question: 'Is there a baby cot?', locale: 'en' });
    const again = await t.app.inject({
      method: 'POST',
      url: url(casa.id, `/questions/${item.questionId}/qa`),
      headers: owner.headers,
      payload: { answer: 'Twice' },
    });
    expect(again.statusCode).toBe(409);

    expect(
      (await t.app.inject({ method: 'GET', url: url(casa.id), headers: owner.headers })).json().result.outOfDate,
    ).toBe(true);
    await indexNow(casa.id);
    const answered = (await ask(casa.slug, { question: 'do you have a cot for our baby', locale: 'en' })).json().result;
    expect(answered.answered).toBe(true);
    expect(answered.answer).toContain('travel cot');
    expect(answered.citations[0].sectionId).toBe(`qa-${converted.json().result.qaId}`);
  });

  it('edits and deletes Q&A pairs', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: url(casa.id, '/qa'),
      headers: owner.headers,
      payload: { question: 'Is there a lift?', answer: 'No, the flat is on the second floor.', locale: 'en' },
    });
    const qaId = created.json().result.qaId;
    const edited = await t.app.inject({
      method: 'PUT',
      url: url(casa.id, `/qa/${qaId}`),
      headers: owner.headers,
      payload: { question: 'Is there a lift?', answer: 'No lift: two flights of stairs.', locale: 'en' },
    });
    expect(edited.json().result.answer).toBe('No lift: two flights of stairs.');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: url(other.id, `/qa/${qaId}`),
          headers: stranger.headers,
          payload: { question: 'Is there a lift?', answer: 'x', locale: 'en' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(casa.id, `/qa/${qaId}`), headers: owner.headers })).json()
        .result,
    ).toEqual({ qaId });
    expect(
      (await t.app.inject({ method: 'DELETE', url: url(casa.id, `/qa/${qaId}`), headers: owner.headers })).statusCode,
    ).toBe(404);
  });

  it('lets the host ask as a guest, with or without the access code', async () => {
    const draft = await createProperty(t, owner, { ...sampleGuide(), published: false });
    await indexNow(draft.id);
    const askAs = (withAccessCode: boolean) =>
      t.app.inject({
        method: 'POST',
        url: url(draft.id, '/ask'),
        headers: owner.headers,
        payload: { question: 'wifi password?', locale: 'en', withAccessCode },
      });
    expect((await askAs(false)).json().result.needsCode).toBe(true);
    expect((await askAs(true)).json().result.answer).toContain('naranja2024');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: url(draft.id, '/ask'),
          headers: stranger.headers,
          payload: { question: 'wifi?' },
        })
      ).statusCode,
    ).toBe(404);
  });
});
