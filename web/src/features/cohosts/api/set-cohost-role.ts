import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CoHostRole } from '@common/contracts/cohosts';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { COHOSTS_QUERY_KEY } from './cohost-keys';

/** PUT /cohosts/property/{propertyId}/{userId}: the owner changes what a co-host may do; it applies to their next call. */
export function setCoHostRole(input: {
  propertyId: number;
  userId: string;
  role: CoHostRole;
}): Promise<{ propertyId: number; userId: string; role: CoHostRole }> {
  return apiOrThrow('PUT', `/cohosts/property/${input.propertyId}/${input.userId}`, { body: { role: input.role } });
}

export function useSetCoHostRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCoHostRole,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: COHOSTS_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.cohosts.roleChanged' });
    },
  });
}
