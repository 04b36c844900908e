import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { useAdminOverview } from '@web/features/admin/api/get-overview';
import { LoadState } from '@web/features/admin/components/load-state';
import { OverviewPanel } from '@web/features/admin/components/overview-panel';
import { useLocale } from '@web/lib/i18n';

/** /admin — counts with their trends, the health of the database, job queue and mail, the build version. */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const overview = useAdminOverview();
  return (
    <>
      <PageIntro title={t('admin.pages.overview.title')} description={t('admin.pages.overview.description')} />
      {overview.data ? (
        <OverviewPanel overview={overview.data} locale={locale} />
      ) : (
        <LoadState isError={overview.isError} />
      )}
    </>
  );
}
