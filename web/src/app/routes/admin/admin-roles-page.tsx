import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { useRoleHolders } from '@web/features/admin/api/get-roles';
import { LoadState } from '@web/features/admin/components/load-state';
import { RolesPanel } from '@web/features/admin/components/roles-panel';
import { useIsAdmin } from '@web/features/admin/lib/staff-role';

/** /admin/roles — who holds Internal and Admin; an Admin grants and revokes. */
export function AdminRolesPage() {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const holders = useRoleHolders();
  return (
    <>
      <PageIntro title={t('admin.pages.roles.title')} description={t('admin.pages.roles.description')} />
      {holders.data ? <RolesPanel holders={holders.data} isAdmin={isAdmin} /> : <LoadState isError={holders.isError} />}
    </>
  );
}
