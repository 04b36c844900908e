import { Button, Group, Image, Stack, Tabs, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { type PhotoDrawerTarget, usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';
import { type PhotoDrawerTab } from '../hooks/photo-drawer-reducer';
import { usePhotoDrawerState } from '../hooks/use-photo-drawer-state';
import { LibraryTab } from './library-tab';
import classes from './photo-drawer-tabs.module.css';
import { SearchTab } from './search-tab';

const TAB_LABEL_KEYS: Record<PhotoDrawerTab, string> = {
  library: 'host.photos.tabs.library',
  search: 'host.photos.tabs.search',
};

const targetUrl = (target: PhotoDrawerTarget) => (typeof target === 'string' ? target : target.url);

/** The image the drawer was opened for, if any: the one an assigned photo replaces. */
function CurrentPhoto({ target }: { target: PhotoDrawerTarget }) {
  const { t } = useTranslation();
  const url = targetUrl(target);
  if (!url) return null;
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src={url} alt={t('host.photos.current.alt')} w={64} h={48} radius="sm" fit="cover" />
      <Text size="sm" c="dimmed">
        {t('host.photos.current.label')}
      </Text>
    </Group>
  );
}

/**
 * The photo drawer's contents (docs/product.md, "Photo drawer"): a tab menu button showing the current tab that
 * toggles the tab list on small screens, then the Library and Photo search tabs. Both tabs stay
 * mounted, so switching keeps search results and the library page.
 */
export function PhotoDrawerTabs() {
  const { t } = useTranslation();
  const { target } = usePhotoDrawer();
  const [state, dispatch] = usePhotoDrawerState();
  const listId = useId();
  // The guide chosen in the library tab (its first guide until the host picks one): stock photos
  // assigned from the search tab are saved into its library.
  const properties = usePropertyDropdown().data;
  const propertyId = properties?.some((p) => p.propertyId === state.propertyId)
    ? state.propertyId
    : (properties?.[0]?.propertyId ?? null);

  return (
    <Stack gap="md">
      {target ? <CurrentPhoto target={target} /> : null}
      <Tabs
        value={state.tab}
        onChange={(tab) => tab && dispatch({ type: 'tabSelected', tab: tab as PhotoDrawerTab })}
        keepMounted
      >
        <Button
          hiddenFrom="sm"
          variant="default"
          fullWidth
          justify="space-between"
          mb="xs"
          rightSection={
            state.tabListOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
          }
          aria-expanded={state.tabListOpen}
          aria-controls={listId}
          onClick={() => dispatch({ type: 'tabListToggled' })}
        >
          {t(TAB_LABEL_KEYS[state.tab])}
        </Button>
        <Tabs.List
          id={listId}
          className={classes.tabList}
          data-open={state.tabListOpen || undefined}
          aria-label={t('host.photos.tabs.label')}
        >
          <Tabs.Tab value="library">{t(TAB_LABEL_KEYS.library)}</Tabs.Tab>
          <Tabs.Tab value="search">{t(TAB_LABEL_KEYS.search)}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="library" pt="md">
          <LibraryTab state={state} dispatch={dispatch} />
        </Tabs.Panel>
        <Tabs.Panel value="search" pt="md">
          <SearchTab search={state.search} dispatch={dispatch} propertyId={propertyId} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
