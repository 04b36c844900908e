import { Button, Group, MultiSelect, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import {
  CO_HOST_INVITATION_TTL_DAYS,
  CO_HOST_ROLES,
  COHOST_LIMITS,
  type CoHostRole,
  type CoHostsOfProperty,
} from '@common/contracts/cohosts';
import { EmailSchema } from '@common/contracts/user';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { ApiCallError } from '@web/lib/api-call';
import { useInviteCoHost } from '../api/invite-cohost';

interface InviteValues {
  email: string;
  name: string;
  role: CoHostRole;
  propertyIds: string[];
  message: string;
}

/** The invitation form: which of the host's properties, to which address, with an optional note. */
export function InviteForm({
  properties,
  locale,
  preselected,
  onDone,
}: {
  properties: CoHostsOfProperty[];
  locale: Locale;
  preselected: number[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const invite = useInviteCoHost(locale);
  const form = useForm<InviteValues>({
    initialValues: { email: '', name: '', role: 'manager', propertyIds: preselected.map(String), message: '' },
    validate: {
      email: (value) => (EmailSchema.safeParse(value).success ? null : t('auth.validation.email')),
      propertyIds: (value) => (value.length ? null : t('host.cohosts.invite.propertiesRequired')),
    },
  });

  const submit = form.onSubmit((values) => {
    invite.mutate(
      {
        email: values.email.trim(),
        ...(values.name.trim() ? { name: values.name.trim() } : {}),
        role: values.role,
        propertyIds: values.propertyIds.map(Number),
        ...(values.message.trim() ? { message: values.message.trim() } : {}),
      },
      {
        onSuccess: () => {
          form.reset();
          onDone();
        },
        onError: (error) => {
          // A field the server named gets the message under it too.
          const first = error instanceof ApiCallError ? error.errors[0] : undefined;
          const field = first?.field?.startsWith('propertyIds') ? 'propertyIds' : first?.field;
          if (first && field && field in form.values)
            form.setFieldError(field, t(first.description, { ...first.params }));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('host.cohosts.invite.email')}
          placeholder={t('host.cohosts.invite.emailPlaceholder')}
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('host.cohosts.invite.name')}
          autoComplete="off"
          maxLength={COHOST_LIMITS.name}
          {...form.getInputProps('name')}
        />
        <NativeSelect
          label={t('host.cohosts.roleLabel')}
          description={t(`host.cohosts.roleHelp.${form.values.role}`)}
          data={CO_HOST_ROLES.map((role) => ({ value: role, label: t(`host.cohosts.roles.${role}`) }))}
          {...form.getInputProps('role')}
        />
        <MultiSelect
          label={t('host.cohosts.invite.properties')}
          placeholder={t('host.cohosts.invite.propertiesPlaceholder')}
          data={properties.map((p) => ({ value: String(p.propertyId), label: p.name }))}
          maxValues={COHOST_LIMITS.propertiesPerInvitation}
          searchable
          required
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('propertyIds')}
        />
        <Textarea
          label={t('host.cohosts.invite.message')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={COHOST_LIMITS.message}
          {...form.getInputProps('message')}
        />
        <Text size="sm" c="dimmed">
          {t('host.cohosts.invite.help', { days: CO_HOST_INVITATION_TTL_DAYS })}
        </Text>
        <FormError error={invite.error} />
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} loading={invite.isPending}>
            {t('host.cohosts.invite.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
