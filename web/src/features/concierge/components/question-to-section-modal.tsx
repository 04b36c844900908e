import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconBookUpload } from '@tabler/icons-react';
import { type GuestQuestion } from '@common/contracts/ai';
import { PROPERTY_LIMITS } from '@common/contracts/property-constants';
import { useTranslation } from '@web/lib/i18n/react';
import { normalizeEditorHtml } from '@web/components/rich-text-field/normalize-editor-html';
import { RichTextField } from '@web/components/rich-text-field/rich-text-field-lazy';
import { ApiCallError } from '@web/lib/api-call';
import { focusFirstInvalid } from '@web/lib/form-rules';
import { useQuestionToSection } from '../api/question-to-section';

interface SectionValues {
  title: string;
  body: string;
}

const FIELDS = ['title', 'body'] as const;

/** Words left in editor HTML once tags and non-breaking spaces are gone (the server refuses a body without any). */
const hasText = (html: string) =>
  !!html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .trim();

/** The form inside the modal: a title (the guest's question to start with) and the answer as rich text. */
function SectionForm({
  propertyId,
  question,
  onDone,
}: {
  propertyId: number;
  question: GuestQuestion;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useQuestionToSection(propertyId);
  const form = useForm<SectionValues>({
    initialValues: { title: question.question.trim().slice(0, PROPERTY_LIMITS.sectionTitle), body: '' },
    validate: {
      title: (v) => (v.trim() ? null : t('host.ai.questions.titleRequired')),
      body: (v) =>
        !hasText(v)
          ? t('host.ai.questions.bodyRequired')
          : v.length > PROPERTY_LIMITS.sectionBody
            ? t('errors.tooLong')
            : null,
    },
  });

  const submit = (values: SectionValues) =>
    save.mutate(
      { questionId: question.questionId, body: { title: values.title.trim(), body: normalizeEditorHtml(values.body) } },
      {
        onSuccess: onDone,
        onError: (error) => {
          // The toast has been shown; a refused field also gets its message next to the input.
          if (!(error instanceof ApiCallError)) return;
          for (const e of error.errors) {
            const field = FIELDS.find((f) => f === e.field);
            if (field) form.setFieldError(field, t(e.description, { ...e.params }));
          }
        },
      },
    );

  return (
    <form onSubmit={form.onSubmit(submit, focusFirstInvalid)} noValidate>
      <Stack gap="sm">
        <Text fz="sm" c="gray.7">
          {t(`host.ai.questions.toSectionHelp.${question.locale}`)}
        </Text>
        <TextInput
          label={t('host.ai.questions.sectionTitle')}
          required
          maxLength={PROPERTY_LIMITS.sectionTitle}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <RichTextField
          label={t('host.ai.questions.sectionBody')}
          required
          value={form.values.body}
          onChange={(html) => form.setFieldValue('body', html)}
          error={form.errors.body ? String(form.errors.body) : undefined}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('host.ai.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconBookUpload size={16} aria-hidden />}>
            {t('host.ai.questions.saveSection')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Add to guide": the unanswered question becomes a new section of the guide, written here. */
export function QuestionToSectionModal({
  propertyId,
  question,
  onClose,
}: {
  propertyId: number;
  question: GuestQuestion | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={!!question} onClose={onClose} title={t('host.ai.questions.toSectionTitle')} centered size="lg">
      {question ? (
        <SectionForm key={question.questionId} propertyId={propertyId} question={question} onDone={onClose} />
      ) : null}
    </Modal>
  );
}
