import { Alert, Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { type AssignedPhoto, usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { userInitials, useSessionUser } from '@web/lib/session';
import { useUpdateProfile } from '../api/update-profile';

/**
 * The profile photo (profileImageMediaId / profileImage): chosen through the app's photo drawer,
 * opened with the current photo or with nothing, and saved at once with PUT /user. Only library
 * photos can be a profile photo (the server checks the host may use it).
 */
export function ProfilePhoto() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const drawer = usePhotoDrawer();
  const update = useUpdateProfile();
  const [needsLibraryPhoto, setNeedsLibraryPhoto] = useState(false);
  const current = user.profileImageMediaId ? (user.profileImage ?? null) : null;

  const onAssign = (photo: AssignedPhoto) => {
    setNeedsLibraryPhoto(photo.mediaId === null);
    if (photo.mediaId !== null) update.mutate({ profileImageMediaId: photo.mediaId });
  };

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm" id="profile-photo-label">
        {t('auth.account.profile.photo')}
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <Avatar
          src={current}
          alt={current ? t('auth.account.profile.photoAlt') : undefined}
          size={72}
          radius="xl"
          color="brand"
        >
          {userInitials(user)}
        </Avatar>
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {t('auth.account.profile.photoDescription')}
          </Text>
          <Group gap="xs">
            {drawer.canAssign ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPhoto size={16} aria-hidden />}
                loading={update.isPending}
                onClick={() => drawer.open(current ?? undefined, { onAssign })}
              >
                {current ? t('auth.account.profile.changePhoto') : t('auth.account.profile.choosePhoto')}
              </Button>
            ) : null}
            {user.profileImageMediaId ? (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                leftSection={<IconTrash size={16} aria-hidden />}
                disabled={update.isPending}
                onClick={() => update.mutate({ profileImageMediaId: null })}
              >
                {t('auth.account.profile.removePhoto')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Group>
      {needsLibraryPhoto ? (
        <Alert color="yellow" variant="light" role="status">
          {t('auth.account.profile.photoFromLibrary')}
        </Alert>
      ) : null}
    </Stack>
  );
}
