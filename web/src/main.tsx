import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app/app';
import { BootFailure } from './app/boot-failure';
import { createHydratingAppRouter } from './app/router';
import { initI18n } from './lib/i18n/i18n';
import { decideLocaleRedirect } from './lib/i18n/locale-detection';
import { localeFromPath } from './lib/i18n/locale-path';
import { loadPublicConfig } from './lib/public-config';

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root');
  return element;
}
const container = rootElement();
let root: Root | null = null;

// The bundles are compiled in, so the first render already speaks the page's language.
initI18n(localeFromPath(window.location.pathname));
document.documentElement.lang = localeFromPath(window.location.pathname);

/**
 * A public page arrives as prerendered HTML (data-prerendered on #root): the app hydrates it, unless
 * the visitor's language sends them to the other language's twin first (then it renders afresh).
 */
function hydratesPrerenderedPage(): boolean {
  if (!container.hasAttribute('data-prerendered')) return false;
  const decision = decideLocaleRedirect(window.location, { cookie: document.cookie, languages: navigator.languages ?? [navigator.language] });
  return decision.redirectTo === null;
}

/** Loads the runtime config (the splash or the prerendered page shows meanwhile), then renders the app. */
async function boot(): Promise<void> {
  try {
    const config = await loadPublicConfig();
    if (!root && hydratesPrerenderedPage()) {
      const router = await createHydratingAppRouter();
      root = hydrateRoot(
        container,
        <StrictMode>
          <App config={config} router={router} />
        </StrictMode>,
      );
      return;
    }
    root ??= createRoot(container);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root ??= createRoot(container);
    root.render(<BootFailure onRetry={() => void boot()} />);
  }
}

void boot();
