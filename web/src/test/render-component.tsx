import { render } from '@testing-library/react';
import { type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type PublicConfig } from '@common/contracts/config';
import { type Locale } from '@common/locales';
import { AppProviders } from '@web/app/providers';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { testPublicConfig } from './fixtures';

// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

/**
 * Renders one component with the app's providers (config, translations, Mantine in test mode, a fresh
 * query client) inside a memory router at the locale's /home, for components that read the page language.
 */
export function renderComponent(
  ui: ReactNode,
  {
    locale = 'en',
    search = '',
    config = testPublicConfig,
  }: { locale?: Locale; /** e.g. "?stayId=41" */ search?: string; config?: PublicConfig } = {},
) {
  setPublicConfig(config);
  initI18n(locale);
  const router = createMemoryRouter([{ path: '*', element: ui }], {
    initialEntries: [`${locale === 'es' ? '/es/home' : '/home'}${search}`],
  });
  return render(
    <AppProviders config={config} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
