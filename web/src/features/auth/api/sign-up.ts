import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type MailSentResult, type SignupRequest } from '@common/contracts/user';
import { apiOrThrow } from '@web/lib/api-call';

/**
 * POST /user/signup. The answer is the same for a new and an existing email (no account enumeration).
 * A refusal (409: bot check; 429) rejects with its errors for the form; a signup 409 shows no
 * warning toast (docs/api.md, "409").
 */
export function signUp(body: SignupRequest): Promise<MailSentResult> {
  return apiOrThrow<MailSentResult>('POST', '/user/signup', { body });
}

export const signUpMutationOptions = () => mutationOptions({ mutationKey: ['auth', 'sign-up'], mutationFn: signUp });

export const useSignUp = () => useMutation(signUpMutationOptions());
