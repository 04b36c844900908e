import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { getUser, replaceUserKeepingTokens } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';

/** GET /user/onboard/{value}: stores how many onboarding steps are left (0..ONBOARDING_STEPS) and answers it. */
export function setOnboarding(value: number): Promise<number> {
  return apiOrThrow<number>('GET', `/user/onboard/${value}`);
}

/**
 * The answer becomes the stored user's onboardingCount; reaching 0 shows the success toast
 * reset_onboard / onboarding (docs/api.md, "Success toasts").
 */
export const setOnboardingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'onboarding'],
    mutationFn: setOnboarding,
    onSuccess: (count) => {
      replaceUserKeepingTokens({ ...getUser(), onboardingCount: count });
      if (count === 0) toasts.success({ summary: 'reset_onboard', detail: 'onboarding' });
    },
  });

export const useSetOnboarding = () => useMutation(setOnboardingMutationOptions());
