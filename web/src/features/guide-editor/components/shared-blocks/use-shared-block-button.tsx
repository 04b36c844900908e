import { Button, Menu, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@web/lib/i18n/use-locale';
import { blockTitle, useSharedBlockInGuide, useSharedBlocks } from '@web/lib/shared-blocks/shared-blocks-api';
import { useEditorGuide } from './editor-guide';

/**
 * "Use a shared block" under the guide's sections: adds a copy of one of the host's blocks at the
 * end of this guide (saved at once, so only while nothing is unsaved). Owners only.
 */
export function UseSharedBlockButton({ used, dirty, full }: { used: number[]; dirty: boolean; full: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const guide = useEditorGuide();
  // The library is read when the menu first opens, not with every editor.
  const [opened, setOpened] = useState(false);
  const blocks = useSharedBlocks(opened && guide !== null && !guide.isCoHost);
  const use = useSharedBlockInGuide('use');
  if (!guide || guide.isCoHost) return null;
  const free = (blocks.data ?? []).filter((block) => !used.includes(block.sharedBlockId));

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
              onClick={() => use.mutate({ sharedBlockId: block.sharedBlockId, propertyId: guide.propertyId })}
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
            {t('host.sharedBlocks.noneToUse')}
          </Text>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
