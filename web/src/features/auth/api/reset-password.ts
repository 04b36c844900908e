import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type PasswordChangedResult, type PasswordResetRequest } from '@common/contracts/user';
import { apiOrThrow } from '@web/lib/api-call';

/**
 * POST /user/password/ with the email and code of the reset link and the new password. A wrong,
 * expired or used code (409) rejects with its errors for the form, without a toast (docs/api.md, "409").
 */
export function resetPassword(body: PasswordResetRequest): Promise<PasswordChangedResult> {
  return apiOrThrow<PasswordChangedResult>('POST', '/user/password/', { body });
}

export const resetPasswordMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });

export const useResetPassword = () => useMutation(resetPasswordMutationOptions());
