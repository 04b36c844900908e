import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminRole, type AdminRoleHolder } from '@common/contracts/admin';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { adminKeys } from './admin-keys';

/** DELETE /admin/roles/{userId}/{role} (Admin): never the last Admin (409 admin.errors.lastAdmin). */
export function revokeRole(input: { userId: string; role: AdminRole }): Promise<AdminRoleHolder> {
  return apiOrThrow<AdminRoleHolder>('DELETE', `/admin/roles/${encodeURIComponent(input.userId)}/${input.role}`);
}

export function useRevokeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeRole,
    onSuccess: (holder, input) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.roles() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      toasts.success({
        summary: 'removed',
        detail: 'admin.roles.revoked',
        params: { email: holder.email, role: input.role },
      });
    },
  });
}
