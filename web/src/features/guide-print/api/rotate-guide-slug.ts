import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type GuideLink } from '@common/contracts/guide';
import { api } from '@web/lib/api-client';
import { guideLinkQueryKey } from './guide-link-keys';

/** POST /property/user/{propertyId}/rotate-slug: a new guest link and short code (owner only). */
export async function rotateGuideSlug(propertyId: number): Promise<GuideLink | null> {
  return api<GuideLink>('POST', `/property/user/${propertyId}/rotate-slug`);
}

/** Rotates the link and keeps the answer as the guide's link (the caller refreshes other views). */
export function useRotateGuideSlug() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateGuideSlug,
    onSuccess: (link, propertyId) => {
      if (link) queryClient.setQueryData(guideLinkQueryKey(propertyId), link);
    },
  });
}
