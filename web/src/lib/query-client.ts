import { QueryClient } from '@tanstack/react-query';

/**
 * Server state lives in TanStack Query. The api client already reports failures (toasts) and resolves
 * to null instead of throwing, so queries do not retry on their own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
