import { ActionIcon, Button, Group, Image, Input, Stack } from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';

/**
 * A section's photos: thumbnails with a remove button, and "Add photo", which opens the photo drawer
 * and receives the photo the host assigns there. The button appears only once the drawer has a
 * library to pick from (the photos feature); photos already on the section can always be removed.
 */
export function SectionPhotos({
  imageUrls,
  limit,
  onAdd,
  onRemove,
}: {
  imageUrls: string[];
  limit: number;
  onAdd: (photo: { url: string; mediaId: number | null }) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const drawer = usePhotoDrawer();
  if (imageUrls.length === 0 && !drawer.canAssign) return null;
  return (
    <Stack gap={6}>
      <Input.Label component="span">{t('host.editor.sections.photos')}</Input.Label>
      <Group gap="xs">
        {imageUrls.map((url, index) => (
          <div key={`${url}-${index}`} style={{ position: 'relative' }}>
            <Image
              src={url}
              alt={t('host.editor.sections.photoAlt', { number: index + 1 })}
              w={88}
              h={66}
              radius="sm"
              fit="cover"
            />
            <ActionIcon
              size="sm"
              radius="xl"
              color="dark"
              variant="filled"
              style={{ position: 'absolute', top: 4, right: 4 }}
              aria-label={t('host.editor.sections.removePhoto', { number: index + 1 })}
              onClick={() => onRemove(index)}
            >
              <IconX size={12} aria-hidden />
            </ActionIcon>
          </div>
        ))}
        {drawer.canAssign && imageUrls.length < limit ? (
          <Button
            variant="default"
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
            onClick={() => drawer.open(undefined, { onAssign: onAdd })}
          >
            {t('host.editor.sections.addPhoto')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
