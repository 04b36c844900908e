import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type GoogleSignInRequest } from '@common/contracts/auth';
import { type UserSession } from '@common/contracts/user';
import { ON409_ERROR_TOAST } from '@web/lib/api-client';
import { apiOrThrow } from '@web/lib/api-call';

/** POST /auth/IssueTokenGoogle with the ID token Google Identity Services handed to the page. */
export function issueTokenGoogle(body: GoogleSignInRequest): Promise<UserSession> {
  return apiOrThrow<UserSession>('POST', '/auth/IssueTokenGoogle', { body, on409: ON409_ERROR_TOAST });
}

export const issueTokenGoogleMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'issue-token-google'], mutationFn: issueTokenGoogle });

export const useIssueTokenGoogle = () => useMutation(issueTokenGoogleMutationOptions());
