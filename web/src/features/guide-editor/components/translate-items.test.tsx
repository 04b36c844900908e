import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Device } from '@common/contracts/devices';
import { type PropertyUpdate } from '@common/contracts/property';
import { machineFingerprint, placeFingerprint } from '@common/machine-translation';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { testPublicConfig } from '@web/test/fixtures';
import { mockApi } from '@web/test/mock-api';
import { makeProperty } from '@web/test/property-fixtures';
import { type EditorSaveOutcome } from './guide-editor';
import { renderGuideEditor } from './render-guide-editor.test-utils';
import { coffeeMachine } from '@web/test/device-fixtures';

/** Translation of places and devices in the guide editor (decision 055): per place, and with the whole guide. */
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
vi.setConfig({ testTimeout: 60_000 });

const withDeepL = { ...testPublicConfig, translationProvider: 'deepl' as const };
const RULES_ES = { title: 'Normas de la casa', body: '<p>No se permiten fiestas</p>' };
const PLACE_ES = '<p>Huevos rotos, el plato de la casa</p>';
const COFFEE = coffeeMachine({ deviceId: 12 });
const COFFEE_ES = { howTo: '<p>Pulsa el botón grande.</p>', troubleshooting: '' };

/** The API: the property's one device, and POST /translation/property/7/items answering whatever was asked. */
function translationApi(devices: Device[] = [COFFEE]) {
  return mockApi({
    'GET /devices/property/7': { result: devices },
    'POST /translation/property/7/items': (call) => {
      const {
        sections = [],
        places = [],
        devices: asked = [],
      } = call.body as {
        sections?: { sectionId: string }[];
        places?: { attractionId: string }[];
        devices?: { deviceId: number }[];
      };
      return {
        result: {
          provider: 'deepl',
          from: 'en',
          to: 'es',
          sections: sections.map(({ sectionId }) => ({
            sectionId,
            ...RULES_ES,
            machine: machineFingerprint(RULES_ES.title, RULES_ES.body),
          })),
          places: places.map(({ attractionId }) => ({
            attractionId,
            description: PLACE_ES,
            machine: placeFingerprint(PLACE_ES),
          })),
          devices: asked.map(({ deviceId }) => ({
            deviceId,
            ...COFFEE_ES,
            machine: machineFingerprint(COFFEE_ES.howTo, COFFEE_ES.troubleshooting),
          })),
        },
      };
    },
    'PUT /devices': (call) => ({ result: { ...COFFEE, ...(call.body as object) } }),
  });
}

const saved = () =>
  vi.fn(async (update: PropertyUpdate): Promise<EditorSaveOutcome> => {
    void update;
    return { status: 'saved', property: makeProperty() };
  });

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
});
afterEach(() => vi.unstubAllGlobals());

describe('guide editor: translating places and devices', () => {
  it('translates a place from English, marks it machine translated until the host edits it', async () => {
    const api = translationApi([]);
    const onSave = saved();
    const user = renderGuideEditor(makeProperty(), { config: withDeepL, onSave });
    await user.click(screen.getByRole('tab', { name: 'Places' }));
    await user.click(await screen.findByRole('tab', { name: /Español \(not written yet/ }));
    const place = screen.getByRole('group', { name: 'Translation of Casa Lucio' });
    await user.click(within(place).getByRole('button', { name: 'Translate from English' }));

    const spanish = () => screen.getByRole('textbox', { name: 'Why you recommend it (Español)' });
    await waitFor(() => expect(spanish()).toHaveValue('Huevos rotos, el plato de la casa'), { timeout: 10_000 });
    expect(within(place).getByText('Machine translated')).toBeInTheDocument();
    expect(api.callsTo('POST /translation/property/7/items')[0]!.body).toEqual({
      from: 'en',
      to: 'es',
      places: [{ attractionId: 'a1', description: '<p>Huevos rotos</p>' }],
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const sent = onSave.mock.calls[0]![0].guide.attractions?.[0];
    expect(sent?.description).toEqual({ en: '<p>Huevos rotos</p>', es: PLACE_ES });
    expect(sent?.machine).toEqual({ es: placeFingerprint(PLACE_ES) });

    // The host's own edit ends the mark.
    await user.type(spanish(), ' y más');
    expect(screen.queryByText('Machine translated')).not.toBeInTheDocument();
  });

  it('counts and translates sections, places and devices together; devices are saved at once', async () => {
    const api = translationApi();
    const onSave = saved();
    const user = renderGuideEditor(makeProperty(), { config: withDeepL, onSave });
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    // "House rules", "Casa Lucio" and the coffee machine are written in English only.
    const button = await screen.findByRole('button', { name: 'Translate 3 items into Spanish' });
    expect(screen.getByText('Sections: 1 · Places: 1 · Devices: 1')).toBeInTheDocument();
    await user.click(button);
    expect(
      await screen.findByText(
        '3 items translated into Spanish. Read them through, then save. 1 device was translated and saved.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /translation/property/7/items')[0]!.body).toEqual({
      from: 'en',
      to: 'es',
      sections: [{ sectionId: 's3', title: 'House rules', body: '<p>No parties</p>' }],
      places: [{ attractionId: 'a1', description: '<p>Huevos rotos</p>' }],
      devices: [{ deviceId: 12, howTo: '<p>Press the big button.</p>', troubleshooting: '' }],
    });
    expect(api.callsTo('PUT /devices')[0]!.body).toMatchObject({
      deviceId: 12,
      name: 'Coffee machine',
      howTo: { en: '<p>Press the big button.</p>', es: COFFEE_ES.howTo },
      machine: { es: machineFingerprint(COFFEE_ES.howTo, '') },
    });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const update = onSave.mock.calls[0]![0].guide;
    expect(update.sections?.find((s) => s.sectionId === 's3')?.machine).toEqual({
      es: machineFingerprint(RULES_ES.title, RULES_ES.body),
    });
    expect(update.attractions?.[0]?.machine).toEqual({ es: placeFingerprint(PLACE_ES) });
  });

  it('speaks Spanish to a Spanish host', async () => {
    initI18n('es');
    translationApi();
    const user = renderGuideEditor(makeProperty(), { config: withDeepL });
    await user.click(screen.getByRole('tab', { name: 'Guía' }));
    expect(await screen.findByRole('button', { name: 'Traducir 3 elementos al español' })).toBeInTheDocument();
    expect(screen.getByText('Secciones: 1 · Lugares: 1 · Aparatos: 1')).toBeInTheDocument();
  });

  it('offers nothing without a provider, and asks for no devices', async () => {
    const api = translationApi();
    const user = renderGuideEditor(makeProperty());
    await user.click(screen.getByRole('tab', { name: 'Places' }));
    await screen.findByRole('textbox', { name: 'Why you recommend it (English)' });
    expect(screen.queryByRole('button', { name: /Translate/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /devices/property/7')).toHaveLength(0);
  });
});
