import { Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { AI_PROMPT_LIMITS, type AdminPromptTemplate } from '@common/contracts/admin';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateTime } from '@web/lib/dates';
import { usePromptTemplates, useSavePromptTemplate } from '../api/prompt-templates';
import { adminErrorMessage } from '../lib/staff-role';
import { LoadState } from './load-state';

const nameOf = (template: AdminPromptTemplate, locale: Locale) => (locale === 'es' ? template.nameEs : template.nameEn);

function TemplateForm({
  template,
  isAdmin,
  locale,
}: {
  template: AdminPromptTemplate;
  isAdmin: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const [en, setEn] = useState(template.instructionsEn);
  const [es, setEs] = useState(template.instructionsEs);
  const save = useSavePromptTemplate();
  const changed = en.trim() !== template.instructionsEn || es.trim() !== template.instructionsEs;
  const error = adminErrorMessage(save.error, t);
  const name = nameOf(template, locale);
  return (
    <Stack gap="sm">
      {(
        [
          ['admin.ai.prompts.english', en, setEn],
          ['admin.ai.prompts.spanish', es, setEs],
        ] as const
      ).map(([labelKey, value, setValue]) => (
        <Textarea
          key={labelKey}
          label={t(labelKey, { name })}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          readOnly={!isAdmin}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={AI_PROMPT_LIMITS.instructions}
          placeholder={template.strTypeId === 0 ? undefined : t('admin.ai.prompts.usesDefault')}
        />
      ))}
      <Group justify="space-between" align="center">
        <Text size="xs" c="dimmed">
          {template.modifyDate
            ? t('admin.ai.prompts.edited', { date: formatDateTime(template.modifyDate, locale) })
            : t('admin.ai.prompts.neverEdited')}
        </Text>
        {isAdmin ? (
          <Button
            size="sm"
            disabled={!changed}
            loading={save.isPending}
            onClick={() =>
              save.mutate({ strTypeId: template.strTypeId, instructionsEn: en.trim(), instructionsEs: es.trim() })
            }
          >
            {t('admin.ai.prompts.save', { name })}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {t('admin.adminOnly')}
          </Text>
        )}
      </Group>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The concierge's base instructions per rental type (the rental types list), in English and
 * Spanish, plus the default used for every type without its own; an Admin edits, Internal staff read.
 */
export function PromptTemplatesPanel({ isAdmin, locale }: { isAdmin: boolean; locale: Locale }) {
  const { t } = useTranslation();
  const templates = usePromptTemplates();
  const [selected, setSelected] = useState('0');
  const template = templates.data?.find((item) => String(item.strTypeId) === selected);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="prompt-templates-title"
    >
      <Stack gap="md">
        <Title order={2} size="h4" id="prompt-templates-title">
          {t('admin.ai.prompts.title')}
        </Title>
        <Text size="sm">{t('admin.ai.prompts.description')}</Text>
        {templates.data ? (
          <>
            <Select
              label={t('admin.ai.prompts.type')}
              allowDeselect={false}
              value={selected}
              onChange={(value) => setSelected(value ?? '0')}
              data={templates.data.map((item) => ({
                value: String(item.strTypeId),
                label:
                  item.instructionsEn || item.instructionsEs
                    ? t('admin.ai.prompts.optionSet', { name: nameOf(item, locale) })
                    : nameOf(item, locale),
              }))}
              w={{ base: '100%', xs: 360 }}
            />
            {/* Keyed by type and version: another type picked, or a save came back, shows what is stored. */}
            {template ? (
              <TemplateForm
                key={`${template.strTypeId}:${template.modifyDate ?? ''}`}
                template={template}
                isAdmin={isAdmin}
                locale={locale}
              />
            ) : null}
          </>
        ) : (
          <LoadState isError={templates.isError} />
        )}
      </Stack>
    </Paper>
  );
}
