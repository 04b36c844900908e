import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useState } from 'react';
import {
  MESSAGE_ANCHORS,
  MESSAGE_CHANNELS,
  MESSAGE_LIMITS,
  type MessageAnchor,
  type MessageChannel,
  type MessageSchedule,
  type MessageTemplate,
} from '@common/contracts/messages';
import { type PropertyListItem } from '@common/contracts/property';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { TimeInput } from '@web/components/time-input';
import { ApiCallError } from '@web/lib/api-call';
import { LAYERS } from '@web/lib/ui-constants';
import { useLocale } from '@web/lib/i18n/use-locale';
import { useCreateSchedule } from '../api/create-schedule';
import { useUpdateSchedule } from '../api/update-schedule';
import { scheduleSummary } from '../lib/schedule-summary';

/** Dropdowns of this form open above the modal that holds it. */
const ABOVE_MODAL = { zIndex: LAYERS.modal + 100 };

type Direction = 'before' | 'on' | 'after';
const ALL = 'all';

/**
 * Create or edit a schedule: which template, when (on booking, or days before / after check-in or
 * check-out, at a local time), how (e-mail, SMS, WhatsApp) and for which property. The sentence at the
 * bottom says what the choice means.
 */
export function ScheduleForm({
  schedule,
  templates,
  properties,
  onDone,
  onCancel,
}: {
  schedule: MessageSchedule | null;
  templates: MessageTemplate[];
  properties: PropertyListItem[];
  /** Called with the schedule as saved. */
  onDone: (saved: MessageSchedule) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const create = useCreateSchedule();
  const update = useUpdateSchedule();
  const mutation = schedule ? update : create;
  const [templateId, setTemplateId] = useState<string | null>(
    schedule ? String(schedule.templateId) : templates[0] ? String(templates[0].templateId) : null,
  );
  const [anchor, setAnchor] = useState<MessageAnchor>(schedule?.anchor ?? 'checkIn');
  const [direction, setDirection] = useState<Direction>(
    !schedule ? 'before' : schedule.offsetDays < 0 ? 'before' : schedule.offsetDays > 0 ? 'after' : 'on',
  );
  const [days, setDays] = useState<number | string>(schedule ? Math.abs(schedule.offsetDays) : 2);
  const [localTime, setLocalTime] = useState(schedule?.localTime ?? '10:00');
  const [channel, setChannel] = useState<MessageChannel>(schedule?.channel ?? 'email');
  const [propertyId, setPropertyId] = useState<string>(schedule?.propertyId ? String(schedule.propertyId) : ALL);
  const [active, setActive] = useState(schedule?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const dayCount = Math.min(MESSAGE_LIMITS.offsetDays, Math.max(0, Math.trunc(Number(days) || 0)));
  const offsetDays =
    anchor === 'booking' ? dayCount : direction === 'on' ? 0 : direction === 'before' ? -dayCount : dayCount;
  const timeOk = /^([01]\d|2[0-3]):[0-5]\d$/.test(localTime);

  const save = () => {
    const next: Record<string, string> = {};
    if (!templateId) next.templateId = t('host.messages.schedules.pickTemplate');
    if (anchor !== 'booking' && !timeOk) next.localTime = t('host.stays.errors.invalidTime');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const input = {
      templateId: Number(templateId),
      propertyId: propertyId === ALL ? null : Number(propertyId),
      anchor,
      offsetDays,
      localTime: timeOk ? localTime : '10:00',
      channel,
      active,
    };
    const onError = (error: Error) => {
      if (!(error instanceof ApiCallError) || error.status !== 400) return;
      const fieldErrors: Record<string, string> = {};
      for (const item of error.errors)
        if (item.field) fieldErrors[item.field.replace(/^body\./, '')] ??= t(item.description, { ...item.params });
      setErrors(fieldErrors);
    };
    if (schedule) update.mutate({ ...input, scheduleId: schedule.scheduleId }, { onSuccess: onDone, onError });
    else create.mutate(input, { onSuccess: onDone, onError });
  };

  const fieldless = mutation.error instanceof ApiCallError && !mutation.error.errors.some((error) => error.field);

  return (
    <Stack gap="md">
      {fieldless ? <FormError error={mutation.error} /> : null}
      <Select
        label={t('host.messages.schedules.template')}
        data={templates.map((template) => ({ value: String(template.templateId), label: template.name }))}
        value={templateId}
        onChange={setTemplateId}
        error={errors.templateId}
        allowDeselect={false}
        searchable
        required
        checkIconPosition="right"
        comboboxProps={ABOVE_MODAL}
      />
      <Select
        label={t('host.messages.schedules.anchor')}
        data={MESSAGE_ANCHORS.map((value) => ({ value, label: t(`host.messages.schedules.anchors.${value}`) }))}
        value={anchor}
        onChange={(value) => value && setAnchor(value as MessageAnchor)}
        error={errors.anchor}
        allowDeselect={false}
        checkIconPosition="right"
        comboboxProps={ABOVE_MODAL}
      />
      {anchor !== 'booking' ? (
        <SegmentedControl
          aria-label={t('host.messages.schedules.direction')}
          value={direction}
          onChange={(value) => setDirection(value as Direction)}
          data={(['before', 'on', 'after'] as const).map((value) => ({
            value,
            label: t(`host.messages.schedules.directions.${value}`),
          }))}
          fullWidth
        />
      ) : null}
      <SimpleGrid cols={2} spacing="md">
        {anchor === 'booking' || direction !== 'on' ? (
          <NumberInput
            label={
              anchor === 'booking' ? t('host.messages.schedules.daysAfterBooking') : t('host.messages.schedules.days')
            }
            value={days}
            onChange={setDays}
            min={0}
            max={MESSAGE_LIMITS.offsetDays}
            allowDecimal={false}
            allowNegative={false}
            error={errors.offsetDays}
          />
        ) : null}
        {anchor !== 'booking' ? (
          <TimeInput
            label={t('host.messages.schedules.localTime')}
            description={t('host.messages.schedules.localTimeHint')}
            value={localTime}
            onChange={setLocalTime}
            error={errors.localTime}
          />
        ) : null}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('host.messages.schedules.channel')}
          data={MESSAGE_CHANNELS.map((value) => ({ value, label: t(`host.messages.channels.${value}`) }))}
          value={channel}
          onChange={(value) => value && setChannel(value as MessageChannel)}
          error={errors.channel}
          allowDeselect={false}
          checkIconPosition="right"
          comboboxProps={ABOVE_MODAL}
        />
        <Select
          label={t('host.messages.schedules.property')}
          data={[
            { value: ALL, label: t('host.messages.schedules.allProperties') },
            ...properties.map((property) => ({ value: String(property.propertyId), label: property.name })),
          ]}
          value={propertyId}
          onChange={(value) => setPropertyId(value ?? ALL)}
          error={errors.propertyId}
          allowDeselect={false}
          checkIconPosition="right"
          comboboxProps={ABOVE_MODAL}
        />
      </SimpleGrid>
      {channel === 'whatsapp' ? (
        <Text size="sm" c="gray.7">
          {t('host.messages.schedules.whatsappHint')}
        </Text>
      ) : null}
      <Switch
        label={t('host.messages.schedules.active')}
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
      <Alert color="blue" variant="light" aria-live="polite" title={t('host.messages.schedules.sentence')}>
        {scheduleSummary(t, { anchor, offsetDays, localTime: timeOk ? localTime : '--:--', channel }, locale)}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('host.messages.cancel')}
        </Button>
        <Button onClick={save} loading={mutation.isPending}>
          {t('host.messages.schedules.save')}
        </Button>
      </Group>
    </Stack>
  );
}
