import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, vi } from 'vitest';
import { type PublicConfig } from '@common/contracts/config';
import { type Property } from '@common/contracts/property';
import { modalCode } from '@web/components/modal-on-demand';
import { PhotoDrawerProvider } from '@web/components/photo-drawer/photo-drawer';
import { PublicConfigProvider } from '@web/lib/public-config';
import { testPublicConfig } from '@web/test/fixtures';
import {
  fixtureAttractionTypes,
  fixtureCountries,
  fixtureEmergencyTypes,
  fixtureStates,
  fixtureStrTypes,
  fixtureThemes,
} from '@web/test/property-fixtures';
import { GuideEditor, type GuideEditorProps } from './guide-editor';
import { preloadPanels } from './lazy-panels';

// The editor's tabs after the first and its contract check load on demand (decision 052): the tests
// that render it load them before their first test, so a tab shows at once, as after a hover on the
// tab list.
beforeAll(async () => {
  await Promise.all([preloadPanels(), import('../lib/validate-editor-values'), modalCode.load()]);
});

/** The lookup lists the editor's tests give it. */
export const editorLookups = {
  countries: fixtureCountries,
  states: fixtureStates,
  statesLoading: false,
  strTypes: fixtureStrTypes,
  themes: fixtureThemes,
  emergencyInfoTypes: fixtureEmergencyTypes,
  attractionTypes: fixtureAttractionTypes,
};

/**
 * The guide editor for `property` at /home/guide/property-7, inside the providers the app gives it
 * (public config, Mantine, a query client without retries, the photo drawer, a router). Saving does
 * nothing unless `onSave` is given; `config` replaces the test public config. Answers the user-event session.
 */
export function renderGuideEditor(
  property: Property,
  options: { config?: PublicConfig; onSave?: GuideEditorProps['onSave'] } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/home/guide/property-7',
        element: (
          <GuideEditor
            property={property}
            lookups={editorLookups}
            onCountryChange={() => {}}
            onSave={options.onSave ?? vi.fn()}
            onReloadLatest={async () => null}
          />
        ),
      },
    ],
    { initialEntries: ['/home/guide/property-7'] },
  );
  render(
    <PublicConfigProvider config={options.config ?? testPublicConfig}>
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
