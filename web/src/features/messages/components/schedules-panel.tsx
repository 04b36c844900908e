import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type MessageSchedule } from '@common/contracts/messages';
import { type PropertyListItem } from '@common/contracts/property';
import { useTranslation } from '@web/lib/i18n/react';
import { useLocale } from '@web/lib/i18n/use-locale';
import { useScreenQuery } from '@web/lib/use-screen-query';
import { useDeleteSchedule } from '../api/delete-schedule';
import { useSchedules } from '../api/get-schedules';
import { useTemplates } from '../api/get-templates';
import { useUpdateSchedule } from '../api/update-schedule';
import { scheduleSummary } from '../lib/schedule-summary';
import { ScheduleForm } from './schedule-form';
import { countExistingStays } from '../api/existing-stays';
import { type ExistingStaysOffer, ExistingStaysDialog } from './existing-stays-dialog';

function ScheduleRow({
  schedule,
  onEdit,
  onDelete,
}: {
  schedule: MessageSchedule;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toggle = useUpdateSchedule({ quiet: true });
  const {
    scheduleId,
    templateName: _name,
    propertyName: _property,
    authorUserId: _authorUserId,
    authorName: _authorName,
    handedOverFrom: _handedOverFrom,
    awaitingReview: _awaitingReview,
    ...input
  } = schedule;
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ opacity: schedule.active ? 1 : 0.75 }}>
      <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{schedule.templateName}</Text>
          <Text size="sm">{scheduleSummary(t, schedule, locale)}</Text>
          <Text size="xs" c="gray.7">
            {t('host.messages.writtenBy', { name: schedule.authorName })}
          </Text>
          <Group gap="xs">
            <Badge size="sm" variant="light" color="gray">
              {schedule.propertyName ?? t('host.messages.schedules.allProperties')}
            </Badge>
            {schedule.awaitingReview ? (
              <Badge size="sm" variant="light" color="orange">
                {t('host.messages.schedules.awaitingReview')}
              </Badge>
            ) : !schedule.active ? (
              <Badge size="sm" variant="light" color="yellow">
                {t('host.messages.schedules.paused')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Switch
            checked={schedule.active}
            disabled={toggle.isPending}
            onChange={(event) => toggle.mutate({ ...input, scheduleId, active: event.currentTarget.checked })}
            aria-label={t('host.messages.schedules.activeNamed', { name: schedule.templateName })}
          />
          <Tooltip label={t('host.messages.edit')} withArrow>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={onEdit}
              aria-label={t('host.messages.schedules.editNamed', { name: schedule.templateName })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('host.messages.delete')} withArrow>
            <ActionIcon
              variant="default"
              color="red"
              size="lg"
              onClick={onDelete}
              aria-label={t('host.messages.schedules.deleteNamed', { name: schedule.templateName })}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}

type Editing = { schedule: MessageSchedule | null } | null;

/** When each template goes out by itself: a list of schedules with their sentence, active switch, edit and delete. */
export function SchedulesPanel({ properties }: { properties: PropertyListItem[] }) {
  const { t } = useTranslation();
  const narrow = useScreenQuery('(max-width: 48em)');
  const schedules = useSchedules();
  const templates = useTemplates();
  const remove = useDeleteSchedule();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<MessageSchedule | null>(null);
  const [offer, setOffer] = useState<ExistingStaysOffer | null>(null);
  /** A booking schedule goes to new bookings only; guests booked before it are offered, with their number. */
  const offerExistingStays = async (saved: MessageSchedule) => {
    if (saved.anchor !== 'booking' || !saved.active) return;
    const { stayCount } = await countExistingStays(saved.scheduleId).catch(() => ({ stayCount: 0 }));
    if (stayCount > 0) setOffer({ scheduleId: saved.scheduleId, stayCount });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="gray.7" maw={560}>
          {t('host.messages.schedules.intro')}
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ schedule: null })}
          disabled={!templates.data?.length}
        >
          {t('host.messages.schedules.add')}
        </Button>
      </Group>
      {schedules.isPending ? (
        <Skeleton h={80} radius="md" />
      ) : !schedules.data ? (
        <Alert color="red" variant="light">
          {t('host.messages.loadFailed')}
        </Alert>
      ) : schedules.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text size="sm" c="gray.7" ta="center">
            {t('host.messages.schedules.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {schedules.data.map((schedule) => (
            <ScheduleRow
              key={schedule.scheduleId}
              schedule={schedule}
              onEdit={() => setEditing({ schedule })}
              onDelete={() => setToDelete(schedule)}
            />
          ))}
        </Stack>
      )}

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.schedule ? t('host.messages.schedules.editTitle') : t('host.messages.schedules.addTitle')}
        fullScreen={narrow}
        size="lg"
      >
        {editing && templates.data ? (
          <ScheduleForm
            key={editing.schedule?.scheduleId ?? 'new'}
            schedule={editing.schedule}
            templates={templates.data}
            properties={properties}
            onDone={(saved) => {
              setEditing(null);
              void offerExistingStays(saved);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>

      <Modal
        opened={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('host.messages.schedules.deleteTitle')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('host.messages.schedules.deleteMessage', { name: toDelete?.templateName ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setToDelete(null)} data-autofocus>
              {t('host.messages.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => toDelete && remove.mutate(toDelete.scheduleId, { onSuccess: () => setToDelete(null) })}
            >
              {t('host.messages.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ExistingStaysDialog offer={offer} onClose={() => setOffer(null)} />
    </Stack>
  );
}
