import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestGuide } from '@common/contracts/guide';
import type { Property, PropertyUpdate } from '@common/contracts/property';
import type { SharedBlock } from '@common/contracts/shared-blocks';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { createGuide, type GuideFixture, saveProperty } from '../guide/guide.fixtures';
import { PropertyRepository } from '../property/property.repository';
import { createHost, type TestHost } from '../property/property.fixtures';

let t: TestApp;
let owner: TestHost;
let stranger: TestHost;
let editor: TestHost;
let flatA: GuideFixture;
let flatB: GuideFixture;
let strangersFlat: GuideFixture;
const changed: number[] = [];

const RULES = {
  name: 'House rules (city flats)',
  sectionKind: 'rules',
  title: { en: 'Building rules', es: 'Normas del edificio' },
  body: { en: '<p>Quiet after 22:00.</p>', es: '<p>Silencio a partir de las 22:00.</p>' },
};

const call = (
  host: TestHost | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, headers: { ...(host?.headers ?? {}), ...headers }, ...(payload ? { payload } : {}) });

async function create(body: object = RULES, headers: Record<string, string> = {}): Promise<SharedBlock> {
  const res = await call(owner, 'POST', '/api/shared-blocks', body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as SharedBlock;
}

async function use(block: SharedBlock, propertyId: number, host = owner): Promise<Property> {
  const res = await call(host, 'POST', `/api/shared-blocks/${block.sharedBlockId}/use`, { propertyId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Property;
}

const guest = async (slug: string, locale = 'en'): Promise<GuestGuide> => {
  const res = await call(null, 'GET', `/api/guide/${slug}?locale=${locale}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as GuestGuide;
};

const guestTitles = async (slug: string, locale = 'en') => (await guest(slug, locale)).sections.map((s) => s.title);

const readProperty = async (host: TestHost, propertyId: number): Promise<Property> =>
  ((await call(host, 'GET', `/api/property/user?propertyId=${propertyId}`)).json().result as Property[])[0]!;

const copyIn = (property: Property, block: SharedBlock) =>
  property.guide.sections.find((s) => s.sharedBlockId === block.sharedBlockId);

beforeAll(async () => {
  t = await buildTestApp();
  owner = await createHost(t, { firstName: 'Olga' });
  stranger = await createHost(t, { firstName: 'Sven' });
  editor = await createHost(t, { firstName: 'Eda' });
  flatA = await createGuide(t, { published: true }, owner);
  flatB = await createGuide(t, { published: true }, owner);
  strangersFlat = await createGuide(t, { published: true }, stranger);
  await new PropertyRepository(t.database.db).addCoHost(flatA.property.propertyId, editor.userId, 'editor');
  t.app.events.on('guide.changed', 'test.shared-blocks', async (event) => void changed.push(event.propertyId));
  // Three whole guides: slow on a busy machine.
}, 240_000);

afterAll(async () => {
  await t?.close();
});

describe('shared blocks', () => {
  it('creates a block once per Idempotency-Key and lists it with no guides yet', async () => {
    const key = { 'idempotency-key': 'shared-block-create-1' };
    const first = await create(RULES, key);
    const again = await call(owner, 'POST', '/api/shared-blocks', RULES, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().result.sharedBlockId).toBe(first.sharedBlockId);
    const list = (await call(owner, 'GET', '/api/shared-blocks')).json().result as SharedBlock[];
    expect(list.filter((b) => b.name === RULES.name)).toHaveLength(1);
    expect(first).toMatchObject({ kind: 'section', sectionKind: 'rules', title: RULES.title, usedBy: [] });
  });

  it('refuses bad input with 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ ...RULES, name: '  ' }, 'name'],
      [{ ...RULES, title: { en: ' ', es: '' } }, 'title'],
      [{ ...RULES, sectionKind: 'wifi' }, 'sectionKind'],
      [{ ...RULES, title: { en: 'x'.repeat(121) } }, 'title.en'],
      [{ ...RULES, color: 'red' }, ''],
    ];
    for (const [body, field] of cases) {
      const res = await call(owner, 'POST', '/api/shared-blocks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (field) expect(res.json().errors[0].field).toBe(field);
    }
    const block = await create({ ...RULES, name: 'For the bad use' });
    const bad = await call(owner, 'POST', `/api/shared-blocks/${block.sharedBlockId}/use`, { propertyId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('propertyId');
  });

  it('is used by two guides, and one edit changes both published guides', async () => {
    const block = await create({
      ...RULES,
      name: 'Rules for A and B',
      body: { ...RULES.body, en: '<p>Quiet.</p><script>x</script>' },
    });
    const a = await use(block, flatA.property.propertyId);
    await use(block, flatB.property.propertyId);
    // A repeat changes nothing: still one copy.
    const again = await use(block, flatA.property.propertyId);
    expect(again.guide.sections.filter((s) => s.sharedBlockId === block.sharedBlockId)).toHaveLength(1);
    expect(again.modifyDate).toBe(a.modifyDate);
    expect(copyIn(a, block)).toMatchObject({ kind: 'rules', title: RULES.title, body: { en: '<p>Quiet.</p>' } });
    for (const flat of [flatA, flatB]) expect(await guestTitles(flat.slug)).toContain('Building rules');

    const listed = (await call(owner, 'GET', `/api/shared-blocks/${block.sharedBlockId}`)).json().result as SharedBlock;
    expect(listed.usedBy.map((u) => u.propertyId)).toEqual([flatA.property.propertyId, flatB.property.propertyId]);

    changed.length = 0;
    const edit = await call(owner, 'PUT', `/api/shared-blocks/${block.sharedBlockId}`, {
      ...RULES,
      title: { en: 'Rules of the building', es: 'Normas de la finca' },
      body: { en: '<p>No parties.</p>', es: '<p>Sin fiestas.</p>' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    await t.app.events.drain();
    expect(changed.sort()).toEqual([flatA.property.propertyId, flatB.property.propertyId].sort());

    for (const flat of [flatA, flatB]) {
      const en = (await guest(flat.slug)).sections.find((s) => s.title === 'Rules of the building');
      expect(en?.body).toContain('No parties.');
      expect(await guestTitles(flat.slug, 'es')).toContain('Normas de la finca');
      const page = await call(null, 'GET', `/g/${flat.slug}`);
      expect(page.body).toContain('No parties.');
    }
    // An editor holding the guide from before the edit gets its 409 and reloads.
    const stale = await call(owner, 'PUT', '/api/property/user', a as object);
    expect(stale.statusCode).toBe(409);
  });

  it("keeps a copy's words on a guide save; only its own parts change there", async () => {
    const block = await create({ ...RULES, name: 'Kept on save' });
    const property = await use(block, flatB.property.propertyId);
    const sections = property.guide.sections.map((s) =>
      s.sharedBlockId === block.sharedBlockId
        ? { ...s, title: { en: 'Edited here' }, sensitive: true, sharedBlockId: null }
        : s,
    );
    const saved = await saveProperty(t, owner, {
      ...property,
      guide: { ...property.guide, sections },
    } as PropertyUpdate);
    expect(copyIn(saved, block)).toMatchObject({ title: RULES.title, sensitive: true });
    // A PUT cannot link a plain section to a block either.
    const plain = saved.guide.sections.find((s) => s.sharedBlockId == null)!;
    const linked = await saveProperty(t, owner, {
      ...saved,
      guide: {
        ...saved.guide,
        sections: saved.guide.sections.map((s) =>
          s.sectionId === plain.sectionId ? { ...s, sharedBlockId: block.sharedBlockId } : s,
        ),
      },
    } as PropertyUpdate);
    expect(linked.guide.sections.find((s) => s.sectionId === plain.sectionId)?.sharedBlockId ?? null).toBeNull();
  });

  it("detaches one guide's copy: it keeps the words and no longer follows the block", async () => {
    const block = await create({ ...RULES, name: 'Detached in B' });
    await use(block, flatA.property.propertyId);
    await use(block, flatB.property.propertyId);
    const res = await call(owner, 'POST', `/api/shared-blocks/${block.sharedBlockId}/detach`, {
      propertyId: flatB.property.propertyId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detached = res.json().result as Property;
    expect(copyIn(detached, block)).toBeUndefined();
    expect(detached.guide.sections.some((s) => s.title.en === RULES.title.en && s.sharedBlockId == null)).toBe(true);

    await call(owner, 'PUT', `/api/shared-blocks/${block.sharedBlockId}`, { ...RULES, title: { en: 'Only in A now' } });
    expect(await guestTitles(flatA.slug)).toContain('Only in A now');
    expect(await guestTitles(flatB.slug)).not.toContain('Only in A now');
    const listed = (await call(owner, 'GET', `/api/shared-blocks/${block.sharedBlockId}`)).json().result as SharedBlock;
    expect(listed.usedBy.map((u) => u.propertyId)).toEqual([flatA.property.propertyId]);

    // A co-host who may edit guide A detaches there too (it changes only that guide).
    const byEditor = await call(editor, 'POST', `/api/shared-blocks/${block.sharedBlockId}/detach`, {
      propertyId: flatA.property.propertyId,
    });
    expect(byEditor.statusCode, byEditor.body).toBe(200);
    expect(copyIn(await readProperty(owner, flatA.property.propertyId), block)).toBeUndefined();
  });

  it('deleting a block leaves its copies as plain sections', async () => {
    const block = await create({ ...RULES, name: 'Deleted later', title: { en: 'Pool hours' } });
    await use(block, flatA.property.propertyId);
    const res = await call(owner, 'DELETE', `/api/shared-blocks/${block.sharedBlockId}`);
    expect(res.statusCode).toBe(200);
    expect((await call(owner, 'GET', `/api/shared-blocks/${block.sharedBlockId}`)).statusCode).toBe(404);
    const property = await readProperty(owner, flatA.property.propertyId);
    expect(property.guide.sections.find((s) => s.title.en === 'Pool hours')?.sharedBlockId ?? null).toBeNull();
    expect(await guestTitles(flatA.slug)).toContain('Pool hours');
  });

  it("answers 404 for another host's block and for a property the caller does not own", async () => {
    const block = await create({ ...RULES, name: 'Private' });
    const url = `/api/shared-blocks/${block.sharedBlockId}`;
    expect((await call(stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', url, RULES)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', url)).statusCode).toBe(404);
    const strangerUse = await call(stranger, 'POST', `${url}/use`, { propertyId: strangersFlat.property.propertyId });
    expect(strangerUse.statusCode).toBe(404);
    expect((await call(stranger, 'GET', '/api/shared-blocks')).json().result).toEqual([]);

    const intoStrangers = await call(owner, 'POST', `${url}/use`, { propertyId: strangersFlat.property.propertyId });
    expect(intoStrangers.statusCode).toBe(404);
    expect(intoStrangers.json().errors[0].field).toBe('propertyId');
    const strangerDetach = await call(stranger, 'POST', `${url}/detach`, { propertyId: flatA.property.propertyId });
    expect(strangerDetach.statusCode).toBe(404);

    // The co-host's own block never goes into the owner's guide (it would change when the co-host edits it).
    const editorsBlock = await call(editor, 'POST', '/api/shared-blocks', { ...RULES, name: 'Editor rules' });
    const editorUse = await call(editor, 'POST', `/api/shared-blocks/${editorsBlock.json().result.sharedBlockId}/use`, {
      propertyId: flatA.property.propertyId,
    });
    expect(editorUse.statusCode).toBe(404);
    expect(await guestTitles(strangersFlat.slug)).not.toContain(RULES.title.en);
  });
});
