import { type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { type PublicConfig } from '@common/contracts/config';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * The whole app, once the public config is known; boot passes a router whose first page is already
 * loaded, and the query client its first queries were started in.
 */
export function App({
  config,
  router: prepared,
  queryClient,
}: {
  config: PublicConfig;
  router?: AppRouter;
  queryClient?: QueryClient;
}) {
  const [router] = useState(() => prepared ?? createAppRouter());
  return (
    <AppProviders config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
