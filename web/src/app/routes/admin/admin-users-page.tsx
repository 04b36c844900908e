import { Badge, Drawer, Group, Pagination, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { useAdminUser } from '@web/features/admin/api/get-user';
import { useAdminUsers } from '@web/features/admin/api/get-users';
import { LoadState } from '@web/features/admin/components/load-state';
import { UserDetail } from '@web/features/admin/components/user-detail';
import { useIsAdmin } from '@web/features/admin/lib/staff-role';
import { formatDate } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n';

const PAGE_SIZE = 25;

/** /admin/users — search by name or e-mail, a page at a time; ?user={id} opens that user's detail. */
export function AdminUsersPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const isAdmin = useIsAdmin();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const [debounced] = useDebouncedValue(query, 300);
  const [page, setPage] = useState(1);
  const users = useAdminUsers(debounced, page, PAGE_SIZE);
  const openId = params.get('user');
  const detail = useAdminUser(openId);
  const pages = Math.max(1, Math.ceil((users.data?.totalCount ?? 0) / PAGE_SIZE));

  const openUser = (userId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (userId) next.set('user', userId);
        else next.delete('user');
        return next;
      },
      { replace: !userId },
    );

  return (
    <>
      <PageIntro title={t('admin.pages.users.title')} description={t('admin.pages.users.description')} />
      <Stack gap="md">
        <TextInput
          label={t('admin.users.search')}
          placeholder={t('admin.users.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          maxLength={120}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setPage(1);
          }}
          maw={420}
        />
        {users.data ? (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('admin.users.count', { count: users.data.totalCount })}
            </Text>
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.users.name')}</Table.Th>
                    <Table.Th>{t('admin.users.email')}</Table.Th>
                    <Table.Th>{t('admin.users.status')}</Table.Th>
                    <Table.Th>{t('admin.users.properties')}</Table.Th>
                    <Table.Th>{t('admin.users.lastLogin')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.items.map((user) => (
                    <Table.Tr key={user.userId}>
                      <Table.Td>
                        <UnstyledButton onClick={() => openUser(user.userId)} fw={600} c="blue.8" td="underline">
                          {`${user.firstName} ${user.lastName}`.trim() || user.email}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          <Badge size="sm" variant="light" color={user.isActive ? 'teal' : 'gray'}>
                            {user.isActive ? t('admin.users.active') : t('admin.users.inactive')}
                          </Badge>
                          {user.roles.map((role) => (
                            <Badge key={role} size="sm" variant="outline">
                              {role}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>{user.propertyCount}</Table.Td>
                      <Table.Td>
                        {user.lastLoginDate ? formatDate(user.lastLoginDate, locale) : t('admin.users.never')}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': t(`admin.paging.${control}`) })}
                getItemProps={(n) => ({ 'aria-label': t('admin.paging.page', { page: n }) })}
              />
            ) : null}
          </>
        ) : (
          <LoadState isError={users.isError} />
        )}
      </Stack>

      <Drawer
        opened={!!openId}
        onClose={() => openUser(null)}
        position="right"
        size="lg"
        title={t('admin.users.detailTitle')}
      >
        {detail.data ? (
          <UserDetail user={detail.data} isAdmin={isAdmin} locale={locale} onDeleted={() => openUser(null)} />
        ) : openId ? (
          <LoadState isError={detail.isError} />
        ) : null}
      </Drawer>
    </>
  );
}
