import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { type ApiError } from '@common/contracts/api';
import { type PropertyListItem } from '@common/contracts/property';
import {
  RESERVATION_CODE_PATTERN,
  STAY_ERROR_KEYS,
  STAY_LIMITS,
  type Stay,
  type StayInput,
} from '@common/contracts/stays';
import { LOCALES, type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { TimeInput } from '@web/components/time-input';
import { ApiCallError } from '@web/lib/api-call';
import { focusFirstInvalid } from '@web/lib/form-rules';
import { LAYERS } from '@web/lib/ui-constants';
import { useCreateStay } from '../api/create-stay';
import { stayQueryOptions } from '../api/get-stay';
import { useUpdateStay } from '../api/update-stay';

/** Dropdowns of this form open above the modal that holds it. */
const ABOVE_MODAL = { zIndex: LAYERS.modal + 100 };

export interface StayFormValues {
  propertyId: string;
  guestName: string;
  email: string;
  phone: string;
  locale: Locale;
  guestCount: number | string;
  checkInDate: string;
  checkInTime: string;
  checkOutDate: string;
  checkOutTime: string;
  notes: string;
  reservationCode: string;
}

const FIELDS: ReadonlyArray<keyof StayFormValues> = [
  'propertyId',
  'guestName',
  'email',
  'phone',
  'locale',
  'guestCount',
  'checkInDate',
  'checkInTime',
  'checkOutDate',
  'checkOutTime',
  'notes',
  'reservationCode',
];

const PHONE = /^[0-9+()\-.\s/]{3,32}$/;

/** The form's values for a stay (new: the only property, or none yet). Times the host never set show empty. */
export function stayToValues(stay: Stay | null, properties: PropertyListItem[], pageLocale: Locale): StayFormValues {
  if (!stay) {
    return {
      propertyId: properties.length === 1 ? String(properties[0].propertyId) : '',
      guestName: '',
      email: '',
      phone: '',
      locale: pageLocale,
      guestCount: 2,
      checkInDate: '',
      checkInTime: '',
      checkOutDate: '',
      checkOutTime: '',
      notes: '',
      reservationCode: '',
    };
  }
  return {
    propertyId: String(stay.propertyId),
    guestName: stay.guestName,
    email: stay.email ?? '',
    phone: stay.phone ?? '',
    locale: stay.locale,
    guestCount: stay.guestCount,
    checkInDate: stay.checkInDate,
    checkInTime: stay.checkInTime,
    checkOutDate: stay.checkOutDate,
    checkOutTime: stay.checkOutTime,
    notes: stay.notes,
    reservationCode: stay.reservationCode ?? '',
  };
}

/** The request body from the form; an empty time follows the guide's time (null). */
export function valuesToInput(values: StayFormValues): StayInput {
  const text = (value: string) => (value.trim() ? value.trim() : null);
  return {
    propertyId: Number(values.propertyId),
    guestName: values.guestName.trim(),
    email: text(values.email),
    phone: text(values.phone),
    locale: values.locale,
    guestCount: Number(values.guestCount) || 1,
    checkInDate: values.checkInDate,
    checkInTime: text(values.checkInTime),
    checkOutDate: values.checkOutDate,
    checkOutTime: text(values.checkOutTime),
    notes: values.notes,
    reservationCode: text(values.reservationCode),
  };
}

/** The server's refused fields as form errors ("body.guestName" or "guestName"), translated. */
export function serverErrorsToForm(
  errors: ApiError[],
  translate: (key: string, params?: Record<string, string | number>) => string,
): Partial<Record<keyof StayFormValues, string>> {
  const result: Partial<Record<keyof StayFormValues, string>> = {};
  for (const error of errors) {
    const field = error.field?.replace(/^body\./, '').split('.')[0] as keyof StayFormValues | undefined;
    if (field && FIELDS.includes(field) && !result[field])
      result[field] = translate(error.description, { ...error.params });
  }
  return result;
}

interface StayFormProps {
  /** The stay to edit, or null for a new one. */
  stay: Stay | null;
  properties: PropertyListItem[];
  pageLocale: Locale;
  onDone: (stay: Stay) => void;
  onCancel: () => void;
}

/**
 * Create or edit a stay. The browser checks what it can (required, e-mail, phone, dates in order);
 * the server's 400 lands next to the field it names; a 409 (someone saved in between) offers to load
 * the stored copy, like the property editor.
 */
export function StayForm({ stay, properties, pageLocale, onDone, onCancel }: StayFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = useCreateStay();
  const update = useUpdateStay();
  const [base, setBase] = useState<Stay | null>(stay);
  const [conflict, setConflict] = useState(false);
  const conflictRef = useRef<HTMLDivElement>(null);
  const mutation = base ? update : create;

  const required = (value: string) => (value.trim() ? null : t('host.stays.form.required'));
  const form = useForm<StayFormValues>({
    initialValues: stayToValues(stay, properties, pageLocale),
    validate: {
      propertyId: required,
      guestName: (value) =>
        required(value) ??
        (value.trim().length > STAY_LIMITS.guestName
          ? t(STAY_ERROR_KEYS.tooLong, { max: STAY_LIMITS.guestName })
          : null),
      email: (value) =>
        !value.trim() || z.email().safeParse(value.trim()).success ? null : t('host.stays.form.invalidEmail'),
      phone: (value) => (!value.trim() || PHONE.test(value.trim()) ? null : t('host.stays.form.invalidPhone')),
      guestCount: (value) => {
        const count = Number(value);
        return Number.isInteger(count) && count >= 1 && count <= STAY_LIMITS.guestCount
          ? null
          : t('host.stays.form.invalidGuestCount', { max: STAY_LIMITS.guestCount });
      },
      checkInDate: required,
      checkOutDate: (value, values) =>
        required(value) ??
        (values.checkInDate && value <= values.checkInDate ? t(STAY_ERROR_KEYS.checkOutBeforeCheckIn) : null),
      reservationCode: (value) =>
        !value.trim() ||
        (value.trim().length <= STAY_LIMITS.reservationCode && RESERVATION_CODE_PATTERN.test(value.trim()))
          ? null
          : t('host.stays.form.invalidReservationCode', { max: STAY_LIMITS.reservationCode }),
      notes: (value) =>
        value.length > STAY_LIMITS.notes ? t(STAY_ERROR_KEYS.tooLong, { max: STAY_LIMITS.notes }) : null,
    },
  });

  useEffect(() => {
    if (conflict) conflictRef.current?.focus();
  }, [conflict]);

  const submit = form.onSubmit((values, event) => {
    const input = valuesToInput(values);
    const formElement = event?.currentTarget ?? null;
    const onError = (error: Error) => {
      if (!(error instanceof ApiCallError)) return;
      if (error.status === 409) setConflict(true);
      else if (error.status === 400) {
        form.setErrors(serverErrorsToForm(error.errors, (key, params) => t(key, params)));
        focusFirstInvalid(null, null, { currentTarget: formElement });
      }
    };
    if (base)
      update.mutate(
        { ...input, stayId: base.stayId, modifyDate: base.modifyDate },
        { onSuccess: (saved) => onDone(saved), onError },
      );
    else create.mutate(input, { onSuccess: (saved) => onDone(saved), onError });
  }, focusFirstInvalid);

  const loadLatest = async () => {
    if (!base) return;
    const latest = await queryClient.fetchQuery(stayQueryOptions(base.stayId)).catch(() => null);
    if (!latest) return;
    setBase(latest);
    form.setValues(stayToValues(latest, properties, pageLocale));
    form.resetDirty();
    setConflict(false);
  };

  // A 400 with no field this form shows, and every other refusal, is said once above the fields.
  const fieldless =
    mutation.error instanceof ApiCallError &&
    mutation.error.status !== 409 &&
    !mutation.error.errors.some((error) => error.field);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {conflict ? (
          <Alert
            ref={conflictRef}
            tabIndex={-1}
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('host.stays.conflict.title')}
            role="alert"
          >
            <Stack gap="xs">
              {t('host.stays.conflict.message')}
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => void loadLatest()}>
                  {t('host.stays.conflict.loadLatest')}
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setConflict(false)}>
                  {t('host.stays.conflict.keepEditing')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        ) : null}
        {fieldless ? <FormError error={mutation.error} /> : null}
        <Select
          label={t('host.stays.fields.property')}
          placeholder={t('host.stays.form.pickProperty')}
          data={properties.map((property) => ({ value: String(property.propertyId), label: property.name }))}
          allowDeselect={false}
          required
          checkIconPosition="right"
          comboboxProps={ABOVE_MODAL}
          {...form.getInputProps('propertyId')}
        />
        <TextInput
          label={t('host.stays.fields.guestName')}
          required
          autoComplete="off"
          maxLength={STAY_LIMITS.guestName}
          data-autofocus
          {...form.getInputProps('guestName')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('host.stays.fields.email')}
            type="email"
            inputMode="email"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <TextInput
            label={t('host.stays.fields.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="off"
            description={t('host.stays.form.phoneHint')}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2 }} spacing="md" verticalSpacing="md">
          <Select
            label={t('host.stays.fields.locale')}
            data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
            allowDeselect={false}
            checkIconPosition="right"
            comboboxProps={ABOVE_MODAL}
            {...form.getInputProps('locale')}
          />
          <NumberInput
            label={t('host.stays.fields.guestCount')}
            min={1}
            max={STAY_LIMITS.guestCount}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('guestCount')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2 }} spacing="md" verticalSpacing="md">
          <TextInput
            label={t('host.stays.fields.checkInDate')}
            type="date"
            required
            {...form.getInputProps('checkInDate')}
          />
          <TimeInput
            label={t('host.stays.fields.checkInTime')}
            description={t('host.stays.form.timeHint')}
            {...form.getInputProps('checkInTime')}
          />
          <TextInput
            label={t('host.stays.fields.checkOutDate')}
            type="date"
            required
            min={form.values.checkInDate || undefined}
            {...form.getInputProps('checkOutDate')}
          />
          <TimeInput
            label={t('host.stays.fields.checkOutTime')}
            description={t('host.stays.form.timeHint')}
            {...form.getInputProps('checkOutTime')}
          />
        </SimpleGrid>
        <TextInput
          label={t('host.stays.fields.reservationCode')}
          autoComplete="off"
          maxLength={STAY_LIMITS.reservationCode}
          description={t('host.stays.form.reservationHint')}
          {...form.getInputProps('reservationCode')}
        />
        <Textarea
          label={t('host.stays.fields.notes')}
          autosize
          minRows={2}
          maxRows={6}
          description={t('host.stays.form.notesHint')}
          {...form.getInputProps('notes')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('host.stays.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {base ? t('host.stays.form.save') : t('host.stays.form.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
