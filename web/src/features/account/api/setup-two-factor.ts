import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type TwoFactorSetupResult } from '@common/contracts/user';
import { apiOrThrow } from '@web/lib/api-call';

/** POST /user/2fa/setup: a fresh secret (not active until enabled) to show as a QR code. */
export function setupTwoFactor(): Promise<TwoFactorSetupResult> {
  return apiOrThrow<TwoFactorSetupResult>('POST', '/user/2fa/setup');
}

export const setupTwoFactorMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', '2fa-setup'], mutationFn: setupTwoFactor });

export const useSetupTwoFactor = () => useMutation(setupTwoFactorMutationOptions());
