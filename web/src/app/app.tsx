import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { type PublicConfig } from '@common/contracts/config';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/** The whole app, once the public config is known. */
export function App({ config }: { config: PublicConfig }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders config={config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
