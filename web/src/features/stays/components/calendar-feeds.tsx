import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendarPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type PropertyListItem } from '@common/contracts/property';
import { type CalendarFeed, STAY_LIMITS } from '@common/contracts/stays';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { ApiCallError } from '@web/lib/api-call';
import { formatInstant } from '@web/lib/guest-dates';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useDeleteCalendarFeed } from '../api/delete-calendar-feed';
import { useCalendarFeeds } from '../api/get-calendar-feeds';
import { useSyncCalendarFeed } from '../api/sync-calendar-feed';

const STATUS_COLORS: Record<CalendarFeed['status'], string> = { pending: 'gray', ok: 'teal', failed: 'red' };

function FeedRow({
  feed,
  propertyName,
  locale,
  onDelete,
}: {
  feed: CalendarFeed;
  propertyName: string;
  locale: Locale;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const sync = useSyncCalendarFeed();
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{feed.name}</Text>
            <Badge variant="light" color={STATUS_COLORS[feed.status]}>
              {t(`host.stays.feeds.status.${feed.status}`)}
            </Badge>
          </Group>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {propertyName} · {feed.urlDisplay}
          </Text>
          <Text size="sm" c="gray.7">
            {feed.lastSyncAt
              ? t('host.stays.feeds.lastSync', { when: formatInstant(feed.lastSyncAt, locale) })
              : t('host.stays.feeds.neverSynced')}{' '}
            · {t('host.stays.feeds.staysImported', { count: feed.staysImported })}
          </Text>
          {feed.lastError ? (
            <Text size="sm" c="red.8">
              {t(feed.lastError)}
            </Text>
          ) : null}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('host.stays.feeds.syncNow')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => sync.mutate(feed.feedId)}
              loading={sync.isPending}
              aria-label={t('host.stays.feeds.syncNamed', { name: feed.name })}
            >
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('host.stays.feeds.delete')} withArrow>
            <ActionIcon
              variant="default"
              color="red"
              size="lg"
              onClick={onDelete}
              aria-label={t('host.stays.feeds.deleteNamed', { name: feed.name })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Calendar feeds: a listing's iCal export address per property (Airbnb, Vrbo, Booking.com...). The
 * server fetches each on a schedule and turns reservations into stays; "sync now" fetches at once.
 */
export function CalendarFeeds({ properties, locale }: { properties: PropertyListItem[]; locale: Locale }) {
  const { t } = useTranslation();
  const feeds = useCalendarFeeds(null);
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const [toDelete, setToDelete] = useState<CalendarFeed | null>(null);
  const names = new Map(properties.map((property) => [property.propertyId, property.name]));
  const form = useForm({
    initialValues: { propertyId: properties.length === 1 ? String(properties[0].propertyId) : '', name: '', url: '' },
    validate: {
      propertyId: (value) => (value ? null : t('host.stays.form.pickProperty')),
      name: (value) => (value.trim() ? null : t('host.stays.form.required')),
      url: (value) => (/^https?:\/\/\S+$/i.test(value.trim()) ? null : t('host.stays.feeds.invalidUrl')),
    },
  });

  const submit = form.onSubmit((values) =>
    create.mutate(
      { propertyId: Number(values.propertyId), name: values.name.trim(), url: values.url.trim() },
      {
        onSuccess: () => form.setValues({ name: '', url: '' }),
        onError: (error) => {
          if (!(error instanceof ApiCallError)) return;
          for (const item of error.errors) {
            const field = item.field?.replace(/^body\./, '');
            if (field === 'name' || field === 'url' || field === 'propertyId')
              form.setFieldError(field, t(item.description, { ...item.params }));
          }
        },
      },
    ),
  );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="calendar-feeds-title"
    >
      <Title order={2} size="h4" id="calendar-feeds-title">
        {t('host.stays.feeds.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        {t('host.stays.feeds.description')}
      </Text>
      {feeds.isPending ? (
        <Skeleton h={64} mb="md" />
      ) : feeds.data && feeds.data.length > 0 ? (
        <Stack gap="sm" component="ul" mb="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {feeds.data.map((feed) => (
            <FeedRow
              key={feed.feedId}
              feed={feed}
              propertyName={names.get(feed.propertyId) ?? ''}
              locale={locale}
              onDelete={() => setToDelete(feed)}
            />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="gray.7" mb="md">
          {t('host.stays.feeds.empty')}
        </Text>
      )}
      <form onSubmit={submit} noValidate aria-label={t('host.stays.feeds.add')}>
        <Stack gap="sm" mt="md">
          <FormError
            error={
              create.error instanceof ApiCallError && !create.error.errors.some((item) => item.field)
                ? create.error
                : null
            }
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Select
              label={t('host.stays.fields.property')}
              placeholder={t('host.stays.form.pickProperty')}
              data={properties.map((property) => ({ value: String(property.propertyId), label: property.name }))}
              allowDeselect={false}
              checkIconPosition="right"
              {...form.getInputProps('propertyId')}
            />
            <TextInput
              label={t('host.stays.feeds.name')}
              placeholder="Airbnb"
              maxLength={STAY_LIMITS.feedName}
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('host.stays.feeds.url')}
              placeholder="https://…/calendar.ics"
              type="url"
              maxLength={STAY_LIMITS.feedUrl}
              {...form.getInputProps('url')}
            />
          </SimpleGrid>
          <Button
            type="submit"
            variant="light"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
            loading={create.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('host.stays.feeds.add')}
          </Button>
        </Stack>
      </form>

      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('host.stays.feeds.deleteTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('host.stays.feeds.deleteMessage', { name: toDelete?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToDelete(null)} data-autofocus>
              {t('host.stays.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => toDelete && remove.mutate(toDelete.feedId, { onSuccess: () => setToDelete(null) })}
            >
              {t('host.stays.feeds.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
