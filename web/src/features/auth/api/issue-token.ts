import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type IssueTokenRequest } from '@common/contracts/auth';
import { type UserSession } from '@common/contracts/user';
import { ON409_ERROR_TOAST } from '@web/lib/api-client';
import { apiOrThrow } from '@web/lib/api-call';

/**
 * POST /auth/issuetoken: email and password sign-in. Resolves to the user (a TwoFa-pending one when
 * two-factor is on); wrong credentials or an unconfirmed account reject with the 409's errors after
 * the "Error" warning toast.
 */
export function issueToken(body: IssueTokenRequest): Promise<UserSession> {
  return apiOrThrow<UserSession>('POST', '/auth/issuetoken', { body, on409: ON409_ERROR_TOAST });
}

export const issueTokenMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'issue-token'], mutationFn: issueToken });

export const useIssueToken = () => useMutation(issueTokenMutationOptions());
