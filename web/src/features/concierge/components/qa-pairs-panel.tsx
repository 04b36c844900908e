import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AI_LIMITS, type AiLocale, type QaPair } from '@common/contracts/ai';
import { useTranslation } from '@web/lib/i18n/react';
import { focusFirstInvalid } from '@web/lib/form-rules';
import { useLocale } from '@web/lib/i18n/use-locale';
import { useDeleteQaPair } from '../api/delete-qa-pair';
import { useQaPairs } from '../api/get-qa-pairs';
import { useSaveQaPair } from '../api/save-qa-pair';

interface QaValues {
  question: string;
  answer: string;
  locale: AiLocale;
}

/** The add / edit form of a Q&A pair. */
export function QaPairForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  icon,
  fixedLocale,
}: {
  initial: QaValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: QaValues) => void;
  onCancel?: () => void;
  icon?: boolean;
  /** The pair keeps the language of the guest's question. */
  fixedLocale?: boolean;
}) {
  const { t } = useTranslation();
  const form = useForm<QaValues>({
    initialValues: initial,
    validate: {
      question: (v) => (v.trim().length < 3 ? t('host.ai.qa.questionRequired') : null),
      answer: (v) => (v.trim() ? null : t('host.ai.qa.answerRequired')),
    },
  });
  return (
    <form
      onSubmit={form.onSubmit(
        (values) => onSubmit({ ...values, question: values.question.trim(), answer: values.answer.trim() }),
        focusFirstInvalid,
      )}
      noValidate
    >
      <Stack gap="sm">
        <TextInput
          label={t('host.ai.qa.question')}
          placeholder={t('host.ai.qa.questionPlaceholder')}
          required
          maxLength={AI_LIMITS.qaQuestion}
          {...form.getInputProps('question')}
        />
        <Textarea
          label={t('host.ai.qa.answer')}
          required
          autosize
          minRows={2}
          maxRows={8}
          maxLength={AI_LIMITS.qaAnswer}
          {...form.getInputProps('answer')}
        />
        <Stack gap={4} hidden={fixedLocale}>
          <Text fz="sm" fw={600} id="qa-language-label">
            {t('host.ai.qa.language')}
          </Text>
          <SegmentedControl
            aria-labelledby="qa-language-label"
            data={[
              { value: 'en', label: t('language.en') },
              { value: 'es', label: t('language.es') },
            ]}
            {...form.getInputProps('locale')}
          />
        </Stack>
        <Group justify="flex-end" gap="xs">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {t('host.ai.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={busy} leftSection={icon ? <IconPlus size={16} aria-hidden /> : undefined}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The host's own questions and answers: indexed like a guide section on the next run. */
export function QaPairsPanel({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: pairs, isPending, isError } = useQaPairs(propertyId);
  const save = useSaveQaPair(propertyId);
  const remove = useDeleteQaPair(propertyId);
  const [editing, setEditing] = useState<QaPair | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('host.ai.qa.addTitle')}
          </Title>
          <Text fz="sm" c="gray.7">
            {t('host.ai.qa.intro')}
          </Text>
          <QaPairForm
            key={formKey}
            initial={{ question: '', answer: '', locale }}
            submitLabel={t('host.ai.qa.add')}
            icon
            busy={save.isPending && !editing}
            onSubmit={(body) => save.mutate({ body }, { onSuccess: () => setFormKey((k) => k + 1) })}
          />
        </Stack>
      </Paper>

      <Stack gap="sm" component="section" aria-labelledby="qa-list-title">
        <Title order={2} fz="lg" id="qa-list-title">
          {t('host.ai.qa.listTitle', { count: pairs?.length ?? 0 })}
        </Title>
        {isPending ? (
          <Skeleton h={80} radius="md" />
        ) : isError ? (
          <Alert color="red" variant="light">
            {t('host.ai.loadFailed')}
          </Alert>
        ) : pairs.length === 0 ? (
          <Text c="gray.7">{t('host.ai.qa.empty')}</Text>
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {pairs.map((pair) => (
              <Paper key={pair.qaId} withBorder radius="md" p="md" component="li">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Text fw={600}>{pair.question}</Text>
                      <Badge variant="light" color="gray" size="sm">
                        {pair.locale.toUpperCase()}
                      </Badge>
                    </Group>
                    <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                      {pair.answer}
                    </Text>
                  </Stack>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      onClick={() => setEditing(pair)}
                      aria-label={t('host.ai.qa.edit', { question: pair.question })}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      loading={remove.isPending && remove.variables === pair.qaId}
                      onClick={() => remove.mutate(pair.qaId)}
                      aria-label={t('host.ai.qa.delete', { question: pair.question })}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>

      <Modal opened={!!editing} onClose={() => setEditing(null)} title={t('host.ai.qa.editTitle')} centered>
        {editing ? (
          <QaPairForm
            initial={{ question: editing.question, answer: editing.answer, locale: editing.locale }}
            submitLabel={t('host.ai.save')}
            busy={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(body) => save.mutate({ body, qaId: editing.qaId }, { onSuccess: () => setEditing(null) })}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
