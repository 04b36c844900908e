import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type MailSentResult } from '@common/contracts/user';
import { apiOrThrow } from '@web/lib/api-call';

/** GET /user/password/account/{email}: mails a one-time code to the signed-in user's own address. */
export function requestPasswordChangeCode(email: string): Promise<MailSentResult> {
  return apiOrThrow<MailSentResult>('GET', `/user/password/account/${encodeURIComponent(email)}`);
}

export const requestPasswordChangeCodeMutationOptions = () =>
  mutationOptions({ mutationKey: ['account', 'request-password-change-code'], mutationFn: requestPasswordChangeCode });

export const useRequestPasswordChangeCode = () => useMutation(requestPasswordChangeCodeMutationOptions());
