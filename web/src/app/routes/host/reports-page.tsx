import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageIntro } from '@web/components/page-intro';
import { usePropertyDropdown } from '@web/features/properties/api/get-property-dropdown';
import { ReportsView } from '@web/features/reports';

/** The AI area's guests' questions of one property, where a declined question gets its answer. */
const aiQuestionsPath = (propertyId: number) => `/home/guide/ai?property=${propertyId}&tab=questions`;

/** /home/reports — how guests use the guides: opens, sections, actions, questions, stay links, messages. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { data: properties, isPending } = usePropertyDropdown();
  return (
    <>
      <PageIntro title={t('host.pages.reports.title')} description={t('host.pages.reports.description')} />
      {isPending ? (
        <Skeleton h={320} radius="md" aria-busy="true" aria-label={t('app.loading')} />
      ) : (
        <ReportsView properties={properties ?? []} aiPath={aiQuestionsPath} />
      )}
    </>
  );
}
