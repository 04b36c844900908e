import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Onboarding } from '@common/contracts/support';
import { api } from '@web/lib/api-client';
import { SUPPORT_QUERY_KEY } from './support-keys';

export const onboardingKey = [...SUPPORT_QUERY_KEY, 'onboarding'] as const;

/** GET /support/onboarding: the getting-started steps, each ticked by the server from the host's data. */
export async function getOnboarding(signal?: AbortSignal): Promise<Onboarding> {
  const result = await api<Onboarding>('GET', '/support/onboarding', { signal, listCall: true });
  if (!result) throw new Error('Getting-started steps could not be loaded');
  return result;
}

/** Always asked again when the dashboard shows it: the steps follow what the host did elsewhere. */
export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: onboardingKey,
    queryFn: ({ signal }) => getOnboarding(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export const useOnboardingSteps = (enabled = true) => useQuery({ ...onboardingQueryOptions(), enabled });
