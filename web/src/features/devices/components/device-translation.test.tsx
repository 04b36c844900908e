import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PublicConfig } from '@common/contracts/config';
import { machineFingerprint } from '@common/machine-translation';
import { PhotoDrawerProvider } from '@web/components/photo-drawer/photo-drawer';
import { toasts } from '@web/lib/toasts';
import { testPublicConfig } from '@web/test/fixtures';
import { mockApi } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { DevicesPanel } from './devices-panel';
import { coffeeMachine } from '@web/test/device-fixtures';

/** "Translate from English/Spanish" in the device dialog (decision 055). */
const properties = [{ propertyId: 7, name: 'Casa Azul', isCoHost: false }];
const HOW_TO_ES = '<p>Pulsa el botón grande.</p>';
const device = coffeeMachine();

function deviceApi() {
  return mockApi({
    'GET /devices/property/7': { result: [device] },
    'GET /videos/property/7': { result: [] },
    'POST /translation/property/7/items': {
      result: {
        provider: 'deepl',
        from: 'en',
        to: 'es',
        sections: [],
        places: [],
        devices: [{ deviceId: 41, howTo: HOW_TO_ES, troubleshooting: '', machine: machineFingerprint(HOW_TO_ES, '') }],
      },
    },
    'PUT /devices': (call) => ({ result: { ...device, ...(call.body as object) } }),
  });
}

async function openDevice(
  locale: 'en' | 'es',
  config: PublicConfig = { ...testPublicConfig, translationProvider: 'deepl' },
) {
  const user = userEvent.setup();
  renderComponent(
    <PhotoDrawerProvider>
      <DevicesPanel properties={properties} />
    </PhotoDrawerProvider>,
    { locale, config },
  );
  await user.click(
    await screen.findByRole('button', { name: locale === 'en' ? 'Edit Coffee machine' : 'Editar Coffee machine' }),
  );
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByText('Español'));
  return { user, dialog };
}

beforeEach(() => {
  vi.spyOn(toasts, 'success').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('device dialog: translation help', { timeout: 60_000 }, () => {
  it('translates the how-to from English, Save stores it with the machine mark', async () => {
    const api = deviceApi();
    const { user, dialog } = await openDevice('en');
    await user.click(within(dialog).getByRole('button', { name: 'Translate from English' }));
    expect(await within(dialog).findByText('Machine translated')).toBeInTheDocument();
    expect(await within(dialog).findByText('Pulsa el botón grande.')).toBeInTheDocument();
    expect(api.callsTo('POST /translation/property/7/items')[0]!.body).toEqual({
      from: 'en',
      to: 'es',
      devices: [{ deviceId: 41, howTo: '<p>Press the big button.</p>', troubleshooting: '' }],
    });

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /devices')).toHaveLength(1));
    expect(api.callsTo('PUT /devices')[0]!.body).toMatchObject({
      deviceId: 41,
      howTo: { en: '<p>Press the big button.</p>', es: HOW_TO_ES },
      machine: { es: machineFingerprint(HOW_TO_ES, '') },
    });
  });

  it('offers no translation without a provider', async () => {
    deviceApi();
    const { dialog } = await openDevice('en', testPublicConfig);
    await within(dialog).findByText(/How to use/);
    expect(within(dialog).queryByRole('button', { name: /Translate/ })).not.toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish host', async () => {
    deviceApi();
    const { user, dialog } = await openDevice('es');
    await user.click(within(dialog).getByRole('button', { name: 'Traducir del inglés' }));
    expect(await within(dialog).findByText('Traducción automática')).toBeInTheDocument();
  });
});
