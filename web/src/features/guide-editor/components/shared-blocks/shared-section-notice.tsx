import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useSharedBlockInGuide, useSharedBlocks } from '@web/lib/shared-blocks/shared-blocks-api';
import { useEditorGuide } from './editor-guide';

export const SHARED_BLOCKS_PATH = '/home/guide/shared-blocks';

/**
 * In the section editor, for a section that is a copy of a shared block: where it is shared, where
 * to edit it, and "Detach" (the section becomes this guide's own). Detaching saves at once, so it
 * waits until the editor has no unsaved changes.
 */
export function SharedSectionNotice({ sharedBlockId, dirty }: { sharedBlockId: number; dirty: boolean }) {
  const { t } = useTranslation();
  const guide = useEditorGuide();
  const blocks = useSharedBlocks(guide !== null && !guide.isCoHost);
  const detach = useSharedBlockInGuide('detach');
  if (!guide) return null;
  const block = blocks.data?.find((b) => b.sharedBlockId === sharedBlockId);
  const count = block?.usedBy.length ?? 0;

  return (
    <Alert
      variant="light"
      color="grape"
      icon={<IconLink size={18} aria-hidden />}
      title={t('host.sharedBlocks.notice.title')}
    >
      <Stack gap="xs">
        <Text size="sm">
          {guide.isCoHost
            ? t('host.sharedBlocks.notice.ownersBlock')
            : t('host.sharedBlocks.notice.sharedWith', { count, name: block?.name ?? '' })}
        </Text>
        <Group gap="sm" wrap="wrap">
          {!guide.isCoHost ? (
            <Anchor component={LocaleLink} to={SHARED_BLOCKS_PATH} size="sm">
              {t('host.sharedBlocks.notice.editThere')}
            </Anchor>
          ) : null}
          <Button
            size="xs"
            variant="default"
            disabled={dirty}
            loading={detach.isPending}
            onClick={() => detach.mutate({ sharedBlockId, propertyId: guide.propertyId })}
          >
            {t('host.sharedBlocks.notice.detach')}
          </Button>
        </Group>
        <Text size="xs" c="gray.7">
          {dirty ? t('host.sharedBlocks.saveFirst') : t('host.sharedBlocks.notice.detachHint')}
        </Text>
      </Stack>
    </Alert>
  );
}
