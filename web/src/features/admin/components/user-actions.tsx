import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import {
  IconDownload,
  IconMailForward,
  IconPlayerPlay,
  IconPlayerPause,
  IconShieldOff,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { type AdminUserDetail } from '@common/contracts/admin';
import { useTranslation } from '@web/lib/i18n/react';
import { useDeactivateUser } from '../api/deactivate-user';
import { useDeleteUser } from '../api/delete-user';
import { useExportUser } from '../api/export-user';
import { useReactivateUser } from '../api/reactivate-user';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useResetTwoFactorUser } from '../api/reset-two-factor';
import { adminErrorMessage } from '../lib/staff-role';

/** The typed confirmation before deleting a user: the button works once their e-mail is typed. */
export function DeleteUserModal({
  user,
  opened,
  onClose,
  onDeleted,
}: {
  user: AdminUserDetail;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const remove = useDeleteUser();
  const matches = typed.trim().toLowerCase() === user.email.toLowerCase();
  const close = () => {
    setTyped('');
    remove.reset();
    onClose();
  };
  const error = adminErrorMessage(remove.error, t);
  return (
    <Modal opened={opened} onClose={close} title={t('admin.users.delete.title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (matches)
            remove.mutate(user.userId, {
              onSuccess: () => {
                setTyped('');
                onDeleted();
              },
            });
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('admin.users.delete.warning', { email: user.email, count: user.properties.length })}</Text>
          <TextInput
            label={t('admin.users.delete.typeEmail', { email: user.email })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('admin.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              disabled={!matches}
              loading={remove.isPending}
              leftSection={<IconTrash size={16} aria-hidden />}
            >
              {t('admin.users.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * What staff can do to one user. Internal staff get only what their role allows (resend the
 * confirmation); the Admin-only actions are not shown to them. A refusal of the API (403, 409) is
 * said under the buttons.
 */
export function UserActions({
  user,
  isAdmin,
  onDeleted,
}: {
  user: AdminUserDetail;
  isAdmin: boolean;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const deactivate = useDeactivateUser();
  const reactivate = useReactivateUser();
  const resend = useResendConfirmation();
  const reset2fa = useResetTwoFactorUser();
  const exportUser = useExportUser();
  const [deleting, setDeleting] = useState(false);
  const mutations = [deactivate, reactivate, resend, reset2fa, exportUser];
  const failed = mutations.find((mutation) => mutation.isError);
  const error = adminErrorMessage(failed?.error, t);
  const run = (mutation: (typeof mutations)[number]) => {
    for (const other of mutations) if (other !== mutation) other.reset();
    mutation.mutate(user.userId);
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        {!user.emailConfirmed ? (
          <Button
            variant="light"
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={resend.isPending}
            onClick={() => run(resend)}
          >
            {t('admin.users.actions.resendConfirmation')}
          </Button>
        ) : null}
        {isAdmin ? (
          <>
            {user.isActive ? (
              <Button
                variant="light"
                color="orange"
                leftSection={<IconPlayerPause size={16} aria-hidden />}
                loading={deactivate.isPending}
                onClick={() => run(deactivate)}
              >
                {t('admin.users.actions.deactivate')}
              </Button>
            ) : (
              <Button
                variant="light"
                color="teal"
                leftSection={<IconPlayerPlay size={16} aria-hidden />}
                loading={reactivate.isPending}
                onClick={() => run(reactivate)}
              >
                {t('admin.users.actions.reactivate')}
              </Button>
            )}
            {user.twoFactorEnabled ? (
              <Button
                variant="light"
                leftSection={<IconShieldOff size={16} aria-hidden />}
                loading={reset2fa.isPending}
                onClick={() => run(reset2fa)}
              >
                {t('admin.users.actions.reset2fa')}
              </Button>
            ) : null}
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exportUser.isPending}
              onClick={() => run(exportUser)}
            >
              {t('admin.users.actions.export')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDeleting(true)}
            >
              {t('admin.users.actions.delete')}
            </Button>
          </>
        ) : null}
      </Group>
      {!isAdmin ? (
        <Text size="sm" c="dimmed">
          {t('admin.users.internalNote')}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {isAdmin ? (
        <DeleteUserModal user={user} opened={deleting} onClose={() => setDeleting(false)} onDeleted={onDeleted} />
      ) : null}
    </Stack>
  );
}
