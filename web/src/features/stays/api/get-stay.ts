import { queryOptions } from '@tanstack/react-query';
import { type Stay } from '@common/contracts/stays';
import { api } from '@web/lib/api-client';
import { stayQueryKey } from './stay-keys';

/** GET /stays/{stayId}: the stored copy (the editor reloads it after a 409). */
export async function getStay(stayId: number, signal?: AbortSignal): Promise<Stay> {
  const result = await api<Stay>('GET', `/stays/${stayId}`, { signal });
  if (!result) throw new Error('Stay could not be loaded');
  return result;
}

export const stayQueryOptions = (stayId: number) =>
  queryOptions({ queryKey: stayQueryKey(stayId), queryFn: ({ signal }) => getStay(stayId, signal), staleTime: 0 });
