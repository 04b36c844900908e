import { Group, Select, TextInput } from '@mantine/core';
import { DEVICE_CATEGORIES, DEVICE_LIMITS, type DeviceCategory } from '@common/contracts/devices';
import { type SharedDevice } from '@common/contracts/shared-blocks';
import { useTranslation } from '@web/lib/i18n/react';
import { RichTextField } from '@web/components/rich-text-field/rich-text-field-lazy';
import { LAYERS } from '@web/lib/ui-constants';

const ABOVE_MODAL = { zIndex: LAYERS.modal + 100 };

export const blankDevice: SharedDevice = {
  name: '',
  category: 'other',
  brand: '',
  model: '',
  howTo: {},
  troubleshooting: {},
};

/**
 * A shared device's fields: what it is and how it works, per language. Where it is in each home,
 * photos, video and manual are set per property on the Devices page.
 */
export function SharedDeviceFields({
  value,
  onChange,
  lang,
  fieldError,
}: {
  value: SharedDevice;
  onChange: (next: SharedDevice) => void;
  lang: 'en' | 'es';
  fieldError: (field: string) => string | undefined;
}) {
  const { t } = useTranslation();
  const set = <K extends keyof SharedDevice>(key: K, next: SharedDevice[K]) => onChange({ ...value, [key]: next });
  return (
    <>
      <Group grow align="flex-start">
        <TextInput
          label={t('host.devices.name')}
          required
          value={value.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          maxLength={DEVICE_LIMITS.name}
          error={fieldError('device.name')}
        />
        <Select
          label={t('host.devices.category')}
          data={DEVICE_CATEGORIES.map((c) => ({ value: c, label: t(`host.devices.categories.${c}`) }))}
          value={value.category}
          onChange={(c) => c && set('category', c as DeviceCategory)}
          allowDeselect={false}
          searchable
          comboboxProps={ABOVE_MODAL}
          error={fieldError('device.category')}
        />
      </Group>
      <Group grow align="flex-start">
        <TextInput
          label={t('host.devices.brand')}
          value={value.brand}
          onChange={(e) => set('brand', e.currentTarget.value)}
          maxLength={DEVICE_LIMITS.brand}
          error={fieldError('device.brand')}
        />
        <TextInput
          label={t('host.devices.model')}
          value={value.model}
          onChange={(e) => set('model', e.currentTarget.value)}
          maxLength={DEVICE_LIMITS.model}
          error={fieldError('device.model')}
        />
      </Group>
      <RichTextField
        key={`howTo-${lang}`}
        label={`${t('host.devices.howTo')} (${lang.toUpperCase()})`}
        value={value.howTo[lang] ?? ''}
        onChange={(html) => set('howTo', { ...value.howTo, [lang]: html })}
        error={fieldError('device.howTo')}
      />
      <RichTextField
        key={`trouble-${lang}`}
        label={`${t('host.devices.troubleshooting')} (${lang.toUpperCase()})`}
        value={value.troubleshooting[lang] ?? ''}
        onChange={(html) => set('troubleshooting', { ...value.troubleshooting, [lang]: html })}
        error={fieldError('device.troubleshooting')}
      />
    </>
  );
}
