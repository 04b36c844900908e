import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';
import { ReportsView } from '@web/features/reports';

/** The AI area's guests' questions of one property, where a declined question gets its answer. */
const aiQuestionsPath = (propertyId: number) => `/home/guide/ai?property=${propertyId}&tab=questions`;

/**
 * /home/reports — how guests use the guides: opens, sections, actions, questions, stay links, messages.
 * The frame (title, filters, cards) shows at once; the figures fill in as the report arrives.
 */
export function ReportsPage() {
  const { t } = useTranslation();
  const { data: properties } = usePropertyDropdown();
  return (
    <>
      <PageIntro title={t('host.pages.reports.title')} description={t('host.pages.reports.description')} />
      <ReportsView properties={properties} aiPath={aiQuestionsPath} />
    </>
  );
}
