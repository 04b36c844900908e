import type { ReportTable } from '@common/contracts/reports';
import { apiRequestUrl, refreshAfterUnauthorized } from '@web/lib/api-client';
import { getToken } from '@web/lib/session';
import { type ReportRequest, reportQuery } from './get-report';

/**
 * GET /reports/csv/{table} with the host's bearer token (a plain link could not carry it), following
 * the API client's rule for a 401: refresh once, then retry. Saves the file; false when it failed.
 */
export async function downloadReportCsv(table: ReportTable, request: ReportRequest): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const token = getToken();
    let response: Response;
    try {
      response = await fetch(apiRequestUrl(`/reports/csv/${table}?${reportQuery(request)}`), {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    } catch {
      return false;
    }
    if (response.status === 401 && token && attempt === 0) {
      if (!(await refreshAfterUnauthorized(token))) return false;
      continue;
    }
    if (!response.ok) return false;
    const name =
      /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `report-${table}.csv`;
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  }
  return false;
}
