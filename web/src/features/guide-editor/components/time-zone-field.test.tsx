import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { setUser } from '@web/lib/session';
import { testPublicConfig } from '@web/test/fixtures';
import { type ApiCall, mockApi, sessionUser } from '@web/test/mock-api';
import { makeProperty } from '@web/test/property-fixtures';
import { renderGuideEditor } from './render-guide-editor.test-utils';

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
vi.setConfig({ testTimeout: 30_000 });

/** The fake server's zones: Spain (3) is Madrid's, Andorra (4) Andorra's, coordinates near the Canaries Canary. */
function suggestion(call: ApiCall) {
  const latitude = Number(call.query.get('latitude') ?? NaN);
  if (latitude < 30) return { result: { timeZone: 'Atlantic/Canary', source: 'coordinates' } };
  const countryId = call.query.get('countryId');
  const timeZone = countryId === '3' ? 'Europe/Madrid' : countryId === '4' ? 'Europe/Andorra' : null;
  return { result: { timeZone, source: timeZone ? 'address' : null } };
}

let calls: ApiCall[];
beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
  setUser(sessionUser());
  calls = mockApi({ 'GET /list/timezone': suggestion }).calls;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const zoneInput = () => screen.getByRole('combobox', { name: 'Time zone' });
const WAIT = { timeout: 5_000 };

describe('time zone in the property editor', () => {
  it('warns while the zone is empty and offers the address’s zone without filling it in', async () => {
    const user = renderGuideEditor(makeProperty({ timeZone: null }));
    const warning = await screen.findByTestId('time-zone-warning');
    expect(warning).toHaveTextContent(
      /^No time zone set: door codes, check-in times and scheduled messages run on UTC/,
    );
    // The loaded place is only suggested: the field stays empty until the host takes it.
    const use = await within(warning).findByRole('button', { name: 'Use Europe/Madrid' }, WAIT);
    expect(zoneInput()).toHaveValue('');
    expect(calls.find((c) => c.path === '/list/timezone')?.query.get('countryId')).toBe('3');
    await user.click(use);
    expect(zoneInput()).toHaveValue('Europe/Madrid');
    expect(screen.queryByTestId('time-zone-warning')).not.toBeInTheDocument();
  });

  it('shows the warning in Spanish', async () => {
    initI18n('es');
    renderGuideEditor(
      makeProperty({ timeZone: null, countryId: null, stateId: null, latitude: null, longitude: null }),
    );
    expect(await screen.findByTestId('time-zone-warning')).toHaveTextContent(
      /^Sin zona horaria: los códigos de puerta, las horas de entrada y los mensajes programados van en hora UTC/,
    );
  });

  it('fills the empty zone when the host picks a country, and follows the location while the host has not chosen', async () => {
    const user = renderGuideEditor(
      makeProperty({ timeZone: null, countryId: null, stateId: null, latitude: null, longitude: null }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Andorra' }));
    await waitFor(() => expect(zoneInput()).toHaveValue('Europe/Andorra'), WAIT);
    expect(screen.getByText(/^Filled in from the address or the location\./)).toBeInTheDocument();
    expect(screen.queryByTestId('time-zone-warning')).not.toBeInTheDocument();
    // Coordinates say better, and the zone was the editor's own choice: it follows them.
    await user.type(await screen.findByRole('textbox', { name: 'Latitude' }), '28.1235');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '-15.4363');
    await waitFor(() => expect(zoneInput()).toHaveValue('Atlantic/Canary'), WAIT);
  });

  it('keeps the zone the host chose when the address changes', async () => {
    const user = renderGuideEditor(makeProperty({ timeZone: 'America/New_York', latitude: null, longitude: null }));
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'Andorra' }));
    await waitFor(() => expect(calls.some((c) => c.query.get('countryId') === '4')).toBe(true), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(zoneInput()).toHaveValue('America/New_York');
    expect(screen.queryByTestId('time-zone-warning')).not.toBeInTheDocument();
  });
});
