import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminList } from '@common/contracts/admin';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { LISTS_QUERY_KEY } from '@web/lib/lists/list-keys';
import { adminKeys } from './admin-keys';
import { type AdminListItem } from './get-list';

/** PUT /admin/lists/{list}/{id} (Admin): renames a lookup item in both languages. */
export function updateListItem(input: {
  list: AdminList;
  id: number;
  nameEn: string;
  nameEs: string;
}): Promise<AdminListItem> {
  return apiOrThrow<AdminListItem>('PUT', `/admin/lists/${input.list}/${input.id}`, {
    body: { nameEn: input.nameEn, nameEs: input.nameEs },
  });
}

export function useUpdateListItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListItem,
    onSuccess: (_item, input) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.list(input.list) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
      // The app's own lookup caches (selects in the editors) hold the old names.
      void queryClient.invalidateQueries({ queryKey: LISTS_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'admin.tools.lists.saved' });
    },
  });
}
