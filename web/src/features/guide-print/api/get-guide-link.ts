import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GuideLink } from '@common/contracts/guide';
import { api } from '@web/lib/api-client';
import { guideLinkQueryKey } from './guide-link-keys';

/** GET /property/user/{propertyId}/guide-link: slug, short code and the guest URLs of a guide. */
export async function getGuideLink(propertyId: number, signal?: AbortSignal): Promise<GuideLink> {
  const result = await api<GuideLink>('GET', `/property/user/${propertyId}/guide-link`, { signal });
  if (!result) throw new Error('Guide link could not be loaded');
  return result;
}

export const guideLinkQueryOptions = (propertyId: number) =>
  queryOptions({
    queryKey: guideLinkQueryKey(propertyId),
    queryFn: ({ signal }) => getGuideLink(propertyId, signal),
  });

/** The guest link of one property (disabled until a property is chosen). */
export function useGuideLink(propertyId: number | null) {
  return useQuery({ ...guideLinkQueryOptions(propertyId ?? 0), enabled: propertyId !== null });
}
