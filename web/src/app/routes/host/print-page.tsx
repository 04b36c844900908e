import { Alert, Select, Skeleton, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { GuidePrintPanel } from '@web/features/guide-print/components/guide-print-panel';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';
import { PROPERTIES_QUERY_KEY } from '@web/lib/properties/property-keys';

/** /home/guide/print — the web guide, the printed booklet and the QR sign of each property. */
export function PrintPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: properties, isPending } = usePropertyDropdown();
  const [chosen, setChosen] = useState<string | null>(null);
  const selectedId = chosen ?? (properties?.[0] ? String(properties[0].propertyId) : null);
  const selected = properties?.find((p) => String(p.propertyId) === selectedId) ?? null;

  return (
    <Stack gap="lg">
      <PageIntro title={t('host.pages.print.title')} description={t('host.pages.print.description')} />
      {isPending ? (
        <Skeleton h={60} maw={420} />
      ) : !properties || properties.length === 0 ? (
        <Alert variant="light">{t('guest.hostPrint.noProperties')}</Alert>
      ) : (
        <>
          <Select
            label={t('guest.hostPrint.property')}
            placeholder={t('guest.hostPrint.propertyPlaceholder')}
            data={properties.map((p) => ({ value: String(p.propertyId), label: p.name }))}
            value={selectedId}
            onChange={setChosen}
            allowDeselect={false}
            maw={420}
          />
          {selected ? (
            <GuidePrintPanel
              key={selected.propertyId}
              propertyId={selected.propertyId}
              propertyName={selected.name}
              isCoHost={selected.isCoHost}
              onRotated={() => void queryClient.invalidateQueries({ queryKey: PROPERTIES_QUERY_KEY })}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
