import { Button, Group, Modal, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { type ApiError } from '@common/contracts/api';
import { PROPERTY_LIMITS } from '@common/contracts/property-constants';
import {
  SHAREABLE_SECTION_KINDS,
  SHARED_BLOCK_KINDS,
  SHARED_BLOCK_LIMITS,
  type SharedBlock,
  type SharedBlockInput,
  type SharedBlockKind,
  type SharedDevice,
} from '@common/contracts/shared-blocks';
import { useTranslation } from '@web/lib/i18n/react';
import { RichTextField } from '@web/components/rich-text-field/rich-text-field-lazy';
import { ApiCallError } from '@web/lib/api-call';
import { LAYERS } from '@web/lib/ui-constants';
import { useSaveSharedBlock } from '@web/lib/shared-blocks/shared-blocks-api';
import { blankDevice, SharedDeviceFields } from './shared-device-fields';
import { blankPlace, type PlaceDraft, placeDraft, placeInput, SharedPlaceFields } from './shared-place-fields';

type Lang = 'en' | 'es';
/** Dropdowns open inside the modal, so above it. */
const ABOVE_MODAL = { zIndex: LAYERS.modal + 100 };

interface Draft {
  kind: SharedBlockKind;
  name: string;
  sectionKind: string;
  icon: string | null;
  title: { en?: string; es?: string };
  body: { en?: string; es?: string };
  place: PlaceDraft;
  device: SharedDevice;
}

const draftOf = (block: SharedBlock | null): Draft => ({
  kind: block?.kind ?? 'section',
  name: block?.name ?? '',
  sectionKind: block?.sectionKind ?? 'rules',
  icon: block?.icon ?? null,
  title: block?.title ?? {},
  body: block?.body ?? {},
  place: block?.place ? placeDraft(block.place) : blankPlace,
  device: block?.device ?? blankDevice,
});

/** What is sent: the block's kind, its library name and the part of that kind. */
function inputOf(draft: Draft): SharedBlockInput {
  if (draft.kind === 'place') return { kind: 'place', name: draft.name, place: placeInput(draft.place) };
  if (draft.kind === 'device') return { kind: 'device', name: draft.name, device: draft.device };
  const { sectionKind, icon, title, body, name } = draft;
  return { kind: 'section', name, sectionKind, icon, title, body };
}

/**
 * Add or edit a shared block: its library name and what it is (a guide section, a place or a
 * device, chosen when it is added), with its words per language.
 */
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
  const [values, setValues] = useState<Draft>(() => draftOf(block));
  const [lang, setLang] = useState<Lang>('en');
  const [errors, setErrors] = useState<ApiError[]>([]);
  const fieldError = (field: string) => {
    const found = errors.find((e) => e.field === field || e.field?.startsWith(`${field}.`));
    return found ? t(found.description, found.params) : undefined;
  };
  const submit = async () => {
    setErrors([]);
    try {
      await save.mutateAsync({ sharedBlockId: block?.sharedBlockId ?? null, input: inputOf(values) });
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
        {block ? null : (
          <SegmentedControl
            aria-label={t('host.sharedBlocks.kind')}
            value={values.kind}
            onChange={(kind) => setValues((v) => ({ ...v, kind: kind as SharedBlockKind }))}
            data={SHARED_BLOCK_KINDS.map((kind) => ({ value: kind, label: t(`host.sharedBlocks.kinds.${kind}`) }))}
          />
        )}
        <TextInput
          label={t('host.sharedBlocks.name')}
          description={t('host.sharedBlocks.nameHint')}
          value={values.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setValues((v) => ({ ...v, name }));
          }}
          maxLength={SHARED_BLOCK_LIMITS.name}
          required
          error={fieldError('name')}
          data-autofocus
        />
        {values.kind === 'section' ? (
          <Select
            label={t('host.sharedBlocks.sectionKind')}
            data={SHAREABLE_SECTION_KINDS.map((kind) => ({
              value: kind,
              label: t(`host.editor.sectionKinds.${kind}`),
            }))}
            value={values.sectionKind}
            onChange={(kind) => kind && setValues((v) => ({ ...v, sectionKind: kind }))}
            allowDeselect={false}
            comboboxProps={ABOVE_MODAL}
            error={fieldError('sectionKind')}
          />
        ) : null}
        <SegmentedControl
          aria-label={t('host.sharedBlocks.language')}
          value={lang}
          onChange={(v) => setLang(v as Lang)}
          data={[
            { value: 'en', label: 'English' },
            { value: 'es', label: 'Español' },
          ]}
        />
        {values.kind === 'place' ? (
          <SharedPlaceFields
            value={values.place}
            onChange={(place) => setValues((v) => ({ ...v, place }))}
            lang={lang}
            fieldError={fieldError}
          />
        ) : values.kind === 'device' ? (
          <SharedDeviceFields
            value={values.device}
            onChange={(device) => setValues((v) => ({ ...v, device }))}
            lang={lang}
            fieldError={fieldError}
          />
        ) : (
          <>
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
              value={values.body[lang] ?? ''}
              onChange={(html) => setValues((v) => ({ ...v, body: { ...v.body, [lang]: html } }))}
              error={fieldError('body')}
            />
          </>
        )}
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
