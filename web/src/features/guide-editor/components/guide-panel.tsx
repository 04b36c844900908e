import { Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { TimeInput } from '@web/components/time-input';
import { useFieldProps, type EditorForm } from '../lib/editor-form';
import { SectionsPanel } from './sections-panel';
import { TranslateGuide } from './translate-guide';

/** Arrival and departure times, and the guide's sections. */
export function GuidePanel({
  form,
  expanded,
  onExpandedChange,
}: {
  form: EditorForm;
  expanded: string[];
  onExpandedChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('host.editor.times.title')}
          </Title>
          <Grid gap="sm">
            <Grid.Col span={6}>
              <TimeInput label={t('host.editor.times.checkIn')} {...field('guide.checkInTime')} />
            </Grid.Col>
            <Grid.Col span={6}>
              <TimeInput label={t('host.editor.times.checkOut')} {...field('guide.checkOutTime')} />
            </Grid.Col>
          </Grid>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              {t('host.editor.sections.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('host.editor.sections.description')}
            </Text>
          </div>
          <TranslateGuide form={form} />
          <SectionsPanel form={form} expanded={expanded} onExpandedChange={onExpandedChange} />
        </Stack>
      </Paper>
    </Stack>
  );
}
