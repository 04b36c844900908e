import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Property } from '@common/contracts/property';
import { fillerItemHtml, STARTER_FILLER } from '@common/starter-filler';
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

describe('guide editor: publishing warns about starter filler', () => {
  it('names the sections that still hold the starter template placeholder lines', async () => {
    const base = makeProperty();
    const arrival = {
      sectionId: 's9',
      kind: 'arrival' as const,
      icon: 'key',
      sensitive: true,
      sortOrder: 3,
      title: { en: 'Arrival and check-in', es: 'Llegada' },
      body: { en: `<p>Check-in is from 15:00.</p><ul>${STARTER_FILLER.en.map(fillerItemHtml).join('')}</ul>` },
      mediaIds: [],
      imageUrls: [],
    };
    const user = renderEditor({ ...base, guide: { ...base.guide, sections: [...base.guide.sections, arrival] } });
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    const warning = await screen.findByTestId('filler-warning');
    expect(warning).toHaveTextContent('Still starter text in: Arrival and check-in.');
  });

  it('says nothing when every section is the host’s own text', async () => {
    const user = renderEditor(makeProperty());
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    expect(await screen.findByRole('switch', { name: /Guide published/ })).toBeInTheDocument();
    expect(screen.queryByTestId('filler-warning')).not.toBeInTheDocument();
  });
});
