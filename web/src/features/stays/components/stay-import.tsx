import { Alert, Anchor, Button, FileButton, Group, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type PropertyListItem } from '@common/contracts/property';
import { STAY_LIMITS, type StayImportResult } from '@common/contracts/stays';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { LAYERS } from '@web/lib/ui-constants';
import { useImportStays } from '../api/import-stays';
import { exampleCsv } from '../lib/example-csv';

/** Dropdowns of this form open above the modal that holds it. */
const ABOVE_MODAL = { zIndex: LAYERS.modal + 100 };

/** Created count and the refused rows by line number, with the translated reason. */
export function StayImportReport({ result }: { result: StayImportResult }) {
  const { t } = useTranslation();
  const field = (name: string) => (name && t(`host.stays.fields.${name}`, { defaultValue: '' })) || name;
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <Alert
        color={result.errors.length === 0 ? 'teal' : result.created > 0 ? 'yellow' : 'red'}
        variant="light"
        icon={
          result.errors.length === 0 ? (
            <IconCircleCheck size={18} aria-hidden />
          ) : (
            <IconAlertTriangle size={18} aria-hidden />
          )
        }
        title={t('host.stays.import.created', { count: result.created })}
      >
        {t('host.stays.import.summary', { count: result.rows, bad: result.errors.length })}
      </Alert>
      {result.errors.length > 0 ? (
        <Table.ScrollContainer minWidth={360}>
          <Table striped withTableBorder fz="sm" aria-label={t('host.stays.import.badRows')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('host.stays.import.line')}</Table.Th>
                <Table.Th>{t('host.stays.import.field')}</Table.Th>
                <Table.Th>{t('host.stays.import.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.errors.map((error) => (
                <Table.Tr key={`${error.line}-${error.field}-${error.description}`}>
                  <Table.Td>{error.line}</Table.Td>
                  <Table.Td>{field(error.field)}</Table.Td>
                  <Table.Td>{t(error.description)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

/**
 * CSV import into one property: pick a file or paste the text. Good rows become stays, bad rows are
 * listed by line number; an example file shows the header names the import reads.
 */
export function StayImport({
  properties,
  locale,
  onDone,
}: {
  properties: PropertyListItem[];
  locale: Locale;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const importer = useImportStays();
  const [propertyId, setPropertyId] = useState<string | null>(
    properties.length === 1 ? String(properties[0].propertyId) : null,
  );
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const example = useMemo(
    () =>
      `data:text/csv;charset=utf-8,${encodeURIComponent(exampleCsv(locale, new Date().toISOString().slice(0, 10)))}`,
    [locale],
  );

  const readFile = (file: File | null) => {
    if (!file) return;
    if (file.size > STAY_LIMITS.importBytes) {
      setProblem(t('host.stays.import.tooBig'));
      return;
    }
    void file.text().then((text) => {
      setCsv(text);
      setFileName(file.name);
      setProblem(null);
      importer.reset();
    });
  };

  const run = () => {
    if (!propertyId) return setProblem(t('host.stays.form.pickProperty'));
    if (!csv.trim()) return setProblem(t('host.stays.errors.csvEmpty'));
    setProblem(null);
    importer.mutate({ propertyId: Number(propertyId), csv });
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="gray.7">
        {t('host.stays.import.help')}{' '}
        <Anchor href={example} download={t('host.stays.import.exampleFile')} size="sm" fw={600}>
          <IconDownload size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('host.stays.import.example')}
        </Anchor>
      </Text>
      <Select
        label={t('host.stays.fields.property')}
        placeholder={t('host.stays.form.pickProperty')}
        data={properties.map((property) => ({ value: String(property.propertyId), label: property.name }))}
        value={propertyId}
        onChange={setPropertyId}
        allowDeselect={false}
        required
        checkIconPosition="right"
        comboboxProps={ABOVE_MODAL}
      />
      <Group gap="sm">
        <FileButton onChange={readFile} accept=".csv,text/csv,text/plain">
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconFileUpload size={16} aria-hidden />}>
              {t('host.stays.import.chooseFile')}
            </Button>
          )}
        </FileButton>
        {fileName ? (
          <Text size="sm" c="gray.7">
            {fileName}
          </Text>
        ) : null}
      </Group>
      <Textarea
        label={t('host.stays.import.paste')}
        value={csv}
        onChange={(event) => {
          setCsv(event.currentTarget.value);
          setFileName(null);
        }}
        autosize
        minRows={4}
        maxRows={10}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        spellCheck={false}
      />
      {problem ? (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      ) : null}
      <FormError error={importer.error} />
      {importer.data ? <StayImportReport result={importer.data} /> : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {importer.data ? t('host.stays.close') : t('host.stays.cancel')}
        </Button>
        <Button onClick={run} loading={importer.isPending}>
          {t('host.stays.import.run')}
        </Button>
      </Group>
    </Stack>
  );
}
