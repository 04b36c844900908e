import { mutationOptions, useMutation } from '@tanstack/react-query';
import { type UpdateUserRequest, type UserSession } from '@common/contracts/user';
import { ON409_ERROR_TOAST } from '@web/lib/api-client';
import { apiOrThrow } from '@web/lib/api-call';
import { getUser, replaceUserKeepingTokens, type SessionUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';

export type ProfileChanges = Partial<
  Pick<UpdateUserRequest, 'firstName' | 'lastName' | 'phoneNumber' | 'locale' | 'profileImageMediaId'>
>;

/**
 * PUT /user with the current user, the form's changes applied. The token pair
 * stays out of the body: the server reads only the profile fields, and tokens belong in headers.
 */
export function updateProfile(changes: ProfileChanges): Promise<UserSession> {
  const { token: _token, refreshToken: _refreshToken, ...current }: SessionUser = getUser();
  return apiOrThrow<UserSession>('PUT', '/user', { body: { ...current, ...changes }, on409: ON409_ERROR_TOAST });
}

/**
 * On success the stored user becomes the answer, keeping this browser's token pair (docs/product.md,
 * "Session"), and the toast saved / userprofile_saved appears.
 */
export const updateProfileMutationOptions = () =>
  mutationOptions({
    mutationKey: ['account', 'update-profile'],
    mutationFn: updateProfile,
    onSuccess: (user) => {
      replaceUserKeepingTokens(user);
      toasts.success({ summary: 'saved', detail: 'userprofile_saved' });
    },
  });

export const useUpdateProfile = () => useMutation(updateProfileMutationOptions());
