import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { type SharedBlockKind } from '@common/contracts/shared-blocks';
import { useTranslation } from '@web/lib/i18n/react';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { SHARED_BLOCKS_PATH, useSharedBlockInGuide, useSharedBlocks } from './shared-blocks-api';

/** The notice's words per kind (host.sharedBlocks.notice.*). */
const WORDS: Record<SharedBlockKind, { sharedWith: string; owners: string }> = {
  section: { sharedWith: 'sharedWith', owners: 'ownersBlock' },
  place: { sharedWith: 'placeSharedWith', owners: 'ownersPlace' },
  device: { sharedWith: 'deviceSharedWith', owners: 'ownersDevice' },
};

/**
 * On a section, place or device that is a copy of a shared block (docs/decisions/047-shared-blocks.md):
 * where it is shared, where to edit it, and "Detach" (the item becomes this guide's own). Detaching
 * saves at once, so it waits until there are no unsaved changes.
 */
export function SharedCopyNotice({
  kind,
  sharedBlockId,
  propertyId,
  isCoHost,
  dirty,
  onDetached,
}: {
  kind: SharedBlockKind;
  sharedBlockId: number;
  propertyId: number;
  /** A co-host sees copies (and may detach them) but the owner's library is not theirs to read. */
  isCoHost: boolean;
  dirty: boolean;
  /** After a detach (e.g. a dialog closes: what it shows is no longer a copy). */
  onDetached?: () => void;
}) {
  const { t } = useTranslation();
  const blocks = useSharedBlocks(!isCoHost);
  const detach = useSharedBlockInGuide('detach');
  const block = blocks.data?.find((b) => b.sharedBlockId === sharedBlockId);
  const count = block?.usedBy.length ?? 0;
  const words = WORDS[kind];

  return (
    <Alert
      variant="light"
      color="grape"
      icon={<IconLink size={18} aria-hidden />}
      title={t('host.sharedBlocks.notice.title')}
    >
      <Stack gap="xs">
        <Text size="sm">
          {isCoHost
            ? t(`host.sharedBlocks.notice.${words.owners}`)
            : t(`host.sharedBlocks.notice.${words.sharedWith}`, { count, name: block?.name ?? '' })}
        </Text>
        <Group gap="sm" wrap="wrap">
          {!isCoHost ? (
            <Anchor component={LocaleLink} to={SHARED_BLOCKS_PATH} size="sm">
              {t('host.sharedBlocks.notice.editThere')}
            </Anchor>
          ) : null}
          <Button
            size="xs"
            variant="default"
            disabled={dirty}
            loading={detach.isPending}
            onClick={() => detach.mutate({ sharedBlockId, propertyId, kind }, { onSuccess: onDetached })}
          >
            {t('host.sharedBlocks.notice.detach')}
          </Button>
        </Group>
        <Text size="xs" c="gray.7">
          {dirty
            ? t('host.sharedBlocks.saveFirst')
            : t(`host.sharedBlocks.notice.${kind === 'device' ? 'detachHintDevice' : 'detachHint'}`)}
        </Text>
      </Stack>
    </Alert>
  );
}
