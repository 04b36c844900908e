import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionRequest } from '@common/contracts/user';
import { apiOrThrow } from '@web/lib/api-call';

/** DELETE /user: deletes the signed-in account with everything it owns (confirmed with the password or e-mail). */
export function deleteMyAccount(body: AccountDeletionRequest): Promise<{ deleted: true }> {
  return apiOrThrow<{ deleted: true }>('DELETE', '/user', { body });
}

export const useDeleteMyAccount = () =>
  useMutation({ mutationKey: ['account', 'delete'], mutationFn: deleteMyAccount });
