import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconMailX, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CO_HOST_ROLES,
  type CoHost,
  type CoHostInvitation,
  type CoHostRole,
  type CoHostsOfProperty,
} from '@common/contracts/cohosts';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDate, formatDateMedium } from '@web/lib/dates';
import { useRemoveCoHost } from '../api/remove-cohost';
import { useRevokeInvitation } from '../api/revoke-invitation';
import { useSetCoHostRole } from '../api/set-cohost-role';
import { InviteForm } from './invite-form';

type Pending =
  { kind: 'remove'; property: CoHostsOfProperty; coHost: CoHost } | { kind: 'revoke'; invitation: CoHostInvitation };

function PropertyCard({
  property,
  locale,
  onInvite,
  onAsk,
}: {
  property: CoHostsOfProperty;
  locale: Locale;
  onInvite: () => void;
  onAsk: (pending: Pending) => void;
}) {
  const { t } = useTranslation();
  const setRole = useSetCoHostRole();
  const roles = CO_HOST_ROLES.map((role) => ({ value: role, label: t(`host.cohosts.roles.${role}`) }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`cohosts-${property.propertyId}`}>
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={3} size="h4" id={`cohosts-${property.propertyId}`}>
            {property.name}
          </Title>
          <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={onInvite}>
            {t('host.cohosts.invite.open')}
          </Button>
        </Group>

        <Text size="sm" fw={600} c="dimmed">
          {t('host.cohosts.coHostsHeading')}
        </Text>
        {property.coHosts.length === 0 ? (
          <Text size="sm">{t('host.cohosts.noCoHosts')}</Text>
        ) : (
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {property.coHosts.map((coHost) => (
              <Group key={coHost.userId} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={500} truncate>
                    {coHost.fullName}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {coHost.email} · {t('host.cohosts.since', { date: formatDate(coHost.since, locale) })}
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <NativeSelect
                    size="xs"
                    data={roles}
                    value={coHost.role}
                    disabled={setRole.isPending}
                    aria-label={`${t('host.cohosts.roleLabel')}: ${coHost.fullName}`}
                    onChange={(event) =>
                      setRole.mutate({
                        propertyId: property.propertyId,
                        userId: coHost.userId,
                        role: event.currentTarget.value as CoHostRole,
                      })
                    }
                  />
                  <Tooltip label={t('host.cohosts.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('host.cohosts.remove')}: ${coHost.fullName}`}
                      onClick={() => onAsk({ kind: 'remove', property, coHost })}
                    >
                      <IconUserMinus size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
            ))}
          </Stack>
        )}

        {property.invitations.length > 0 ? (
          <>
            <Text size="sm" fw={600} c="dimmed">
              {t('host.cohosts.invitationsHeading')}
            </Text>
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {property.invitations.map((invitation) => (
                <Group key={invitation.invitationId} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text truncate>
                      {invitation.email} · {t(`host.cohosts.roles.${invitation.role}`)}
                    </Text>
                    {invitation.status === 'expired' ? (
                      <Badge color="gray" variant="light" size="sm">
                        {t('host.cohosts.expired')}
                      </Badge>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {t('host.cohosts.expires', { date: formatDateMedium(invitation.expiresAt, locale) })}
                      </Text>
                    )}
                  </Stack>
                  <Tooltip label={t('host.cohosts.revoke')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('host.cohosts.revoke')}: ${invitation.email}`}
                      onClick={() => onAsk({ kind: 'revoke', invitation })}
                    >
                      <IconMailX size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ))}
            </Stack>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Per owned property: its co-hosts (remove, after confirming) and open invitations (revoke), and the invite form. */
export function CoHostsPanel({ properties, locale }: { properties: CoHostsOfProperty[]; locale: Locale }) {
  const { t } = useTranslation();
  const [inviting, setInviting] = useState<number[] | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const remove = useRemoveCoHost();
  const revoke = useRevokeInvitation();
  const busy = remove.isPending || revoke.isPending;

  const confirm = () => {
    if (!pending) return;
    const done = { onSuccess: () => setPending(null) };
    if (pending.kind === 'remove')
      remove.mutate({ propertyId: pending.property.propertyId, userId: pending.coHost.userId }, done);
    else revoke.mutate(pending.invitation.invitationId, done);
  };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting([])}>
          {t('host.cohosts.invite.open')}
        </Button>
      </Group>
      {properties.map((property) => (
        <PropertyCard
          key={property.propertyId}
          property={property}
          locale={locale}
          onInvite={() => setInviting([property.propertyId])}
          onAsk={setPending}
        />
      ))}

      <Modal
        opened={inviting !== null}
        onClose={() => setInviting(null)}
        title={t('host.cohosts.invite.title')}
        centered
      >
        {inviting !== null ? (
          <InviteForm properties={properties} locale={locale} preselected={inviting} onDone={() => setInviting(null)} />
        ) : null}
      </Modal>

      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.kind === 'revoke' ? t('host.cohosts.revokeTitle') : t('host.cohosts.removeTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            {pending?.kind === 'remove'
              ? t('host.cohosts.removeConfirm', { name: pending.coHost.fullName, property: pending.property.name })
              : pending?.kind === 'revoke'
                ? t('host.cohosts.revokeConfirm', { email: pending.invitation.email })
                : ''}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)} data-autofocus>
              {t('host.cohosts.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={confirm}>
              {pending?.kind === 'revoke' ? t('host.cohosts.revoke') : t('host.cohosts.remove')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
