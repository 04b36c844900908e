import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { type PublicConfig } from '@common/contracts/config';
import { NotificationsOnDemand } from '@web/components/notifications-on-demand';
import { PhotoDrawerProvider } from '@web/components/photo-drawer/photo-drawer';
import { PhotoDrawerContent } from '@web/features/media';
import { PublicConfigProvider } from '@web/lib/public-config';
import { createQueryClient } from '@web/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * Everything the app needs above the router: runtime config, Mantine (theme and the top-right
 * toasts), TanStack Query. (Translations need no provider: lib/i18n/react.tsx.)
 */
export function AppProviders({
  config,
  queryClient,
  mantineEnv,
  children,
}: {
  config: PublicConfig;
  queryClient?: QueryClient;
  /** 'test' turns off transitions and portals' delays in component tests. */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <PublicConfigProvider config={config}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={mantineEnv}>
        <NotificationsOnDemand position="top-right" zIndex={1200} />
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </PublicConfigProvider>
  );
}

/**
 * Providers that need the router (their contents navigate): mounted once by the app root, around
 * every page. The photo drawer's tabs come from the photos feature (features/media).
 */
export function RouterScopedProviders({ children }: { children: ReactNode }) {
  return <PhotoDrawerProvider content={<PhotoDrawerContent />}>{children}</PhotoDrawerProvider>;
}
