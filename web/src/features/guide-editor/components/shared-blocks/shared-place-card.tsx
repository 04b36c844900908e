import { ActionIcon, Anchor, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { type AttractionType } from '@common/contracts/list';
import { useTranslation } from '@web/lib/i18n/react';
import { usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { SharedBadge } from '@web/lib/shared-blocks/shared-badge';
import { SharedCopyNotice } from '@web/lib/shared-blocks/shared-copy-notice';
import { type EditorForm } from '../../lib/editor-form';
import { type AttractionValues } from '../../lib/editor-values';
import { useEditorGuide } from './editor-guide';

/**
 * A place that is a copy of a shared block (docs/decisions/047-shared-blocks.md): its words are shown,
 * not edited here (they are the block's); its photo is this guide's own. "Detach" makes it an
 * ordinary place of this guide.
 */
export function SharedPlaceCard({
  form,
  index,
  attraction,
  types,
}: {
  form: EditorForm;
  index: number;
  attraction: AttractionValues;
  types: AttractionType[];
}) {
  const { t } = useTranslation();
  const guide = useEditorGuide();
  const drawer = usePhotoDrawer();
  const path = `guide.attractions.${index}`;
  const label = attraction.name.trim() || t('host.editor.places.untitled');
  const type = types.find((item) => String(item.id) === attraction.attractionTypeId)?.name;
  const lang = form.values.guide.defaultLocale;
  const description = attraction.description[lang] || attraction.description[lang === 'en' ? 'es' : 'en'];

  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="shared-place">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {label}
            </Text>
            <SharedBadge />
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => form.removeListItem('guide.attractions', index)}
            aria-label={t('host.editor.places.remove', { name: label })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {guide && attraction.sharedBlockId ? (
          <SharedCopyNotice
            kind="place"
            sharedBlockId={attraction.sharedBlockId}
            propertyId={guide.propertyId}
            isCoHost={guide.isCoHost}
            dirty={form.isDirty()}
          />
        ) : null}
        <Stack gap={2}>
          <Text size="sm" c="gray.7">
            {[type, attraction.address].filter(Boolean).join(' · ')}
          </Text>
          {description ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {description}
            </Text>
          ) : null}
          <Group gap="md">
            {attraction.url ? (
              <Anchor href={attraction.url} target="_blank" rel="noopener noreferrer" size="sm">
                {attraction.url}
              </Anchor>
            ) : null}
            {attraction.phone ? <Text size="sm">{attraction.phone}</Text> : null}
          </Group>
        </Stack>
        <Group gap="sm">
          {attraction.imageUrl ? (
            <Image
              src={attraction.imageUrl}
              alt={t('host.editor.places.imageAlt', { name: label })}
              w={88}
              h={66}
              radius="sm"
              fit="cover"
            />
          ) : null}
          {drawer.canAssign ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPhotoPlus size={14} aria-hidden />}
              onClick={() =>
                drawer.open(attraction.imageUrl ?? undefined, {
                  onAssign: (photo) => {
                    form.setFieldValue(`${path}.imageUrl`, photo.url);
                    form.setFieldValue(`${path}.mediaId`, photo.mediaId);
                  },
                })
              }
            >
              {attraction.imageUrl ? t('host.editor.details.imageChange') : t('host.editor.details.imageChoose')}
            </Button>
          ) : null}
          {attraction.imageUrl ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => {
                form.setFieldValue(`${path}.imageUrl`, null);
                form.setFieldValue(`${path}.mediaId`, null);
              }}
            >
              {t('host.editor.details.imageRemove')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
