import { useCallback } from 'react';
import { ONBOARDING_STEPS } from '@common/limits';
import { useSessionUser } from '@web/lib/session';
import { useSetOnboarding } from './set-onboarding';

/**
 * The host's onboarding progress, for the dashboard's getting-started tips and the account page.
 * `remaining` is the stored user's onboardingCount; every change goes through GET /user/onboard/{value},
 * whose answer is stored (and at 0 the reset_onboard / onboarding toast shows).
 */
export function useOnboarding() {
  const { onboardingCount } = useSessionUser();
  const { mutate, isPending } = useSetOnboarding();
  const remaining = onboardingCount ?? ONBOARDING_STEPS;
  const setRemaining = useCallback(
    (value: number) => mutate(Math.min(ONBOARDING_STEPS, Math.max(0, Math.round(value)))),
    [mutate],
  );
  return {
    remaining,
    total: ONBOARDING_STEPS,
    isPending,
    setRemaining,
    /** One step done. */
    completeStep: useCallback(() => setRemaining(remaining - 1), [remaining, setRemaining]),
    /** Hide every tip (count 0). */
    finish: useCallback(() => setRemaining(0), [setRemaining]),
    /** Show the tips from the start again. */
    restart: useCallback(() => setRemaining(ONBOARDING_STEPS), [setRemaining]),
  };
}
