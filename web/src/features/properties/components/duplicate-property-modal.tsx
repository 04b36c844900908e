import { Button, Group, List, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type Property } from '@common/contracts/property';
import { PROPERTY_LIMITS } from '@common/contracts/property-constants';
import { useTranslation } from '@web/lib/i18n/react';
import { useDuplicateProperty } from '../api/duplicate-property';

interface DuplicateProps {
  onClose: () => void;
  onDuplicated: (copy: Property) => void;
}

/** The dialog's form, made afresh for each property (its name starts as the source's with "(copy)"). */
function DuplicateForm({ property, onClose, onDuplicated }: DuplicateProps & { property: Property }) {
  const { t } = useTranslation();
  const duplicate = useDuplicateProperty();
  const [name, setName] = useState(() =>
    t('host.properties.duplicateDialog.defaultName', { name: property.name }).slice(0, PROPERTY_LIMITS.name),
  );
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('host.properties.createDialog.nameRequired'));
      return;
    }
    duplicate.mutate(
      { propertyId: property.propertyId, name: trimmed },
      {
        onSuccess: (copy) => {
          onClose();
          onDuplicated(copy);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('host.properties.duplicateDialog.copied')}</Text>
        <List size="sm" spacing={2}>
          <List.Item>{t('host.properties.duplicateDialog.notCopied')}</List.Item>
          <List.Item>{t('host.properties.duplicateDialog.newLink')}</List.Item>
        </List>
        <TextInput
          label={t('host.properties.duplicateDialog.nameLabel')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          maxLength={PROPERTY_LIMITS.name}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('host.properties.cancel')}
          </Button>
          <Button type="submit" loading={duplicate.isPending}>
            {t('host.properties.duplicateDialog.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Duplicate": asks the new property's name, says what is and is not copied, copies it and hands
 * the new property over (to open its editor). Closed when `property` is null.
 */
export function DuplicatePropertyModal({ property, ...props }: DuplicateProps & { property: Property | null }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={property !== null}
      onClose={props.onClose}
      title={t('host.properties.duplicateDialog.title', { name: property?.name ?? '' })}
      centered
    >
      {property ? <DuplicateForm key={property.propertyId} property={property} {...props} /> : null}
    </Modal>
  );
}
