import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  Menu,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconBraces, IconChevronDown } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  MESSAGE_LIMITS,
  MESSAGE_VARIABLES,
  type MessageTemplate,
  type MessageVariable,
} from '@common/contracts/messages';
import { type ApiError } from '@common/contracts/api';
import { LOCALES, type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { ApiCallError } from '@web/lib/api-call';
import { LAYERS } from '@web/lib/ui-constants';
import { useCreateTemplate } from '../api/create-template';
import { useMessagePreview } from '../api/preview-message';
import { useUpdateTemplate } from '../api/update-template';

/** Dropdowns of this form open above the modal that holds it. */
const ABOVE_MODAL = { zIndex: LAYERS.modal + 100 };

/** How long the host pauses typing before the preview asks the server again. */
export const PREVIEW_DEBOUNCE_MS = 400;

type Part = 'subject' | 'body';
type Texts = Record<Part, Record<Locale, string>>;
type FieldErrors = Partial<Record<`${Part}.${Locale}` | 'name', string>>;

/** A stay to preview with: value is the stayId. */
export interface StayOption {
  value: string;
  label: string;
}

/** `text` with `insert` put in place of the selection [start, end). */
export function insertAt(text: string, insert: string, start: number, end: number): string {
  return text.slice(0, start) + insert + text.slice(end);
}

function translateError(t: (key: string, params?: Record<string, string | number>) => string, error: ApiError) {
  return t(error.description, { ...error.params });
}

/**
 * Create or edit a template: a name, and a subject and body per language, with a picker that puts a
 * {variable} where the cursor is and a live preview rendered by the server for a real stay (an
 * unknown variable comes back as a refusal naming the field, shown next to it).
 */
export function TemplateEditor({
  template,
  stays,
  onDone,
  onCancel,
}: {
  template: MessageTemplate | null;
  stays: StayOption[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTemplate();
  const update = useUpdateTemplate();
  const mutation = template ? update : create;
  const [name, setName] = useState(template?.name ?? '');
  const [texts, setTexts] = useState<Texts>({
    subject: { en: template?.subject.en ?? '', es: template?.subject.es ?? '' },
    body: { en: template?.body.en ?? '', es: template?.body.es ?? '' },
  });
  const [locale, setLocale] = useState<Locale>('en');
  const [stayId, setStayId] = useState<string | null>(stays[0]?.value ?? null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fields = useRef<Partial<Record<`${Part}.${Locale}`, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const lastPart = useRef<Part>('body');

  const [draft] = useDebouncedValue(
    { stayId, locale, subject: texts.subject[locale], body: texts.body[locale] },
    PREVIEW_DEBOUNCE_MS,
  );
  const preview = useMessagePreview(
    draft.stayId
      ? { stayId: Number(draft.stayId), locale: draft.locale, subject: draft.subject, body: draft.body }
      : null,
  );
  const previewProblem = preview.refusal?.status === 400 ? preview.refusal.errors[0] : undefined;
  const previewField = previewProblem?.field?.replace(/^body\./, '') as Part | undefined;

  const setText = (part: Part, lang: Locale, value: string) => {
    setTexts((current) => ({ ...current, [part]: { ...current[part], [lang]: value } }));
    setErrors((current) => ({ ...current, [`${part}.${lang}`]: undefined }));
  };

  const insertVariable = (variable: MessageVariable) => {
    const part = lastPart.current;
    const element = fields.current[`${part}.${locale}`];
    const value = texts[part][locale];
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    const token = `{${variable}}`;
    setText(part, locale, insertAt(value, token, start, end));
    // Back to the field, with the cursor after what was inserted, once React has written the value.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const save = () => {
    if (!name.trim()) {
      setErrors({ name: t('host.messages.templates.nameRequired') });
      return;
    }
    if (!texts.body.en.trim() && !texts.body.es.trim()) {
      setErrors({ 'body.en': t('host.messages.errors.draftNeedsBody') });
      setLocale('en');
      return;
    }
    const input = { name: name.trim(), subject: texts.subject, body: texts.body };
    const onError = (error: Error) => {
      if (!(error instanceof ApiCallError) || error.status !== 400) return;
      const next: FieldErrors = {};
      for (const item of error.errors) {
        const field = item.field?.replace(/^body\.(?=(subject|body|name))/, '') as keyof FieldErrors | undefined;
        if (field && !next[field]) next[field] = translateError(t, item);
      }
      setErrors(next);
      const first = Object.keys(next).find((key) => key !== 'name');
      if (first) setLocale(first.split('.')[1] as Locale);
    };
    if (template) update.mutate({ ...input, templateId: template.templateId }, { onSuccess: () => onDone(), onError });
    else create.mutate(input, { onSuccess: () => onDone(), onError });
  };

  const fieldError = (part: Part, lang: Locale) =>
    errors[`${part}.${lang}`] ??
    (lang === locale && previewField === part && previewProblem ? translateError(t, previewProblem) : undefined);
  const fieldless = mutation.error instanceof ApiCallError && !mutation.error.errors.some((error) => error.field);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          {fieldless ? <FormError error={mutation.error} /> : null}
          <TextInput
            label={t('host.messages.templates.name')}
            value={name}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setErrors((current) => ({ ...current, name: undefined }));
            }}
            error={errors.name}
            maxLength={MESSAGE_LIMITS.templateName}
            required
            data-autofocus
          />
          <Tabs value={locale} onChange={(value) => value && setLocale(value as Locale)} keepMounted>
            <Group justify="space-between" gap="sm" wrap="wrap" align="flex-end">
              <Tabs.List>
                {LOCALES.map((lang) => (
                  <Tabs.Tab
                    key={lang}
                    value={lang}
                    c={errors[`subject.${lang}`] || errors[`body.${lang}`] ? 'red.8' : undefined}
                  >
                    {t(`language.${lang}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Menu position="bottom-end" withinPortal zIndex={ABOVE_MODAL.zIndex}>
                <Menu.Target>
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconBraces size={14} aria-hidden />}
                    rightSection={<IconChevronDown size={14} aria-hidden />}
                  >
                    {t('host.messages.templates.insertVariable')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <ScrollArea.Autosize mah={300} type="auto">
                    {MESSAGE_VARIABLES.map((variable) => (
                      <Menu.Item key={variable} onClick={() => insertVariable(variable)}>
                        <Text size="sm">{t(`host.messages.variables.${variable}`)}</Text>
                        <Text size="xs" c="gray.7" ff="monospace">{`{${variable}}`}</Text>
                      </Menu.Item>
                    ))}
                  </ScrollArea.Autosize>
                </Menu.Dropdown>
              </Menu>
            </Group>
            {LOCALES.map((lang) => (
              <Tabs.Panel key={lang} value={lang} pt="sm">
                <Stack gap="sm">
                  <TextInput
                    label={t('host.messages.templates.subject', { language: t(`language.${lang}`) })}
                    description={t('host.messages.templates.subjectHint')}
                    value={texts.subject[lang]}
                    onChange={(event) => setText('subject', lang, event.currentTarget.value)}
                    onFocus={() => (lastPart.current = 'subject')}
                    ref={(element) => {
                      fields.current[`subject.${lang}`] = element;
                    }}
                    error={fieldError('subject', lang)}
                    maxLength={MESSAGE_LIMITS.subject}
                  />
                  <Textarea
                    label={t('host.messages.templates.body', { language: t(`language.${lang}`) })}
                    value={texts.body[lang]}
                    onChange={(event) => setText('body', lang, event.currentTarget.value)}
                    onFocus={() => (lastPart.current = 'body')}
                    ref={(element) => {
                      fields.current[`body.${lang}`] = element;
                    }}
                    error={fieldError('body', lang)}
                    autosize
                    minRows={8}
                    maxRows={18}
                    maxLength={MESSAGE_LIMITS.body}
                  />
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('host.messages.cancel')}
            </Button>
            <Button onClick={save} loading={mutation.isPending}>
              {t('host.messages.templates.save')}
            </Button>
          </Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="md" bg="gray.0" component="section" aria-labelledby="template-preview-title">
          <Stack gap="sm">
            <Title order={3} size="h5" id="template-preview-title">
              {t('host.messages.preview.title', { language: t(`language.${locale}`) })}
            </Title>
            {stays.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('host.messages.preview.noStays')}
              </Text>
            ) : (
              <>
                <Select
                  label={t('host.messages.preview.stay')}
                  data={stays}
                  value={stayId}
                  onChange={setStayId}
                  allowDeselect={false}
                  searchable
                  checkIconPosition="right"
                  comboboxProps={ABOVE_MODAL}
                />
                <Box aria-live="polite" aria-busy={preview.isFetching}>
                  {previewProblem ? (
                    <Alert
                      color="red"
                      variant="light"
                      icon={<IconAlertCircle size={18} aria-hidden />}
                      title={t(`host.messages.preview.problemIn.${previewField === 'subject' ? 'subject' : 'body'}`)}
                    >
                      {translateError(t, previewProblem)}
                    </Alert>
                  ) : preview.data ? (
                    <Paper withBorder radius="sm" p="sm" bg="white" style={{ opacity: preview.isFetching ? 0.6 : 1 }}>
                      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
                        {t('host.messages.preview.subject')}
                      </Text>
                      <Text fw={600} mb="xs" data-testid="preview-subject">
                        {preview.data.subject || '—'}
                      </Text>
                      <Text
                        size="sm"
                        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        data-testid="preview-body"
                      >
                        {preview.data.body}
                      </Text>
                    </Paper>
                  ) : (
                    <Text size="sm" c="gray.7">
                      {preview.isFetching ? t('host.messages.preview.loading') : t('host.messages.preview.empty')}
                    </Text>
                  )}
                </Box>
              </>
            )}
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
