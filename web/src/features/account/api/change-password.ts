import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type AccountPasswordChangeRequest, type PasswordChangedResult } from '@common/contracts/user';
import { apiOrThrow } from '@web/lib/api-call';

/** POST /user/password/account/ with the mailed code and the new password; other sessions end. */
export function changePassword(body: AccountPasswordChangeRequest): Promise<PasswordChangedResult> {
  return apiOrThrow<PasswordChangedResult>('POST', '/user/password/account/', { body });
}

export const changePasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'change-password'], mutationFn: changePassword });

export const useChangePassword = () => useMutation(changePasswordMutationOptions());
