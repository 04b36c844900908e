import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type VerifyTwoFactorRequest } from '@common/contracts/auth';
import { type UserSession } from '@common/contracts/user';
import { apiOrThrow } from '@web/lib/api-call';

/**
 * POST /auth/verify2fa with a TOTP or a recovery code. The api client sends the stored token, which
 * is the TwoFa-pending one from issuetoken; the answer is the full user. A wrong code (409) rejects
 * with its errors for the form, without a toast (docs/api.md, "409", lists the calls that toast).
 */
export function verifyTwoFactor(body: VerifyTwoFactorRequest): Promise<UserSession> {
  return apiOrThrow<UserSession>('POST', '/auth/verify2fa', { body });
}

export const verifyTwoFactorMutationOptions = () =>
  mutationOptions({ mutationKey: ['auth', 'verify-2fa'], mutationFn: verifyTwoFactor });

export const useVerifyTwoFactor = () => useMutation(verifyTwoFactorMutationOptions());
