import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Report } from '@common/contracts/reports';
import { api } from '@web/lib/api-client';

/**
 * What a report is asked for: one property (or all of them) over the last `days` days, ending on the
 * properties' local today (the server knows it; the browser's today can be a day off near midnight),
 * or over two calendar dates.
 */
export type ReportRequest = { propertyId: number | null } & ({ days: number } | { from: string; to: string });

export const REPORTS_QUERY_KEY = ['reports'] as const;
export const reportKey = (request: ReportRequest) =>
  'days' in request
    ? ([...REPORTS_QUERY_KEY, request.propertyId ?? 'all', request.days] as const)
    : ([...REPORTS_QUERY_KEY, request.propertyId ?? 'all', request.from, request.to] as const);

/** The query string of a report request (also used by the CSV downloads). */
export function reportQuery(request: ReportRequest): string {
  const query = new URLSearchParams(
    'days' in request ? { days: String(request.days) } : { from: request.from, to: request.to },
  );
  if (request.propertyId !== null) query.set('propertyId', String(request.propertyId));
  return query.toString();
}

/** GET /reports: the figures of one property or all the host's over the period. */
export async function getReport(request: ReportRequest, signal?: AbortSignal): Promise<Report> {
  const result = await api<Report>('GET', `/reports?${reportQuery(request)}`, { signal, listCall: true });
  if (!result) throw new Error('Report could not be loaded');
  return result;
}

export const reportQueryOptions = (request: ReportRequest) =>
  queryOptions({
    queryKey: reportKey(request),
    queryFn: ({ signal }) => getReport(request, signal),
    // Keep the last figures on screen while another period loads.
    placeholderData: keepPreviousData,
  });

/** The report; not fetched while `enabled` is false (a period the form knows is invalid). */
export function useReport(request: ReportRequest, enabled = true) {
  return useQuery({ ...reportQueryOptions(request), enabled });
}
