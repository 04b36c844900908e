import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Stay, type StayUpdate } from '@common/contracts/stays';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGES_QUERY_KEY, STAYS_QUERY_KEY } from '@web/lib/stay-query-keys';
import { toasts } from '@web/lib/toasts';

/** Title of the warning toast when someone else saved the stay in between (409). */
export const UPDATE_STAY_WARN_TITLE_KEY = 'host.stays.updateTitle';

/**
 * PUT /stays with the modifyDate it was loaded with. Rejects with ApiCallError: status 409 when the
 * stored stay changed in between (after the warning toast), 400 with the refused fields.
 */
export function updateStay(update: StayUpdate): Promise<Stay> {
  return apiOrThrow<Stay>('PUT', '/stays', { body: update, on409: { warnTitleKey: UPDATE_STAY_WARN_TITLE_KEY } });
}

/** Saves a stay; its pending messages are re-planned by the server, so the log reloads too. */
export function useUpdateStay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStay,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAYS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.stays.saved' });
    },
  });
}
