import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type PropertyListItem } from '@common/contracts/property';
import { type SharedBlock } from '@common/contracts/shared-blocks';
import { useTranslation } from '@web/lib/i18n/react';
import { propertyPath } from '@web/app/route-paths';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale } from '@web/lib/i18n/use-locale';
import {
  blockTitle,
  useDeleteSharedBlock,
  useSharedBlockInGuide,
  useSharedBlocks,
} from '@web/lib/shared-blocks/shared-blocks-api';
import { SharedBlockForm } from './shared-block-form';

const DEVICES_PATH = '/home/guide/devices';

/** What a block is: the kind of section, "Place", or the device's category. */
const kindLabel = (t: ReturnType<typeof useTranslation>['t'], block: SharedBlock) =>
  block.kind === 'place'
    ? t('host.sharedBlocks.kinds.place')
    : block.kind === 'device'
      ? t(`host.devices.categories.${block.device?.category ?? 'other'}`)
      : t(`host.editor.sectionKinds.${block.sectionKind}`);

/** "Use in a guide": the host's own guides that do not hold a copy yet. */
function UseInGuide({ block, properties }: { block: SharedBlock; properties: PropertyListItem[] }) {
  const { t } = useTranslation();
  const use = useSharedBlockInGuide('use');
  const [chosen, setChosen] = useState<string | null>(null);
  const free = properties.filter((p) => !p.isCoHost && !block.usedBy.some((u) => u.propertyId === p.propertyId));
  if (!free.length) return null;
  const value = chosen && free.some((p) => String(p.propertyId) === chosen) ? chosen : null;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('host.sharedBlocks.useIn')}
        placeholder={t('host.sharedBlocks.pickGuide')}
        data={free.map((p) => ({ value: String(p.propertyId), label: p.name }))}
        value={value}
        onChange={setChosen}
        size="xs"
        w={240}
      />
      <Button
        size="xs"
        variant="light"
        disabled={!value}
        loading={use.isPending}
        onClick={() =>
          value &&
          use.mutate(
            { sharedBlockId: block.sharedBlockId, propertyId: Number(value) },
            { onSuccess: () => setChosen(null) },
          )
        }
      >
        {t('host.sharedBlocks.use')}
      </Button>
    </Group>
  );
}

/** The host's shared blocks: add, edit (every guide using one changes), delete, and use in a guide. */
export function SharedBlocksPanel({ properties }: { properties: PropertyListItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const blocks = useSharedBlocks();
  const remove = useDeleteSharedBlock();
  const [editing, setEditing] = useState<SharedBlock | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SharedBlock | null>(null);

  return (
    <Stack gap="md">
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onClick={() => setEditing('new')}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('host.sharedBlocks.add')}
      </Button>
      {blocks.isPending ? (
        <Skeleton h={72} radius="md" />
      ) : blocks.isError ? (
        <Alert color="red" variant="light">
          {t('host.sharedBlocks.loadFailed')}
        </Alert>
      ) : blocks.data.length === 0 ? (
        <Text c="dimmed">{t('host.sharedBlocks.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {blocks.data.map((block) => (
            <Paper key={block.sharedBlockId} component="li" withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {block.name}
                      </Text>
                      <Badge variant="light">{kindLabel(t, block)}</Badge>
                    </Group>
                    <Text size="sm" c="gray.7">
                      {blockTitle(block, locale)}
                    </Text>
                    <Text size="sm" data-testid="used-by">
                      {block.usedBy.length ? (
                        <>
                          {t('host.sharedBlocks.usedBy', { count: block.usedBy.length })}{' '}
                          {block.usedBy.map((site, i) => (
                            <span key={site.propertyId}>
                              {i ? ', ' : ''}
                              <Anchor
                                component={LocaleLink}
                                to={
                                  block.kind === 'device'
                                    ? `${DEVICES_PATH}?property=${site.propertyId}`
                                    : `${propertyPath(site.propertyId)}?section=${site.itemId}`
                                }
                              >
                                {site.name}
                              </Anchor>
                            </span>
                          ))}
                        </>
                      ) : (
                        t('host.sharedBlocks.unused')
                      )}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      onClick={() => setEditing(block)}
                      aria-label={t('host.sharedBlocks.editNamed', { name: block.name })}
                    >
                      {t('host.sharedBlocks.editShort')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => setDeleting(block)}
                      aria-label={t('host.sharedBlocks.deleteNamed', { name: block.name })}
                    >
                      {t('host.sharedBlocks.deleteShort')}
                    </Button>
                  </Group>
                </Group>
                <UseInGuide block={block} properties={properties} />
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {editing ? (
        <SharedBlockForm
          key={editing === 'new' ? 'new' : editing.sharedBlockId}
          block={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Modal opened={deleting !== null} onClose={() => setDeleting(null)} title={t('host.sharedBlocks.deleteTitle')}>
        <Stack gap="md">
          <Text>{t('host.sharedBlocks.deleteText', { count: deleting?.usedBy.length ?? 0 })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)} data-autofocus>
              {t('host.sharedBlocks.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting.sharedBlockId, { onSuccess: () => setDeleting(null) })}
            >
              {t('host.sharedBlocks.deleteShort')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
