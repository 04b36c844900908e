import { Badge, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type AdminUserDetail } from '@common/contracts/admin';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateTime } from '@web/lib/dates';
import { UserActions } from './user-actions';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

/** One user: status, sign-ins, two-factor, sessions, properties, and the actions the staff member may use. */
export function UserDetail({
  user,
  isAdmin,
  locale,
  onDeleted,
}: {
  user: AdminUserDetail;
  isAdmin: boolean;
  locale: Locale;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {name}
        </Title>
        <Text size="sm" c="dimmed">
          {user.email}
        </Text>
        <Group gap={6}>
          <Badge color={user.isActive ? 'teal' : 'gray'} variant="light">
            {user.isActive ? t('admin.users.active') : t('admin.users.inactive')}
          </Badge>
          {!user.emailConfirmed ? (
            <Badge color="yellow" variant="light">
              {t('admin.users.unconfirmed')}
            </Badge>
          ) : null}
          {user.roles.map((role) => (
            <Badge key={role} variant="outline">
              {role}
            </Badge>
          ))}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('admin.users.created')}>{formatDateTime(user.createDate, locale)}</Fact>
        <Fact label={t('admin.users.lastLogin')}>
          {user.lastLoginDate ? formatDateTime(user.lastLoginDate, locale) : t('admin.users.never')}
        </Fact>
        <Fact label={t('admin.users.twoFactor')}>
          {user.twoFactorEnabled ? t('admin.users.on') : t('admin.users.off')}
        </Fact>
        <Fact label={t('admin.users.sessions')}>{user.activeSessions}</Fact>
        <Fact label={t('admin.users.language')}>{user.locale}</Fact>
        <Fact label={t('admin.users.phone')}>{user.phoneNumber || '—'}</Fact>
      </SimpleGrid>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {t('admin.users.propertiesHeading', { count: user.properties.length })}
        </Text>
        {user.properties.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('admin.users.noProperties')}
          </Text>
        ) : (
          <List size="sm" spacing={2}>
            {user.properties.map((property) => (
              <List.Item key={property.propertyId}>
                {property.name}{' '}
                <Text span size="xs" c="dimmed">
                  #{property.propertyId} ·{' '}
                  {property.isDeleted
                    ? t('admin.users.propertyDeleted')
                    : property.published
                      ? t('admin.users.published')
                      : t('admin.users.draft')}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <UserActions user={user} isAdmin={isAdmin} onDeleted={onDeleted} />
    </Stack>
  );
}
