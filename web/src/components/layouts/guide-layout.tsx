import {
  IconBuildingCottage,
  IconChartBar,
  IconDevices,
  IconHome,
  IconInbox,
  IconLifebuoy,
  IconMessages,
  IconPrinter,
  IconSparkles,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
  IconVideo,
  IconMail,
  IconSchool,
  IconStack2,
} from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
// The badge alone, not the inbox feature's entry: that one brings the inbox view and its forms.
import { InboxUnreadBadge } from '@web/features/inbox/components/unread-badge';
import { DashboardShell, type ShellNavItem } from './dashboard-shell';

const ITEMS: ShellNavItem[] = [
  { to: '/home', labelKey: 'host.nav.dashboard', icon: IconHome, exact: true },
  {
    to: '/home/guide/properties',
    labelKey: 'host.nav.properties',
    icon: IconBuildingCottage,
    activeFor: /^\/home\/guide\/property-/,
  },
  { to: '/home/inbox', labelKey: 'host.nav.inbox', icon: IconInbox, rightSection: <InboxUnreadBadge /> },
  { to: '/home/guide/ai', labelKey: 'host.nav.ai', icon: IconSparkles },
  { to: '/home/guide/devices', labelKey: 'host.nav.devices', icon: IconDevices },
  { to: '/home/guide/shared-blocks', labelKey: 'host.nav.sharedBlocks', icon: IconStack2 },
  { to: '/home/guide/guests', labelKey: 'host.nav.guests', icon: IconUsers },
  { to: '/home/guide/hosts', labelKey: 'host.nav.hosts', icon: IconUsersGroup },
  { to: '/home/guide/messages', labelKey: 'host.nav.messages', icon: IconMessages },
  { to: '/home/guide/print', labelKey: 'host.nav.print', icon: IconPrinter },
  { to: '/home/guide/videos', labelKey: 'host.nav.videos', icon: IconVideo },
  { to: '/home/reports', labelKey: 'host.nav.reports', icon: IconChartBar },
  {
    to: '/home/support',
    labelKey: 'host.nav.support',
    icon: IconLifebuoy,
    children: [
      { to: '/home/support/contact', labelKey: 'host.nav.supportContact', icon: IconMail },
      { to: '/home/support/tutorials', labelKey: 'host.nav.supportTutorials', icon: IconSchool },
    ],
  },
  { to: '/account', labelKey: 'host.nav.account', icon: IconUserCircle },
];

/** The host dashboard (/home/*, /account). */
export function GuideLayout() {
  const { t } = useTranslation();
  return (
    <DashboardShell
      area="host"
      homePath="/home"
      navLabel={t('host.shell.navLabel')}
      items={ITEMS}
      openLabel={t('host.shell.openNavigation')}
      closeLabel={t('host.shell.closeNavigation')}
    />
  );
}
