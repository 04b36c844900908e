import { Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { useLocalePath } from '@web/lib/i18n/use-locale';
import { setUser, signOut } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { useDeleteMyAccount } from '../api/delete-my-account';
import { SettingsSection } from './settings-section';

/**
 * "Delete account": the host deletes their own account and everything it owns, confirmed with the
 * password (or, for an account that only signs in with Google, the e-mail typed again). Afterwards
 * nothing of the session stays in the browser and the host lands on the home page.
 */
export function AccountDeletionSettings() {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [withEmail, setWithEmail] = useState(false);
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const remove = useDeleteMyAccount();
  const navigate = useNavigate();
  const localePath = useLocalePath();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(withEmail ? { confirmEmail: email } : { password }, {
      onSuccess: () => {
        // Signed out by the user (the account page then goes home, not to the sign-in), and even a
        // remembered profile is forgotten: the account is gone.
        signOut();
        setUser({});
        toasts.success({ summary: 'auth.account.deleteAccount.done', detail: '' });
        void navigate(localePath('/'), { replace: true });
      },
    });
  };

  return (
    <SettingsSection
      title={t('auth.account.deleteAccount.title')}
      description={t('auth.account.deleteAccount.description')}
    >
      <Group>
        <Button color="red" variant="outline" onClick={open}>
          {t('auth.account.deleteAccount.open')}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={t('auth.account.deleteAccount.confirmTitle')} centered>
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('auth.account.deleteAccount.warning')}</Text>
            {withEmail ? (
              <TextInput
                type="email"
                label={t('auth.account.deleteAccount.email')}
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                autoComplete="email"
                required
                data-autofocus
              />
            ) : (
              <PasswordInput
                label={t('auth.account.deleteAccount.password')}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
                autoComplete="current-password"
                required
                data-autofocus
              />
            )}
            <Anchor component="button" type="button" size="sm" onClick={() => setWithEmail((v) => !v)}>
              {withEmail ? t('auth.account.deleteAccount.usePassword') : t('auth.account.deleteAccount.noPassword')}
            </Anchor>
            <FormError error={remove.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('auth.account.deleteAccount.cancel')}
              </Button>
              <Button type="submit" color="red" loading={remove.isPending}>
                {t('auth.account.deleteAccount.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </SettingsSection>
  );
}
