import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminRole, type AdminRoleHolder } from '@common/contracts/admin';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { adminKeys } from './admin-keys';

/** POST /admin/roles (Admin): grants Internal or Admin to the account with this e-mail. */
export function grantRole(input: { email: string; role: AdminRole }): Promise<AdminRoleHolder> {
  return apiOrThrow<AdminRoleHolder>('POST', '/admin/roles', { body: input });
}

export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantRole,
    onSuccess: (holder, input) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.roles() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      toasts.success({
        summary: 'saved',
        detail: 'admin.roles.granted',
        params: { email: holder.email, role: input.role },
      });
    },
  });
}
