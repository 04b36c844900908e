import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Property } from '@common/contracts/property';
import { PhotoDrawerProvider } from '@web/components/photo-drawer/photo-drawer';
import { initI18n } from '@web/lib/i18n/i18n';
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
import { GuideEditor } from './guide-editor';

const lookups = {
  countries: fixtureCountries,
  states: fixtureStates,
  statesLoading: false,
  strTypes: fixtureStrTypes,
  themes: fixtureThemes,
  emergencyInfoTypes: fixtureEmergencyTypes,
  attractionTypes: fixtureAttractionTypes,
};

function renderEditor(property: Property) {
  const router = createMemoryRouter(
    [
      {
        path: '/home/guide/property-7',
        element: (
          <GuideEditor
            property={property}
            lookups={lookups}
            onCountryChange={() => {}}
            onSave={vi.fn()}
            onReloadLatest={async () => null}
          />
        ),
      },
    ],
    { initialEntries: ['/home/guide/property-7'] },
  );
  render(
    <PublicConfigProvider config={testPublicConfig}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <PhotoDrawerProvider>
            <RouterProvider router={router} />
          </PhotoDrawerProvider>
        </QueryClientProvider>
      </MantineProvider>
    </PublicConfigProvider>,
  );
  return userEvent.setup();
}

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
});

describe('guide editor: publishing is the owner’s', () => {
  it('shows a co-host the published switch turned off for editing, and why', async () => {
    const user = renderEditor({ ...makeProperty(), isCoHost: true });
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    const toggle = await screen.findByRole('switch', { name: /Guide published/ });
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Only the owner can publish or unpublish this guide.')).toBeInTheDocument();
    // The access code stays theirs to change (docs/decisions/013-co-hosts.md).
    expect(screen.getByRole('textbox', { name: /Access code/ })).toBeEnabled();
  });

  it('lets the owner switch it', async () => {
    const user = renderEditor({ ...makeProperty(), isCoHost: false });
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    expect(await screen.findByRole('switch', { name: /Guide published/ })).toBeEnabled();
  });
});
