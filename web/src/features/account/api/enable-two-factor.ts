import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type TwoFactorEnableRequest, type TwoFactorEnableResult } from '@common/contracts/user';
import { apiOrThrow } from '@web/lib/api-call';
import { getUser, replaceUserKeepingTokens } from '@web/lib/session';

/** POST /user/2fa/enable with a code from the app: answers the one-time view of the recovery codes. */
export function enableTwoFactor(body: TwoFactorEnableRequest): Promise<TwoFactorEnableResult> {
  return apiOrThrow<TwoFactorEnableResult>('POST', '/user/2fa/enable', { body });
}

export const enableTwoFactorMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', '2fa-enable'],
    mutationFn: enableTwoFactor,
    onSuccess: () => replaceUserKeepingTokens({ ...getUser(), twoFactorEnabled: true }),
  });

export const useEnableTwoFactor = () => useMutation(enableTwoFactorMutationOptions());
