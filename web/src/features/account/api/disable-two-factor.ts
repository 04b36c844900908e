import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type TwoFactorDisableRequest, type TwoFactorDisableResult } from '@common/contracts/user';
import { apiOrThrow } from '@web/lib/api-call';
import { getUser, replaceUserKeepingTokens } from '@web/lib/session';

/** POST /user/2fa/disable with a current code from the app or a recovery code. */
export function disableTwoFactor(body: TwoFactorDisableRequest): Promise<TwoFactorDisableResult> {
  return apiOrThrow<TwoFactorDisableResult>('POST', '/user/2fa/disable', { body });
}

export const disableTwoFactorMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', '2fa-disable'],
    mutationFn: disableTwoFactor,
    onSuccess: () => replaceUserKeepingTokens({ ...getUser(), twoFactorEnabled: false }),
  });

export const useDisableTwoFactor = () => useMutation(disableTwoFactorMutationOptions());
