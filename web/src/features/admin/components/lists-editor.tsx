import { ActionIcon, Badge, Group, Select, Stack, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_LISTS, type AdminList } from '@common/contracts/admin';
import { useTranslation } from '@web/lib/i18n/react';
import { type AdminListItem, useAdminList } from '../api/get-list';
import { useUpdateListItem } from '../api/update-list-item';
import { adminErrorMessage } from '../lib/staff-role';
import { LoadState } from './load-state';

function ItemRow({ list, item, isAdmin }: { list: AdminList; item: AdminListItem; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [nameEn, setNameEn] = useState(item.nameEn);
  const [nameEs, setNameEs] = useState(item.nameEs);
  const update = useUpdateListItem();
  const changed = nameEn.trim() !== item.nameEn || nameEs.trim() !== item.nameEs;
  const valid = nameEn.trim().length > 0 && nameEs.trim().length > 0;
  const error = adminErrorMessage(update.error, t);
  const save = () => {
    if (changed && valid) update.mutate({ list, id: item.id, nameEn: nameEn.trim(), nameEs: nameEs.trim() });
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') save();
  };
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="xs" c="dimmed">
          {item.code}
        </Text>
        {item.edited ? (
          <Badge size="xs" variant="light">
            {t('admin.tools.lists.edited')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={t('admin.tools.lists.nameEnLabel', { code: item.code })}
          value={nameEn}
          maxLength={120}
          readOnly={!isAdmin}
          onChange={(event) => setNameEn(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error ?? undefined}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={t('admin.tools.lists.nameEsLabel', { code: item.code })}
          value={nameEs}
          maxLength={120}
          readOnly={!isAdmin}
          onChange={(event) => setNameEs(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
      </Table.Td>
      {isAdmin ? (
        <Table.Td>
          <Tooltip label={t('admin.tools.lists.save')}>
            <ActionIcon
              variant="light"
              disabled={!changed || !valid}
              loading={update.isPending}
              onClick={save}
              aria-label={t('admin.tools.lists.saveLabel', { code: item.code })}
            >
              <IconCheck size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/** Pick a lookup list and rename its items in English and Spanish (Admin; Internal staff read). */
export function ListsEditor({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [list, setList] = useState<AdminList>('strTypes');
  const items = useAdminList(list);
  return (
    <Stack gap="sm">
      <Group>
        <Select
          label={t('admin.tools.lists.pick')}
          data={ADMIN_LISTS.map((value) => ({ value, label: t(`admin.tools.lists.names.${value}`) }))}
          value={list}
          onChange={(value) => value && setList(value as AdminList)}
          allowDeselect={false}
          w={280}
        />
      </Group>
      {items.data ? (
        <Table.ScrollContainer minWidth={560} mah={480}>
          <Table verticalSpacing={4} aria-label={t(`admin.tools.lists.names.${list}`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.tools.lists.code')}</Table.Th>
                <Table.Th>{t('admin.tools.lists.nameEn')}</Table.Th>
                <Table.Th>{t('admin.tools.lists.nameEs')}</Table.Th>
                {isAdmin ? <Table.Th>{t('admin.tools.lists.save')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.data.map((item) => (
                <ItemRow
                  key={`${list}-${item.id}-${item.nameEn}-${item.nameEs}`}
                  list={list}
                  item={item}
                  isAdmin={isAdmin}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <LoadState isError={items.isError} />
      )}
    </Stack>
  );
}
