import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type Dispatch, type FormEvent } from 'react';
import { MEDIA_LIMITS } from '@common/contracts/media';
import { useTranslation } from '@web/lib/i18n/react';
import { usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { usePublicConfig } from '@web/lib/public-config';
import { useSaveStockPhoto } from '../api/save-stock-photo';
import { type PhotoDrawerAction, showLoadMore, type StockSearchState } from '../hooks/photo-drawer-reducer';
import { PhotoGrid } from './photo-grid';

/** Where the attribution link points: the free stock-photo provider is credited by a link. */
export const STOCK_PROVIDER_URL = 'https://www.pexels.com';

/**
 * Tab 2 of the photo drawer (docs/product.md, "Photo drawer"): a search box (Enter or the button), the grid of
 * stock results with Assign only, Load more once page 2 is reached, and the provider's credit.
 */
export function SearchTab({
  search,
  dispatch,
  propertyId = null,
}: {
  search: StockSearchState;
  dispatch: Dispatch<PhotoDrawerAction>;
  propertyId?: number | null;
}) {
  const { t } = useTranslation();
  const drawer = usePhotoDrawer();
  const saveCopy = useSaveStockPhoto();
  const { stockPhotosEnabled } = usePublicConfig();
  // The server publishes whether it has a provider key; a search answer can say so too.
  const notConfigured = search.notConfigured || !stockPhotosEnabled;
  const [term, setTerm] = useState('');
  const loading = search.pending !== null;
  const loadingMore = loading && search.pending?.page !== 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'searchSubmitted', term });
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('host.photos.search.label')}
            placeholder={t('host.photos.search.placeholder')}
            value={term}
            onChange={(event) => setTerm(event.currentTarget.value)}
            maxLength={MEDIA_LIMITS.searchTermMax}
            style={{ flex: 1 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={loading && !loadingMore}>
            {t('host.photos.search.submit')}
          </Button>
        </Group>
      </form>

      {notConfigured ? (
        <Alert color="yellow" variant="light" role="status">
          {t('host.photos.stockNotConfigured')}
        </Alert>
      ) : null}
      {search.failed ? (
        <Text size="sm" c="red.8" role="alert">
          {t('host.photos.search.failed')}
        </Text>
      ) : null}
      {loading && search.photos.length === 0 ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{t('host.photos.search.loading')}</Text>
        </Group>
      ) : null}
      {!loading && !notConfigured && !search.failed && search.lastTerm && search.photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('host.photos.search.empty', { term: search.lastTerm })}
        </Text>
      ) : null}

      {search.photos.length > 0 ? (
        <PhotoGrid
          label={t('host.photos.search.gridLabel')}
          tiles={search.photos.map((photo, index) => {
            const name = photo.alt || t('host.photos.search.photoAlt', { photographer: photo.photographer });
            return {
              // The provider may repeat a photo across pages.
              key: `${photo.id}-${index}`,
              src: photo.src.small,
              alt: name,
              caption: t('host.photos.search.photoBy', { photographer: photo.photographer }),
              actions: [
                {
                  label: t('host.photos.actions.assign'),
                  ariaLabel: t('host.photos.actions.assignPhoto', { name }),
                  onClick: () => {
                    // The guide gets src.original; the library of the selected guide keeps a
                    // copy with the photographer's credit, shown under the "Stock photos" source.
                    if (propertyId !== null) saveCopy.mutate({ propertyId, photo });
                    drawer.assign({ url: photo.src.original, mediaId: null });
                  },
                },
              ],
            };
          })}
        />
      ) : null}

      {showLoadMore(search) ? (
        <Group justify="center">
          <Button variant="light" loading={loadingMore} onClick={() => dispatch({ type: 'loadMoreRequested' })}>
            {t('host.photos.search.loadMore')}
          </Button>
        </Group>
      ) : null}

      <Text size="xs" c="dimmed" ta="center">
        <Anchor href={STOCK_PROVIDER_URL} target="_blank" rel="noopener noreferrer" size="xs">
          {t('host.photos.search.attribution')}
        </Anchor>
      </Text>
    </Stack>
  );
}
