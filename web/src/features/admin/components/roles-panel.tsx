import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_ROLES, type AdminRole, type AdminRoleHolder } from '@common/contracts/admin';
import { useTranslation } from '@web/lib/i18n/react';
import { useGrantRole } from '../api/grant-role';
import { useRevokeRole } from '../api/revoke-role';
import { adminErrorMessage } from '../lib/staff-role';

const isAdminRole = (role: string): role is AdminRole => (ADMIN_ROLES as readonly string[]).includes(role);

function GrantForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('Internal');
  const grant = useGrantRole();
  const error = adminErrorMessage(grant.error, t);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="grant-role-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!email.trim()) return;
          grant.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="grant-role-title">
            {t('admin.roles.grantTitle')}
          </Title>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('admin.roles.email')}
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              style={{ flex: '1 1 240px' }}
              maxLength={254}
              autoComplete="off"
            />
            <Stack gap={4}>
              <Text size="sm" fw={600} id="grant-role-label">
                {t('admin.roles.role')}
              </Text>
              <SegmentedControl
                aria-labelledby="grant-role-label"
                value={role}
                onChange={(value) => setRole(value as AdminRole)}
                data={ADMIN_ROLES.map((value) => ({ value, label: t(`admin.roles.names.${value}`) }))}
              />
            </Stack>
            <Button type="submit" leftSection={<IconUserPlus size={16} aria-hidden />} loading={grant.isPending}>
              {t('admin.roles.grant')}
            </Button>
          </Group>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

interface Pending {
  holder: AdminRoleHolder;
  role: AdminRole;
}

/** Who holds Internal or Admin; an Admin grants by e-mail and revokes after confirming. */
export function RolesPanel({ holders, isAdmin }: { holders: AdminRoleHolder[]; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const revoke = useRevokeRole();
  const error = adminErrorMessage(revoke.error, t);
  const close = () => {
    setPending(null);
    revoke.reset();
  };

  return (
    <Stack gap="lg">
      {isAdmin ? (
        <GrantForm />
      ) : (
        <Alert variant="light" color="blue">
          {t('admin.roles.internalNote')}
        </Alert>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('admin.roles.holders')}>
        {holders.map((holder) => (
          <Paper key={holder.userId} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {holder.name || holder.email}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {holder.email}
                </Text>
              </Stack>
              <Group gap={6}>
                {holder.roles.filter(isAdminRole).map((role) => (
                  <Badge
                    key={role}
                    variant="light"
                    color={role === 'Admin' ? 'grape' : 'blue'}
                    size="lg"
                    pr={isAdmin ? 4 : undefined}
                    rightSection={
                      isAdmin ? (
                        <CloseButton
                          size="xs"
                          variant="transparent"
                          aria-label={t('admin.roles.revokeLabel', {
                            role: t(`admin.roles.names.${role}`),
                            email: holder.email,
                          })}
                          onClick={() => setPending({ holder, role })}
                        />
                      ) : null
                    }
                  >
                    {t(`admin.roles.names.${role}`)}
                  </Badge>
                ))}
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>

      <Modal opened={pending !== null} onClose={close} title={t('admin.roles.revokeTitle')} centered>
        <Stack gap="md">
          <Text size="sm">
            {pending
              ? t('admin.roles.revokeConfirm', {
                  role: t(`admin.roles.names.${pending.role}`),
                  email: pending.holder.email,
                })
              : ''}
          </Text>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('admin.cancel')}
            </Button>
            <Button
              color="red"
              loading={revoke.isPending}
              onClick={() =>
                pending && revoke.mutate({ userId: pending.holder.userId, role: pending.role }, { onSuccess: close })
              }
            >
              {t('admin.roles.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
