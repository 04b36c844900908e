import { Button, type ButtonProps, Group, Modal, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROPERTY_LIMITS, type Property } from '@common/contracts/property';
import { useCreateProperty } from '../api/create-property';

/**
 * "New property": asks the property's name in a small dialog, creates it (it joins the cached list)
 * and hands it over, e.g. to open its editor.
 */
export function CreatePropertyButton({
  onCreated,
  ...props
}: ButtonProps & { onCreated?: (property: Property) => void }) {
  const { t } = useTranslation();
  const create = useCreateProperty();
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpened(false);
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
    <>
      <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpened(true)} {...props}>
        {t('host.properties.create')}
      </Button>
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
    </>
  );
}
