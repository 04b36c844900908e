import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { adminKeys } from './admin-keys';

/** DELETE /admin/users/{userId} (Admin): the user with their properties, photos, stays and messages. */
export function deleteUser(userId: string): Promise<{ userId: string }> {
  return apiOrThrow<{ userId: string }>('DELETE', `/admin/users/${encodeURIComponent(userId)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: ({ userId }) => {
      queryClient.removeQueries({ queryKey: adminKeys.user(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.roles() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
      toasts.success({ summary: 'removed', detail: 'admin.users.done.deleted' });
    },
  });
}
