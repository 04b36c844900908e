import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Property, type PropertyUpdate } from '@common/contracts/property';
import { PhotoDrawerProvider } from '@web/components/photo-drawer/photo-drawer';
import { initI18n } from '@web/lib/i18n/i18n';
import { type PublicConfig } from '@common/contracts/config';
import { PublicConfigProvider, setPublicConfig } from '@web/lib/public-config';
import { testPublicConfig } from '@web/test/fixtures';
import {
  fixtureAttractionTypes,
  fixtureCountries,
  fixtureEmergencyTypes,
  fixtureStates,
  fixtureStrTypes,
  fixtureThemes,
  makeProperty,
} from '@web/test/property-fixtures';
import { GuideEditor, type EditorSaveOutcome } from './guide-editor';

const lookups = {
  countries: fixtureCountries,
  states: fixtureStates,
  statesLoading: false,
  strTypes: fixtureStrTypes,
  themes: fixtureThemes,
  emergencyInfoTypes: fixtureEmergencyTypes,
  attractionTypes: fixtureAttractionTypes,
};
const WITH_ANALYTICS: PublicConfig = { ...testPublicConfig, analyticsId: 'G-TEST123' };

function renderEditor(property: Property, config: PublicConfig) {
  setPublicConfig(config);
  const onSave = vi.fn(async (update: PropertyUpdate): Promise<EditorSaveOutcome> => ({
    status: 'saved',
    property: {
      ...property,
      modifyDate: '2026-02-01T00:00:00.000Z',
      guide: { ...property.guide, guestAnalytics: update.guide.guestAnalytics ?? false },
    },
  }));
  const router = createMemoryRouter(
    [
      {
        path: '/home/guide/property-7',
        element: (
          <GuideEditor
            property={property}
            lookups={lookups}
            onCountryChange={() => {}}
            onSave={onSave}
            onReloadLatest={async () => null}
          />
        ),
      },
    ],
    {
      initialEntries: ['/home/guide/property-7'],
    },
  );
  render(
    <PublicConfigProvider config={config}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <PhotoDrawerProvider>
            <RouterProvider router={router} />
          </PhotoDrawerProvider>
        </QueryClientProvider>
      </MantineProvider>
    </PublicConfigProvider>,
  );
  return { user: userEvent.setup(), onSave };
}

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
vi.setConfig({ testTimeout: 30_000 });

describe('guide editor: page analytics on the guest guide (issue 14)', () => {
  beforeEach(() => initI18n('en'));

  it('is off by default, explains itself, and a save sends the host’s choice', async () => {
    const { user, onSave } = renderEditor(makeProperty(), WITH_ANALYTICS);
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    const toggle = await screen.findByRole('switch', { name: /Page analytics on this guide/ });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/asks each guest once whether they accept page analytics/)).toBeInTheDocument();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(screen.queryByTestId('analytics-not-configured')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0].guide.guestAnalytics).toBe(true);
  });

  it('says when the site has no analytics configured, in Spanish too', async () => {
    initI18n('es');
    const property = makeProperty();
    const { user } = renderEditor(
      { ...property, guide: { ...property.guide, guestAnalytics: true } },
      testPublicConfig,
    );
    await user.click(screen.getByRole('tab', { name: 'Publicar y compartir' }));
    expect(await screen.findByRole('switch', { name: /Analítica web en esta guía/ })).toBeChecked();
    expect(screen.getByTestId('analytics-not-configured')).toHaveTextContent(
      'La analítica web no está configurada en este sitio',
    );
  });
});
