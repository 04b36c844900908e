import { Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import { IconHomeEdit, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { type EditorForm } from '../lib/editor-form';

/**
 * The property's cover image. Choosing one opens the photo drawer, which hands back the assigned
 * photo; until the drawer has a library (photos feature) only removing is offered.
 */
export function PropertyImageField({ form }: { form: EditorForm }) {
  const { t } = useTranslation();
  const drawer = usePhotoDrawer();
  const url = form.values.propertyImage;

  const choose = () =>
    drawer.open(url ?? undefined, {
      onAssign: (photo) => {
        form.setFieldValue('propertyImage', photo.url);
        form.setFieldValue('propertyImageMediaId', photo.mediaId);
      },
    });
  const remove = () => {
    form.setFieldValue('propertyImage', null);
    form.setFieldValue('propertyImageMediaId', null);
  };

  return (
    <Stack gap={6}>
      <Input.Label component="span">{t('host.editor.details.image')}</Input.Label>
      <Paper withBorder radius="md" p="sm">
        <Group gap="md" wrap="nowrap" align="center">
          {url ? (
            <Image src={url} alt={t('host.editor.details.imageAlt')} w={120} h={80} radius="sm" fit="cover" />
          ) : (
            <Paper
              w={120}
              h={80}
              radius="sm"
              bg="gray.1"
              style={{ display: 'grid', placeItems: 'center', flexShrink: 0 }}
              aria-hidden
            >
              <IconHomeEdit size={28} color="var(--mantine-color-gray-6)" />
            </Paper>
          )}
          <Stack gap={6}>
            <Text size="sm" c="gray.7">
              {url
                ? t('host.editor.details.imageSet')
                : drawer.canAssign
                  ? t('host.editor.details.imageNone')
                  : t('host.editor.details.imageLater')}
            </Text>
            <Group gap="xs">
              {drawer.canAssign ? (
                <Button
                  size="xs"
                  variant="default"
                  leftSection={<IconPhotoPlus size={14} aria-hidden />}
                  onClick={choose}
                >
                  {url ? t('host.editor.details.imageChange') : t('host.editor.details.imageChoose')}
                </Button>
              ) : null}
              {url ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={remove}
                >
                  {t('host.editor.details.imageRemove')}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </Paper>
    </Stack>
  );
}
