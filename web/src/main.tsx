import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootFailure } from './app/boot-failure';
import { initI18n } from './lib/i18n/i18n';
import { localeFromPath } from './lib/i18n/locale-path';
import { loadPublicConfig } from './lib/public-config';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);

// The bundles are compiled in, so the first render already speaks the page's language.
initI18n(localeFromPath(window.location.pathname));
document.documentElement.lang = localeFromPath(window.location.pathname);

/** Loads the runtime config (index.html shows a splash meanwhile), then renders the app. */
async function boot(): Promise<void> {
  try {
    const config = await loadPublicConfig();
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<BootFailure onRetry={() => void boot()} />);
  }
}

void boot();
