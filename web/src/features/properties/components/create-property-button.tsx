import { Button, type ButtonProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { type Property } from '@common/contracts/property';
import { useTranslation } from '@web/lib/i18n/react';

// The dialog (a modal, a text field, the property limits) loads when first wanted, not with the page
// that shows the button: the dashboard's first view needs only the button (decision 052).
const loadDialog = () => import('./create-property-dialog');
const CreatePropertyDialog = lazy(() => loadDialog().then((m) => ({ default: m.CreatePropertyDialog })));

/**
 * "New property": asks the property's name in a small dialog, creates it (it joins the cached list)
 * and hands it over, e.g. to open its editor.
 */
export function CreatePropertyButton({
  onCreated,
  ...props
}: ButtonProps & { onCreated?: (property: Property) => void }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prepare = () => {
    loadDialog().catch(() => undefined);
  };

  return (
    <>
      <Button
        leftSection={<IconPlus size={18} aria-hidden />}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          setWanted(true);
          setOpened(true);
        }}
        {...props}
      >
        {t('host.properties.create')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <CreatePropertyDialog opened={opened} onClose={() => setOpened(false)} onCreated={onCreated} />
        </Suspense>
      )}
    </>
  );
}
