import { Group, Select, TextInput } from '@mantine/core';
import { PROPERTY_LIMITS } from '@common/contracts/property-constants';
import { type SharedPlace } from '@common/contracts/shared-blocks';
import { useTranslation } from '@web/lib/i18n/react';
import { RichTextField } from '@web/components/rich-text-field/rich-text-field-lazy';
import { useAttractionTypes } from '@web/lib/lists/get-attraction-types';
import { LAYERS } from '@web/lib/ui-constants';

const ABOVE_MODAL = { zIndex: LAYERS.modal + 100 };

/** A place as the form edits it: coordinates as typed. */
export type PlaceDraft = Omit<SharedPlace, 'latitude' | 'longitude' | 'attractionTypeId'> & {
  attractionTypeId: number | null;
  latitude: string;
  longitude: string;
};

export const blankPlace: PlaceDraft = {
  attractionTypeId: null,
  name: '',
  description: {},
  address: null,
  latitude: '',
  longitude: '',
  url: null,
  phone: null,
};

export const placeDraft = (place: SharedPlace): PlaceDraft => ({
  ...place,
  latitude: place.latitude === null ? '' : String(place.latitude),
  longitude: place.longitude === null ? '' : String(place.longitude),
});

const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));
const orNull = (text: string | null) => (text?.trim() ? text.trim() : null);

/** The place as the API takes it. */
export const placeInput = (draft: PlaceDraft) => ({
  ...draft,
  attractionTypeId: draft.attractionTypeId ?? 0,
  address: orNull(draft.address),
  url: orNull(draft.url),
  phone: orNull(draft.phone),
  latitude: coordinate(draft.latitude),
  longitude: coordinate(draft.longitude),
});

/** A shared place's fields: what it is, its description per language, where it is, link and phone. */
export function SharedPlaceFields({
  value,
  onChange,
  lang,
  fieldError,
}: {
  value: PlaceDraft;
  onChange: (next: PlaceDraft) => void;
  lang: 'en' | 'es';
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const types = useAttractionTypes();
  const set = <K extends keyof PlaceDraft>(key: K, next: PlaceDraft[K]) => onChange({ ...value, [key]: next });
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label={t('host.editor.places.name')}
          required
          value={value.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          maxLength={PROPERTY_LIMITS.attractionName}
          error={fieldError('place.name')}
        />
        <Select
          label={t('host.editor.places.type')}
          required
          placeholder={t('host.editor.choose')}
          data={types.items.map((type) => ({ value: String(type.id), label: type.name }))}
          value={value.attractionTypeId === null ? null : String(value.attractionTypeId)}
          onChange={(id) => id && set('attractionTypeId', Number(id))}
          allowDeselect={false}
          searchable
          comboboxProps={ABOVE_MODAL}
          error={fieldError('place.attractionTypeId')}
        />
      </Group>
      <RichTextField
        key={`description-${lang}`}
        label={`${t('host.sharedBlocks.description')} (${lang.toUpperCase()})`}
        value={value.description?.[lang] ?? ''}
        onChange={(html) => set('description', { ...value.description, [lang]: html })}
        error={fieldError('place.description')}
      />
      <TextInput
        label={t('host.editor.places.address')}
        value={value.address ?? ''}
        onChange={(e) => set('address', e.currentTarget.value)}
        maxLength={PROPERTY_LIMITS.address}
        error={fieldError('place.address')}
      />
      <Group grow align="flex-start">
        <TextInput
          label={t('host.editor.places.url')}
          type="url"
          placeholder="https://"
          value={value.url ?? ''}
          onChange={(e) => set('url', e.currentTarget.value)}
          maxLength={PROPERTY_LIMITS.url}
          error={fieldError('place.url')}
        />
        <TextInput
          label={t('host.editor.places.phone')}
          type="tel"
          value={value.phone ?? ''}
          onChange={(e) => set('phone', e.currentTarget.value)}
          maxLength={PROPERTY_LIMITS.phone}
          error={fieldError('place.phone')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('host.sharedBlocks.latitude')}
          inputMode="decimal"
          value={value.latitude}
          onChange={(e) => set('latitude', e.currentTarget.value)}
          error={fieldError('place.latitude')}
        />
        <TextInput
          label={t('host.sharedBlocks.longitude')}
          inputMode="decimal"
          value={value.longitude}
          onChange={(e) => set('longitude', e.currentTarget.value)}
          error={fieldError('place.longitude')}
        />
      </Group>
    </>
  );
}
