import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { AI_LIMITS, AI_TONES, type AiSettings, type AiTone, EscalationContactSchema } from '@common/contracts/ai';
import { useTranslation } from '@web/lib/i18n/react';
import { focusFirstInvalid } from '@web/lib/form-rules';
import { useAiSettings } from '../api/get-ai-settings';
import { useSaveAiSettings } from '../api/save-ai-settings';

interface SettingsValues {
  tone: AiTone;
  instructions: string;
  topicsToAvoid: string[];
  name: string;
  phone: string;
  email: string;
}

function Form({ propertyId, settings, mode }: { propertyId: number; settings: AiSettings; mode: 'extractive' | 'ai' }) {
  const { t } = useTranslation();
  const save = useSaveAiSettings(propertyId);
  const form = useForm<SettingsValues>({
    initialValues: {
      tone: settings.tone,
      instructions: settings.instructions,
      topicsToAvoid: settings.topicsToAvoid,
      name: settings.escalation.name ?? '',
      phone: settings.escalation.phone ?? '',
      email: settings.escalation.email ?? '',
    },
    validate: {
      phone: (v) =>
        EscalationContactSchema.shape.phone.safeParse(v).success ? null : t('host.ai.settings.phoneInvalid'),
      email: (v) =>
        EscalationContactSchema.shape.email.safeParse(v).success ? null : t('host.ai.settings.emailInvalid'),
    },
  });
  const submit = (v: SettingsValues) =>
    save.mutate({
      tone: v.tone,
      instructions: v.instructions,
      topicsToAvoid: v.topicsToAvoid,
      escalation: { name: v.name || null, phone: v.phone || null, email: v.email || null },
    });

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstInvalid)} noValidate>
      <Stack gap="lg">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('host.ai.settings.escalationTitle')}
            </Title>
            <Text fz="sm" c="gray.7">
              {t('host.ai.settings.escalationHelp')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label={t('host.ai.settings.name')}
                maxLength={AI_LIMITS.contactName}
                autoComplete="off"
                {...form.getInputProps('name')}
              />
              <TextInput
                label={t('host.ai.settings.phone')}
                type="tel"
                maxLength={AI_LIMITS.contactPhone}
                autoComplete="off"
                {...form.getInputProps('phone')}
              />
              <TextInput
                label={t('host.ai.settings.email')}
                type="email"
                maxLength={AI_LIMITS.contactEmail}
                autoComplete="off"
                {...form.getInputProps('email')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('host.ai.settings.topicsTitle')}
            </Title>
            <TagsInput
              label={t('host.ai.settings.topics')}
              description={t('host.ai.settings.topicsHelp')}
              placeholder={t('host.ai.settings.topicsPlaceholder')}
              maxTags={AI_LIMITS.topics}
              clearable
              {...form.getInputProps('topicsToAvoid')}
            />
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('host.ai.settings.aiTitle')}
            </Title>
            {mode === 'extractive' ? (
              <Alert variant="light" color="gray">
                {t('host.ai.settings.aiOnlyNote')}
              </Alert>
            ) : null}
            <Select
              label={t('host.ai.settings.tone')}
              allowDeselect={false}
              w={{ base: '100%', sm: 260 }}
              data={AI_TONES.map((value) => ({ value, label: t(`host.ai.settings.tones.${value}`) }))}
              {...form.getInputProps('tone')}
            />
            <Textarea
              label={t('host.ai.settings.instructions')}
              description={t('host.ai.settings.instructionsHelp')}
              autosize
              minRows={3}
              maxRows={10}
              maxLength={AI_LIMITS.instructions}
              {...form.getInputProps('instructions')}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('host.ai.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Host settings of the concierge: escalation contact, topics to avoid, tone and instructions. */
export function AiSettingsForm({ propertyId, mode }: { propertyId: number; mode: 'extractive' | 'ai' }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useAiSettings(propertyId);
  if (isPending) return <Skeleton h={320} radius="md" />;
  if (isError)
    return (
      <Alert color="red" variant="light">
        {t('host.ai.loadFailed')}
      </Alert>
    );
  return <Form key={`${propertyId}-${data.modifyDate ?? ''}`} propertyId={propertyId} settings={data} mode={mode} />;
}
