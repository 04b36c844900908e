import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@web/app/providers';
import { createAppRoutes } from '@web/app/router';
import { initI18n } from '@web/lib/i18n/i18n';
import { localeFromPath } from '@web/lib/i18n/locale-path';
import { type PublicConfig } from '@common/contracts/config';
import { setPublicConfig } from '@web/lib/public-config';
import { testPublicConfig } from './fixtures';

/** Renders the real app (routes, root rules, providers) in memory at `path`; `config` overrides public settings. */
export function renderApp(path: string, config: Partial<PublicConfig> = {}) {
  const publicConfig = { ...testPublicConfig, ...config };
  setPublicConfig(publicConfig);
  initI18n(localeFromPath(path));
  const router = createMemoryRouter(createAppRoutes(), { initialEntries: [path] });
  const view = render(
    <AppProviders config={publicConfig} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  const url = () => location().pathname + location().search + location().hash;
  return { ...view, router, url };
}
