import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PropertyUpdate } from '@common/contracts/property';
import { machineFingerprint } from '@common/machine-translation';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { testPublicConfig } from '@web/test/fixtures';
import { makeProperty } from '@web/test/property-fixtures';
import { type EditorSaveOutcome } from './guide-editor';
import { renderGuideEditor } from './render-guide-editor.test-utils';

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
vi.setConfig({ testTimeout: 60_000 });

const withDeepL = { ...testPublicConfig, translationProvider: 'deepl' as const };
const RULES_ES = { title: 'Normas de la casa', body: '<p>No se permiten fiestas</p>' };

/** The API: POST /translation/property/7/sections answers the Spanish house rules. */
function stubTranslationApi() {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ url, body });
    const result = url.endsWith('/translation/property/7/sections')
      ? {
          provider: 'deepl',
          from: 'en',
          to: 'es',
          sections: [{ sectionId: 's3', ...RULES_ES, machine: machineFingerprint(RULES_ES.title, RULES_ES.body) }],
        }
      : [];
    return new Response(JSON.stringify({ result, errors: [] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const saved = (property = makeProperty()) =>
  vi.fn(async (update: PropertyUpdate): Promise<EditorSaveOutcome> => {
    void update;
    return { status: 'saved', property };
  });

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
});
afterEach(() => vi.unstubAllGlobals());

describe('guide editor: translation help', () => {
  it('translates a section from English, marks it machine translated until the host edits it', async () => {
    const calls = stubTranslationApi();
    const onSave = saved();
    const user = renderGuideEditor(makeProperty(), { config: withDeepL, onSave });
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    await user.click(screen.getByRole('button', { name: /House rules/, expanded: false }));
    await user.click(await screen.findByRole('tab', { name: /Español/ }));
    await user.click(await screen.findByRole('button', { name: 'Translate from English' }));

    expect(await screen.findByText('Machine translated')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title (Español)' })).toHaveValue('Normas de la casa');
    const call = calls.find(({ url }) => url.includes('/translation/'))!;
    expect(call.url).toBe('/api/translation/property/7/sections');
    expect(call.body).toEqual({
      from: 'en',
      to: 'es',
      sections: [{ sectionId: 's3', title: 'House rules', body: '<p>No parties</p>' }],
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const rules = onSave.mock.calls[0]![0].guide.sections?.find((section) => section.sectionId === 's3');
    expect(rules?.machine).toEqual({ es: machineFingerprint(RULES_ES.title, RULES_ES.body) });

    // The host's own edit ends the mark.
    await user.type(screen.getByRole('textbox', { name: 'Title (Español)' }), ' y del barrio');
    expect(screen.queryByText('Machine translated')).not.toBeInTheDocument();
  });

  it('asks before replacing Spanish words the host wrote', async () => {
    const calls = stubTranslationApi();
    const user = renderGuideEditor(makeProperty(), { config: withDeepL });
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    await user.click(screen.getByRole('button', { name: /Welcome/, expanded: false }));
    await user.click(await screen.findByRole('tab', { name: /Español/ }));
    await user.click(await screen.findByRole('button', { name: 'Translate from English' }));
    const question = screen.getByRole('group', { name: 'Replace the Spanish text you wrote with a translation?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(calls.some(({ url }) => url.includes('/translation/'))).toBe(false);
  });

  it('shows no Translate button without a translation provider', async () => {
    const user = renderGuideEditor(makeProperty());
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    await user.click(screen.getByRole('button', { name: /House rules/, expanded: false }));
    await user.click(await screen.findByRole('tab', { name: /Español/ }));
    await screen.findByRole('textbox', { name: 'Title (Español)' });
    expect(screen.queryByRole('button', { name: /Translate/ })).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish host', async () => {
    initI18n('es');
    stubTranslationApi();
    const user = renderGuideEditor(makeProperty(), { config: withDeepL });
    await user.click(screen.getByRole('tab', { name: 'Guía' }));
    // The section and the place "Casa Lucio" (translate-items.test.tsx covers the whole guide).
    expect(await screen.findByRole('button', { name: 'Traducir 2 elementos al español' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /House rules|Normas/, expanded: false }));
    await user.click(await screen.findByRole('tab', { name: /Español/ }));
    await user.click(await screen.findByRole('button', { name: 'Traducir del inglés' }));
    expect(await screen.findByText('Traducción automática')).toBeInTheDocument();
  });
});
