import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { type PublicConfig } from '@common/contracts/config';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/** The whole app, once the public config is known (with a prepared router when hydrating a prerendered page). */
export function App({ config, router: prepared }: { config: PublicConfig; router?: AppRouter }) {
  const [router] = useState(() => prepared ?? createAppRouter());
  return (
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
