import { Alert, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type Dispatch } from 'react';
import { type MediaLibraryItem } from '@common/contracts/media';
import { MEDIA_SOURCE_IDS } from '@common/contracts/list';
import { LIBRARY_PAGE_SIZE } from '@common/limits';
import { useTranslation } from '@web/lib/i18n/react';
import { usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { useMediaSources } from '@web/lib/lists/get-media-sources';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';
import { MEDIA_LIBRARY_QUERY_KEY, useLibraryReset } from '@web/lib/media-query-keys';
import { usePublicConfig } from '@web/lib/public-config';
import { useDeleteMedia } from '../api/delete-media';
import { libraryPageQueryKey, useLibraryPage, type LibraryPageRequest } from '../api/get-library-page';
import { imageUrl } from '../api/media-urls';
import { type PhotoDrawerAction, type PhotoDrawerState, selectLibrarySelection } from '../hooks/photo-drawer-reducer';
import { useUploads } from '../hooks/use-uploads';
import { DeleteConfirm } from './delete-confirm';
import { LibraryPager } from './library-pager';
import { PhotoGrid } from './photo-grid';
import { UploadDropzone } from './upload-dropzone';

const EMPTY_PROPERTIES: never[] = [];

/**
 * Tab 1 of the photo drawer (docs/product.md, "Photo drawer"): source and guide dropdowns, help text, the grid of
 * small library photos with Assign and Delete, the pager, and the upload area.
 */
export function LibraryTab({ state, dispatch }: { state: PhotoDrawerState; dispatch: Dispatch<PhotoDrawerAction> }) {
  const { t } = useTranslation();
  const { imageBaseUrl } = usePublicConfig();
  const drawer = usePhotoDrawer();
  const queryClient = useQueryClient();
  const sources = useMediaSources();
  const propertiesQuery = usePropertyDropdown();
  const properties = propertiesQuery.data ?? EMPTY_PROPERTIES;
  const { mediaSourceId, propertyId } = selectLibrarySelection(state, sources.items, properties);
  const request: LibraryPageRequest | null =
    mediaSourceId !== null && propertyId !== null ? { page: state.page, mediaSourceId, propertyId } : null;
  const library = useLibraryPage(request);
  const deletion = useDeleteMedia();
  const [confirming, setConfirming] = useState<MediaLibraryItem | null>(null);

  // After a property save (the library's reset time in the query cache moved past the last one
  // acted on): back to the first page, loaded fresh (the page-1 query may be cached but not shown, or
  // shown already, so it is refetched rather than waiting for a re-render). Resets from before this
  // tab opened are past; a reset time going back (the cache cleared or refreshed whole) is no save.
  const reset = useLibraryReset();
  const seenReset = useRef(reset);
  useEffect(() => {
    if (reset <= seenReset.current) return;
    seenReset.current = reset;
    // Another page shown: showing page 1 loads it (its cached copy is stale). Page 1 shown: refetched.
    if (state.page !== 0) dispatch({ type: 'pageSelected', page: 0 });
    else if (mediaSourceId !== null && propertyId !== null)
      void queryClient.refetchQueries({
        queryKey: libraryPageQueryKey({ page: 0, mediaSourceId, propertyId }),
        exact: true,
      });
  }, [reset, state.page, dispatch, queryClient, mediaSourceId, propertyId]);

  const uploads = useUploads((_items, target) => {
    void queryClient.invalidateQueries({ queryKey: MEDIA_LIBRARY_QUERY_KEY });
    dispatch({ type: 'uploaded', mediaSourceId: target.mediaSourceId });
  });

  const guideName = properties.find((p) => p.propertyId === propertyId)?.name ?? null;
  const items = library.data?.items ?? [];
  const totalCount = library.data?.totalCount ?? 0;

  const confirmDelete = () => {
    if (!confirming || !request) return;
    deletion.mutate(
      { item: confirming, shownPage: request },
      {
        onSuccess: () => {
          // The last photo of a later page is gone: show the page before it.
          if (items.length === 1 && state.page > 0) dispatch({ type: 'pageSelected', page: state.page - 1 });
        },
        onSettled: () => setConfirming(null),
      },
    );
  };

  const itemName = (item: MediaLibraryItem, index: number) =>
    item.alt ||
    item.fileName ||
    t('host.photos.library.photoAlt', { number: state.page * LIBRARY_PAGE_SIZE + index + 1 });

  return (
    <Stack gap="md">
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <Select
          label={t('host.photos.library.source')}
          data={sources.items.map((source) => ({ value: String(source.mediaSourceId), label: source.name }))}
          value={mediaSourceId === null ? null : String(mediaSourceId)}
          onChange={(value) => value && dispatch({ type: 'sourceSelected', mediaSourceId: Number(value) })}
          allowDeselect={false}
          comboboxProps={{ zIndex: 1200 }}
          miw={160}
        />
        <Select
          label={t('host.photos.library.guide')}
          data={properties.map((property) => ({ value: String(property.propertyId), label: property.name }))}
          value={propertyId === null ? null : String(propertyId)}
          onChange={(value) => value && dispatch({ type: 'propertySelected', propertyId: Number(value) })}
          allowDeselect={false}
          searchable={properties.length > 8}
          comboboxProps={{ zIndex: 1200 }}
          miw={160}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('host.photos.library.help')}
      </Text>

      <UploadDropzone
        guideName={guideName}
        disabled={propertyId === null}
        entries={uploads.entries}
        onFiles={(files) =>
          propertyId !== null && uploads.upload(files, { mediaSourceId: MEDIA_SOURCE_IDS.uploads, propertyId })
        }
        onRejected={uploads.reject}
        onClear={uploads.clearFinished}
      />

      {propertiesQuery.isSuccess && properties.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('host.photos.library.noProperties')}
        </Alert>
      ) : null}

      {request && library.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('host.photos.library.loading')}</Text>
        </Group>
      ) : null}
      {library.isSuccess && items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('host.photos.library.empty')}
        </Text>
      ) : null}
      {items.length > 0 ? (
        <Stack gap="xs" style={{ opacity: library.isPlaceholderData ? 0.6 : 1 }} aria-busy={library.isFetching}>
          <PhotoGrid
            label={t('host.photos.library.gridLabel')}
            tiles={items.map((item, index) => {
              const name = itemName(item, index);
              return {
                key: item.mediaId,
                src: imageUrl(imageBaseUrl, item.smallImagePath),
                alt: name,
                actions: [
                  {
                    label: t('host.photos.actions.assign'),
                    ariaLabel: t('host.photos.actions.assignPhoto', { name }),
                    onClick: () =>
                      drawer.assign({ url: imageUrl(imageBaseUrl, item.largeImagePath), mediaId: item.mediaId }),
                  },
                  {
                    label: t('host.photos.actions.delete'),
                    ariaLabel: t('host.photos.actions.deletePhoto', { name }),
                    color: 'red',
                    variant: 'subtle',
                    onClick: () => setConfirming(item),
                  },
                ],
              };
            })}
          />
          <Text size="xs" c="dimmed" ta="center">
            {t('host.photos.library.count', { count: totalCount })}
          </Text>
          <LibraryPager
            page={state.page}
            totalCount={totalCount}
            onChange={(page) => dispatch({ type: 'pageSelected', page })}
          />
        </Stack>
      ) : null}

      <DeleteConfirm
        opened={confirming !== null}
        deleting={deletion.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
