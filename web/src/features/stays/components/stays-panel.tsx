import {
  Alert,
  Button,
  Drawer,
  Group,
  Modal,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileImport, IconPlus, IconSearch, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type PropertyListItem } from '@common/contracts/property';
import { type Stay, STAY_STATUSES, type StayStatus } from '@common/contracts/stays';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { useScreenQuery } from '@web/lib/use-screen-query';
import { useDeleteStay } from '../api/delete-stay';
import { stayQueryOptions } from '../api/get-stay';
import { useStays } from '../api/get-stays';
import { StayDetails } from './stay-details';
import { StayForm } from './stay-form';
import { StayImport } from './stay-import';
import { StayRow } from './stay-row';

const PAGE_SIZE = 20;
type StatusFilter = StayStatus | 'all';

type Editing = { stay: Stay | null } | null;

/**
 * The host's stays: search, status and property filters, pages; add, edit, delete, import a CSV; a
 * stay opens in a drawer with its guide link, QR code and opens.
 */
export function StaysPanel({ properties, locale }: { properties: PropertyListItem[]; locale: Locale }) {
  const { t } = useTranslation();
  const narrow = useScreenQuery('(max-width: 48em)');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [propertyId, setPropertyId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const stays = useStays({
    status: status === 'all' ? undefined : status,
    propertyId: propertyId ? Number(propertyId) : undefined,
    q: q || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const [editing, setEditing] = useState<Editing>(null);
  // ?stayId= opens that stay's details (the failed-messages notice links here to add a guest's e-mail).
  const [params] = useSearchParams();
  const linkedId = Number(params.get('stayId')) || null;
  const [openId, setOpenId] = useState<number | null>(linkedId);
  const linked = useQuery({ ...stayQueryOptions(linkedId ?? 0), enabled: linkedId !== null && openId === linkedId });
  const [lastOpen, setLastOpen] = useState<Stay | null>(null);
  const [toDelete, setToDelete] = useState<Stay | null>(null);
  const [importing, setImporting] = useState(false);
  const deletion = useDeleteStay();

  const items = stays.data?.items ?? [];
  const open =
    openId === null
      ? null
      : (items.find((stay) => stay.stayId === openId) ??
        (lastOpen?.stayId === openId ? lastOpen : linked.data?.stayId === openId ? linked.data : null));
  const pages = Math.max(1, Math.ceil((stays.data?.totalCount ?? 0) / PAGE_SIZE));
  const filtered = status !== 'all' || propertyId !== null || q !== '';
  const showDetails = (stay: Stay) => {
    setLastOpen(stay);
    setOpenId(stay.stayId);
  };
  const resetPage =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('host.stays.title')}
        </Title>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onClick={() => setImporting(true)}
            disabled={properties.length === 0}
          >
            {t('host.stays.import.open')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ stay: null })}
            disabled={properties.length === 0}
          >
            {t('host.stays.add')}
          </Button>
        </Group>
      </Group>
      {properties.length === 0 ? (
        <Alert color="blue" variant="light">
          {t('host.stays.noProperties')}
        </Alert>
      ) : null}

      <Stack gap="sm">
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label={t('host.stays.filters.search')}
            placeholder={t('host.stays.filters.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
            type="search"
            style={{ flex: '1 1 220px' }}
          />
          {properties.length > 1 ? (
            <Select
              label={t('host.stays.fields.property')}
              placeholder={t('host.stays.filters.allProperties')}
              data={properties.map((property) => ({ value: String(property.propertyId), label: property.name }))}
              value={propertyId}
              onChange={resetPage(setPropertyId)}
              clearable
              checkIconPosition="right"
              style={{ flex: '1 1 200px' }}
            />
          ) : null}
        </Group>
        <SegmentedControl
          aria-label={t('host.stays.filters.status')}
          value={status}
          onChange={(value) => resetPage(setStatus)(value as StatusFilter)}
          data={(['all', ...STAY_STATUSES] as const).map((value) => ({
            value,
            label: t(value === 'all' ? 'host.stays.filters.all' : `host.stays.status.${value}`),
          }))}
          fullWidth={narrow}
          style={{ alignSelf: narrow ? 'stretch' : 'flex-start' }}
        />
      </Stack>

      {stays.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('app.loading')}>
          <Skeleton h={88} radius="md" />
          <Skeleton h={88} radius="md" />
        </Stack>
      ) : stays.isError ? (
        <Alert color="red" variant="light" title={t('host.stays.loadFailed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => void stays.refetch()}>
            {t('host.stays.retry')}
          </Button>
        </Alert>
      ) : items.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Stack align="center" gap="xs" ta="center">
            <ThemeIcon size={48} radius="xl" variant="light">
              <IconUsers size={26} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{filtered ? t('host.stays.emptyFiltered') : t('host.stays.emptyTitle')}</Text>
            {!filtered ? (
              <Text size="sm" c="gray.7" maw={420}>
                {t('host.stays.emptyText')}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          aria-label={t('host.stays.title')}
          style={{ listStyle: 'none', padding: 0, margin: 0, opacity: stays.isPlaceholderData ? 0.6 : 1 }}
        >
          {items.map((stay) => (
            <StayRow
              key={stay.stayId}
              stay={stay}
              locale={locale}
              onOpen={() => showDetails(stay)}
              onEdit={() => setEditing({ stay })}
              onDelete={() => setToDelete(stay)}
            />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7">
            {t('host.stays.total', { count: stays.data?.totalCount ?? 0 })}
          </Text>
          <Pagination
            total={pages}
            value={page}
            onChange={setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`host.stays.pager.${control}`) })}
          />
        </Group>
      ) : null}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.stay ? t('host.stays.editTitle', { name: editing.stay.guestName }) : t('host.stays.addTitle')}
        fullScreen={narrow}
        size="lg"
      >
        {editing ? (
          <StayForm
            key={editing.stay?.stayId ?? 'new'}
            stay={editing.stay}
            properties={properties}
            pageLocale={locale}
            onCancel={() => setEditing(null)}
            onDone={(saved) => {
              setEditing(null);
              showDetails(saved);
            }}
          />
        ) : null}
      </Modal>

      <Drawer
        opened={open !== null}
        onClose={() => setOpenId(null)}
        position="right"
        size={narrow ? '100%' : 'lg'}
        title={open?.guestName}
      >
        {open ? (
          <StayDetails
            stay={open}
            locale={locale}
            onEdit={() => {
              setEditing({ stay: open });
              setOpenId(null);
            }}
          />
        ) : null}
      </Drawer>

      <Modal
        opened={importing}
        onClose={() => setImporting(false)}
        title={t('host.stays.import.title')}
        fullScreen={narrow}
        size="lg"
      >
        {importing ? <StayImport properties={properties} locale={locale} onDone={() => setImporting(false)} /> : null}
      </Modal>

      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('host.stays.deleteTitle')} centered>
        <Stack gap="md">
          <Text size="sm">{t('host.stays.deleteMessage', { name: toDelete?.guestName ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToDelete(null)} data-autofocus>
              {t('host.stays.cancel')}
            </Button>
            <Button
              color="red"
              loading={deletion.isPending}
              onClick={() => toDelete && deletion.mutate(toDelete.stayId, { onSuccess: () => setToDelete(null) })}
            >
              {t('host.stays.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
