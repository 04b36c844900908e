import '../lib/zod-jitless';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { initI18n } from '../lib/i18n/i18n';
import { localeFromPath } from '../lib/i18n/locale-path';
import { loadPublicConfig } from '../lib/public-config';
import { App } from './app';
import { BootFailure } from './boot-failure';
import { createHydratingAppRouter } from './router';

/** Calls `onDone` once the first render (or hydration) has been committed. */
function Committed({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}

/**
 * Starts the app in #root: loads the runtime config (the splash or the prerendered page shows
 * meanwhile), then hydrates a prerendered page or renders afresh. Loaded on demand by main.tsx.
 */
export async function boot(container: HTMLElement, options: { hydrate: boolean; onReady?: () => void }): Promise<void> {
  const locale = localeFromPath(window.location.pathname);
  // The bundles are compiled in, so the first render already speaks the page's language.
  initI18n(locale);
  document.documentElement.lang = locale;
  const ready = () => options.onReady?.();
  let root: Root | null = null;

  const start = async (): Promise<void> => {
    try {
      const config = await loadPublicConfig();
      if (!root && options.hydrate) {
        const router = await createHydratingAppRouter();
        root = hydrateRoot(
          container,
          <StrictMode>
            <App config={config} router={router} />
            <Committed onDone={ready} />
          </StrictMode>,
        );
        return;
      }
      root ??= createRoot(container);
      root.render(
        <StrictMode>
          <App config={config} />
          <Committed onDone={ready} />
        </StrictMode>,
      );
    } catch (error) {
      console.error(error);
      root ??= createRoot(container);
      root.render(<BootFailure onRetry={() => void start()} />);
    }
  };
  await start();
}
