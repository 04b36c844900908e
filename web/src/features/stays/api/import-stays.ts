import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StayImportResult } from '@common/contracts/stays';
import { apiOrThrow } from '@web/lib/api-call';
import { MESSAGES_QUERY_KEY, STAYS_QUERY_KEY } from '@web/lib/stay-query-keys';

/** POST /stays/import/{propertyId} { csv }: good rows become stays, bad rows come back by line. */
export function importStays(propertyId: number, csv: string): Promise<StayImportResult> {
  return apiOrThrow<StayImportResult>('POST', `/stays/import/${propertyId}`, { body: { csv } });
}

export function useImportStays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ propertyId, csv }: { propertyId: number; csv: string }) => importStays(propertyId, csv),
    onSuccess: (result) => {
      if (result.created === 0) return;
      void queryClient.invalidateQueries({ queryKey: STAYS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: MESSAGES_QUERY_KEY });
    },
  });
}
