import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type SignupConfirmationRequest, type SignupConfirmationResult } from '@common/contracts/user';
import { ON409_ERROR_TOAST } from '@web/lib/api-client';
import { apiOrThrow } from '@web/lib/api-call';

/**
 * POST /user/signupconfirmation with the email and code of the mailed link. A wrong, expired or used
 * code answers 409: warning toast titled Error (docs/api.md, "409"), and the errors for the page.
 */
export function confirmSignup(body: SignupConfirmationRequest): Promise<SignupConfirmationResult> {
  return apiOrThrow<SignupConfirmationResult>('POST', '/user/signupconfirmation', { body, on409: ON409_ERROR_TOAST });
}

export const confirmSignupMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'confirm-signup'], mutationFn: confirmSignup });

export const useConfirmSignup = () => useMutation(confirmSignupMutationOptions());
