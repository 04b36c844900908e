import { IconAdjustments, IconGauge, IconKey, IconLifebuoy, IconSparkles, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { AreaBadge, DashboardShell, type ShellNavItem } from './dashboard-shell';

const ITEMS: ShellNavItem[] = [
  { to: '/admin', labelKey: 'admin.nav.overview', icon: IconGauge, exact: true },
  { to: '/admin/users', labelKey: 'admin.nav.users', icon: IconUsers },
  { to: '/admin/roles', labelKey: 'admin.nav.roles', icon: IconKey },
  { to: '/admin/ai', labelKey: 'admin.nav.ai', icon: IconSparkles },
  { to: '/admin/support', labelKey: 'admin.nav.support', icon: IconLifebuoy, activeFor: /^\/admin\/support-detail/ },
  { to: '/admin/tools', labelKey: 'admin.nav.tools', icon: IconAdjustments },
];

/** The internal admin area (/admin/*), for the Internal and Admin roles. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <DashboardShell
      area="admin"
      homePath="/admin"
      navLabel={t('admin.shell.navLabel')}
      items={ITEMS}
      badge={<AreaBadge>{t('admin.shell.area')}</AreaBadge>}
      openLabel={t('admin.shell.openNavigation')}
      closeLabel={t('admin.shell.closeNavigation')}
    />
  );
}
