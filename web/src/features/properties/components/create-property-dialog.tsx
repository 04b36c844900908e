import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type Property } from '@common/contracts/property';
import { PROPERTY_LIMITS } from '@common/contracts/property-constants';
import { useTranslation } from '@web/lib/i18n/react';
import { useCreateProperty } from '../api/create-property';

/** The "New property" dialog: asks the name, creates the property (it joins the cached list) and hands it over. */
export function CreatePropertyDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated?: (property: Property) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateProperty();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    onClose();
    setName('');
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('host.properties.createDialog.nameRequired'));
      return;
    }
    create.mutate(
      { name: trimmed },
      {
        onSuccess: (property) => {
          close();
          onCreated?.(property);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('host.properties.createDialog.title')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('host.properties.createDialog.nameLabel')}
            description={t('host.properties.createDialog.nameHelp')}
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
            <Button variant="default" onClick={close}>
              {t('host.properties.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('host.properties.createDialog.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
