import { mutationOptions, useMutation } from '@tanstack/react-query';
import { BOT_TOKEN_HEADER, type MailSentResult } from '@common/contracts/user';
import { apiOrThrow } from '@web/lib/api-call';

export interface PasswordResetStart {
  email: string;
  botToken?: string;
}

/**
 * GET /user/password/{email}: mails a reset link if the account exists; the answer is the same
 * either way. A GET has no body, so the bot-check token travels in a header.
 */
export function requestPasswordReset({ email, botToken }: PasswordResetStart): Promise<MailSentResult> {
  return apiOrThrow<MailSentResult>('GET', `/user/password/${encodeURIComponent(email)}`, {
    headers: botToken ? { [BOT_TOKEN_HEADER]: botToken } : undefined,
  });
}

export const requestPasswordResetMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'request-password-reset'], mutationFn: requestPasswordReset });

export const useRequestPasswordReset = () => useMutation(requestPasswordResetMutationOptions());
