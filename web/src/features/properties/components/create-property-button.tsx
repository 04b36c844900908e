import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type Property } from '@common/contracts/property';
import { useCreateProperty } from '../api/create-property';

/** Creates a property (it joins the cached list) and hands it over, e.g. to open its editor. */
export function CreatePropertyButton({
  onCreated,
  ...props
}: ButtonProps & { onCreated?: (property: Property) => void }) {
  const { t } = useTranslation();
  const create = useCreateProperty();
  return (
    <Button
      leftSection={<IconPlus size={18} aria-hidden />}
      loading={create.isPending}
      onClick={() => create.mutate(undefined, { onSuccess: onCreated })}
      {...props}
    >
      {t('host.properties.create')}
    </Button>
  );
}
