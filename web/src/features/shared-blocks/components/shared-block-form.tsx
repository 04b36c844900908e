import { Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError } from '@common/contracts/api';
import { PROPERTY_LIMITS } from '@common/contracts/property';
import {
  SHAREABLE_SECTION_KINDS,
  SHARED_BLOCK_LIMITS,
  type SharedBlock,
  type SharedBlockInput,
} from '@common/contracts/shared-blocks';
import { RichTextField } from '@web/components/rich-text-field/rich-text-field-lazy';
import { ApiCallError } from '@web/lib/api-call';
import { LAYERS } from '@web/lib/ui-constants';
import { useSaveSharedBlock } from '@web/lib/shared-blocks/shared-blocks-api';

type Lang = 'en' | 'es';
/** Dropdowns open inside the modal, so above it. */
const ABOVE_MODAL = { zIndex: LAYERS.modal + 100 };

const blank: SharedBlockInput = { name: '', sectionKind: 'rules', icon: null, title: {}, body: {} };

/** Add or edit a shared block: its library name, the kind of section, title and text per language. */
export function SharedBlockForm({
  block,
  opened,
  onClose,
}: {
  block: SharedBlock | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSharedBlock();
  const [values, setValues] = useState<SharedBlockInput>(() =>
    block
      ? { name: block.name, sectionKind: block.sectionKind, icon: block.icon, title: block.title, body: block.body }
      : blank,
  );
  const [lang, setLang] = useState<Lang>('en');
  const [errors, setErrors] = useState<ApiError[]>([]);
  const fieldError = (field: string) => {
    const found = errors.find((e) => e.field === field || e.field?.startsWith(`${field}.`));
    return found ? t(found.description, found.params) : undefined;
  };
  const submit = async () => {
    setErrors([]);
    try {
      await save.mutateAsync({ sharedBlockId: block?.sharedBlockId ?? null, input: values });
      onClose();
    } catch (error) {
      if (error instanceof ApiCallError) setErrors(error.errors);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={block ? t('host.sharedBlocks.edit') : t('host.sharedBlocks.add')}
      size="lg"
    >
      <Stack gap="sm">
        <TextInput
          label={t('host.sharedBlocks.name')}
          description={t('host.sharedBlocks.nameHint')}
          value={values.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.currentTarget.value }))}
          maxLength={SHARED_BLOCK_LIMITS.name}
          required
          error={fieldError('name')}
          data-autofocus
        />
        <Select
          label={t('host.sharedBlocks.sectionKind')}
          data={SHAREABLE_SECTION_KINDS.map((kind) => ({ value: kind, label: t(`host.editor.sectionKinds.${kind}`) }))}
          value={values.sectionKind ?? 'rules'}
          onChange={(kind) => kind && setValues((v) => ({ ...v, sectionKind: kind }))}
          allowDeselect={false}
          comboboxProps={ABOVE_MODAL}
          error={fieldError('sectionKind')}
        />
        <SegmentedControl
          aria-label={t('host.sharedBlocks.language')}
          value={lang}
          onChange={(v) => setLang(v as Lang)}
          data={[
            { value: 'en', label: 'English' },
            { value: 'es', label: 'Español' },
          ]}
        />
        <TextInput
          key={`title-${lang}`}
          label={`${t('host.sharedBlocks.title')} (${lang.toUpperCase()})`}
          lang={lang}
          value={values.title[lang] ?? ''}
          onChange={(e) => {
            const text = e.currentTarget.value;
            setValues((v) => ({ ...v, title: { ...v.title, [lang]: text } }));
          }}
          maxLength={PROPERTY_LIMITS.sectionTitle}
          error={fieldError('title')}
        />
        <RichTextField
          key={`body-${lang}`}
          label={`${t('host.sharedBlocks.body')} (${lang.toUpperCase()})`}
          value={values.body?.[lang] ?? ''}
          onChange={(html) => setValues((v) => ({ ...v, body: { ...v.body, [lang]: html } }))}
          error={fieldError('body')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('host.sharedBlocks.cancel')}
          </Button>
          <Button onClick={() => void submit()} loading={save.isPending}>
            {block && block.usedBy.length
              ? t('host.sharedBlocks.saveEverywhere', { count: block.usedBy.length })
              : t('host.sharedBlocks.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
