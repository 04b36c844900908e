import { useMutation } from '@tanstack/react-query';
import { apiOrThrow } from '@web/lib/api-call';
import { downloadJson } from '@web/lib/download';

/** GET /user/export: everything the signed-in account owns, as one JSON document (docs/export-format.md). */
export function exportMyData(): Promise<{ exportedAt: string }> {
  return apiOrThrow<{ exportedAt: string }>('GET', '/user/export');
}

/** Downloads the export as guidebook-export-{date}.json. */
export function useExportMyData() {
  return useMutation({
    mutationKey: ['account', 'export'],
    mutationFn: exportMyData,
    onSuccess: (data) => downloadJson(data, `guidebook-export-${data.exportedAt.slice(0, 10)}.json`),
  });
}
