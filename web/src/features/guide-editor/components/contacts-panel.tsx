import { ActionIcon, Button, Grid, Group, Paper, Select, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { PROPERTY_LIMITS } from '@common/contracts/property-constants';
import { useTranslation } from '@web/lib/i18n/react';
import { hasErrorsUnder, useFieldProps, type EditorForm } from '../lib/editor-form';
import { newEmergencyInfo, type EmergencyValues, type GuideLocale } from '../lib/editor-values';
import { toOptions, type EditorLookups } from '../lib/lookups';
import { LocalizedTextarea } from './localized-textarea';

function EmergencyCard({
  form,
  index,
  info,
  lookups,
}: {
  form: EditorForm;
  index: number;
  info: EmergencyValues;
  lookups: EditorLookups;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const path = `emergencyInfos.${index}`;
  const [locale, setLocale] = useState<GuideLocale>(form.values.guide.defaultLocale);
  const typeName = lookups.emergencyInfoTypes.find((type) => String(type.id) === info.emergencyInfoTypeId)?.name;
  const label = info.name.trim() || typeName || t('host.editor.emergency.untitled');
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      style={{ borderColor: hasErrorsUnder(form, path) ? 'var(--mantine-color-red-6)' : undefined }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate="end">
            {label}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => form.removeListItem('emergencyInfos', index)}
            aria-label={t('host.editor.emergency.remove', { name: label })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              allowDeselect={false}
              label={t('host.editor.emergency.type')}
              required
              data={toOptions(lookups.emergencyInfoTypes)}
              placeholder={t('host.editor.choose')}
              {...field(`${path}.emergencyInfoTypeId`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('host.editor.emergency.name')}
              maxLength={PROPERTY_LIMITS.emergencyName}
              {...field(`${path}.name`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('host.editor.emergency.phone')}
              type="tel"
              autoComplete="off"
              maxLength={PROPERTY_LIMITS.phone}
              {...field(`${path}.phone`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('host.editor.emergency.address')}
              maxLength={PROPERTY_LIMITS.address}
              {...field(`${path}.address`)}
            />
          </Grid.Col>
        </Grid>
        <LocalizedTextarea
          form={form}
          path={`${path}.notes`}
          value={info.notes}
          labelKey="host.editor.emergency.notesIn"
          maxLength={PROPERTY_LIMITS.emergencyNotes}
          locale={locale}
          onLocaleChange={setLocale}
        />
      </Stack>
    </Paper>
  );
}

/** Emergency contacts (police, hospital, the host...) and how guests reach the host. */
export function ContactsPanel({ form, lookups }: { form: EditorForm; lookups: EditorLookups }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const infos = form.values.emergencyInfos;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              {t('host.editor.emergency.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('host.editor.emergency.description')}
            </Text>
          </div>
          {infos.length === 0 ? <Text c="gray.7">{t('host.editor.emergency.empty')}</Text> : null}
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {infos.map((info, index) => (
              <EmergencyCard key={info.emergencyInfoId} form={form} index={index} info={info} lookups={lookups} />
            ))}
          </Stack>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            disabled={infos.length >= PROPERTY_LIMITS.emergencyInfos}
            onClick={() => form.insertListItem('emergencyInfos', newEmergencyInfo(null))}
          >
            {t('host.editor.emergency.add')}
          </Button>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              {t('host.editor.hostContact.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('host.editor.hostContact.description')}
            </Text>
          </div>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('host.editor.hostContact.name')}
                maxLength={120}
                {...field('guide.hostContact.name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('host.editor.hostContact.phone')}
                type="tel"
                maxLength={PROPERTY_LIMITS.phone}
                {...field('guide.hostContact.phone')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('host.editor.hostContact.email')}
                type="email"
                maxLength={254}
                {...field('guide.hostContact.email')}
              />
            </Grid.Col>
          </Grid>
          <Switch
            label={t('host.editor.hostContact.show')}
            {...field('guide.hostContact.show', { type: 'checkbox' })}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
