import { Button, Menu, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { type SharedBlockKind } from '@common/contracts/shared-blocks';
import { useTranslation } from '@web/lib/i18n/react';
import { useLocale } from '@web/lib/i18n/use-locale';
import { blockTitle, useSharedBlockInGuide, useSharedBlocks } from './shared-blocks-api';

/**
 * "Use a shared block" under a guide's sections, places or devices: adds a copy of one of the host's
 * blocks of that kind to this guide (saved at once, so only while nothing is unsaved). Owners only.
 */
export function UseSharedBlockMenu({
  kind,
  propertyId,
  isCoHost,
  used,
  dirty,
  full,
}: {
  kind: SharedBlockKind;
  propertyId: number;
  isCoHost: boolean;
  /** Blocks this guide already holds a copy of. */
  used: number[];
  dirty: boolean;
  full: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The library is read when the menu first opens, not with every editor.
  const [opened, setOpened] = useState(false);
  const blocks = useSharedBlocks(opened && !isCoHost);
  const use = useSharedBlockInGuide('use');
  if (isCoHost) return null;
  const free = (blocks.data ?? []).filter((block) => block.kind === kind && !used.includes(block.sharedBlockId));

  return (
    <Menu position="bottom-start" width={280} withinPortal onOpen={() => setOpened(true)}>
      <Menu.Target>
        <Button
          leftSection={<IconLink size={16} aria-hidden />}
          variant="default"
          disabled={dirty || full}
          loading={use.isPending}
          title={dirty ? t('host.sharedBlocks.saveFirst') : undefined}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('host.sharedBlocks.useInGuide')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {blocks.isPending ? (
          <Text size="sm" c="gray.7" p="sm">
            {t('app.loading')}
          </Text>
        ) : free.length ? (
          free.map((block) => (
            <Menu.Item
              key={block.sharedBlockId}
              onClick={() => use.mutate({ sharedBlockId: block.sharedBlockId, propertyId, kind })}
            >
              <Text size="sm" fw={500}>
                {block.name}
              </Text>
              <Text size="xs" c="gray.7">
                {blockTitle(block, locale)}
              </Text>
            </Menu.Item>
          ))
        ) : (
          <Text size="sm" c="gray.7" p="sm">
            {t(
              `host.sharedBlocks.${kind === 'section' ? 'noneToUse' : kind === 'place' ? 'noPlaceToUse' : 'noDeviceToUse'}`,
            )}
          </Text>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
