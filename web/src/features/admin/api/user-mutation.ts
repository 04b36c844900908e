import { type QueryClient } from '@tanstack/react-query';
import { type AdminUserDetail } from '@common/contracts/admin';
import { adminKeys } from './admin-keys';

/** After a change to one user: their detail takes the answer, every user list and the audit log reload. */
export function afterUserChange(queryClient: QueryClient, detail?: AdminUserDetail) {
  if (detail) queryClient.setQueryData(adminKeys.user(detail.userId), detail);
  void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
  void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
}
