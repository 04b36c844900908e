import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Property } from '@common/contracts/property';
import { type SharedBlock, type SharedBlockInput, type SharedBlockKind } from '@common/contracts/shared-blocks';
import { PROPERTIES_QUERY_KEY, propertyQueryKey, withLocale } from '@web/lib/properties/property-keys';
import { api } from '@web/lib/api-client';
import { apiOrThrow } from '@web/lib/api-call';
import { useLocale } from '@web/lib/i18n/use-locale';
import { toasts } from '@web/lib/toasts';

/** The host's library of shared blocks (docs/decisions/047-shared-blocks.md). */
export const SHARED_BLOCKS_QUERY_KEY = ['shared-blocks'] as const;
/** The devices screen's lists (its query keys start with this): a device block's save rewrites devices. */
const DEVICES_QUERY_ROOT = ['devices'] as const;
/** The Shared blocks page. */
export const SHARED_BLOCKS_PATH = '/home/guide/shared-blocks';

/** GET /shared-blocks: the caller's blocks by name, each with the guides that use it. */
export async function getSharedBlocks(signal?: AbortSignal): Promise<SharedBlock[]> {
  const result = await api<SharedBlock[]>('GET', '/shared-blocks', { signal, listCall: true });
  if (!result) throw new Error('Shared blocks could not be loaded');
  return result;
}

export function useSharedBlocks(enabled = true) {
  return useQuery({ queryKey: SHARED_BLOCKS_QUERY_KEY, queryFn: ({ signal }) => getSharedBlocks(signal), enabled });
}

/**
 * After a change that rewrote guides: the library and every cached property reload, except that the
 * one property the call answered is put in the cache as it is (an open editor starts from it).
 */
function useAfterGuideChange() {
  const queryClient = useQueryClient();
  const locale = useLocale();
  return (property?: Property) => {
    void queryClient.invalidateQueries({ queryKey: SHARED_BLOCKS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: DEVICES_QUERY_ROOT });
    if (property) queryClient.setQueryData(propertyQueryKey(locale, property.propertyId), property);
    void queryClient.invalidateQueries({
      queryKey: PROPERTIES_QUERY_KEY,
      predicate: (query) => !property || query.queryKey.at(-1) !== property.propertyId,
    });
  };
}

/** POST /shared-blocks (new, with an Idempotency-Key) or PUT /shared-blocks/{id}: rewrites every copy. */
export function useSaveSharedBlock() {
  const after = useAfterGuideChange();
  return useMutation({
    mutationFn: ({ sharedBlockId, input }: { sharedBlockId: number | null; input: SharedBlockInput }) =>
      sharedBlockId === null
        ? apiOrThrow<SharedBlock>('POST', '/shared-blocks', { body: input, idempotent: true })
        : apiOrThrow<SharedBlock>('PUT', `/shared-blocks/${sharedBlockId}`, { body: input }),
    onSuccess: (block, { sharedBlockId }) => {
      after();
      toasts.success({
        summary: 'saved',
        detail: sharedBlockId === null ? 'host.sharedBlocks.created' : 'host.sharedBlocks.saved',
        params: { count: block.usedBy.length },
      });
    },
  });
}

/** DELETE /shared-blocks/{id}: the guides keep their copies as plain sections. */
export function useDeleteSharedBlock() {
  const after = useAfterGuideChange();
  return useMutation({
    mutationFn: (sharedBlockId: number) =>
      apiOrThrow<{ sharedBlockId: number }>('DELETE', `/shared-blocks/${sharedBlockId}`),
    onSuccess: () => {
      after();
      toasts.success({ summary: 'removed', detail: 'host.sharedBlocks.deleted' });
    },
  });
}

/** POST /shared-blocks/{id}/use or /detach for one guide; answers the property as saved. */
export function useSharedBlockInGuide(action: 'use' | 'detach') {
  const after = useAfterGuideChange();
  const locale = useLocale();
  return useMutation({
    mutationFn: ({
      sharedBlockId,
      propertyId,
    }: {
      sharedBlockId: number;
      propertyId: number;
      kind?: SharedBlockKind;
    }) =>
      apiOrThrow<Property>('POST', withLocale(`/shared-blocks/${sharedBlockId}/${action}`, locale), {
        body: { propertyId },
      }),
    onSuccess: (property, { kind = 'section' }) => {
      after(property);
      toasts.success({ summary: 'saved', detail: `host.sharedBlocks.${action === 'use' ? 'used' : DETACHED[kind]}` });
    },
  });
}

const DETACHED: Record<SharedBlockKind, string> = {
  section: 'detached',
  place: 'detachedPlace',
  device: 'detachedDevice',
};

/** What guests see of a block: a section's title in the page's language (else the other one), a place's or device's name. */
export const blockTitle = (block: SharedBlock, locale: string) =>
  block.place?.name ??
  block.device?.name ??
  (locale === 'es' ? (block.title.es ?? block.title.en) : (block.title.en ?? block.title.es)) ??
  '';
