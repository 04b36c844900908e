import { Menu } from '@mantine/core';
import { IconLayoutDashboard, IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { type LoadedMenuProps } from '@web/components/menu-on-demand';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { canOpenAdmin } from '@web/lib/route-guards';
import { useSessionUser } from '@web/lib/session';
import { useSignOut } from '@web/lib/use-sign-out';

/** The signed-in user's menu in the dashboard shell (account, admin or dashboard, sign out), loaded on first use. */
function UserMenu({ area, target, defaultOpened }: LoadedMenuProps & { area: 'host' | 'admin' }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" width={220} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={LocaleLink} to="/account" leftSection={<IconUserCircle size={16} aria-hidden />}>
          {t('session.account')}
        </Menu.Item>
        {area === 'host' && canOpenAdmin(user.token) ? (
          <Menu.Item component={LocaleLink} to="/admin" leftSection={<IconShieldLock size={16} aria-hidden />}>
            {t('host.nav.admin')}
          </Menu.Item>
        ) : null}
        {area === 'admin' ? (
          <Menu.Item component={LocaleLink} to="/home" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
            {t('admin.shell.backToDashboard')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()}>
          {t('session.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export const HostUserMenu = (props: LoadedMenuProps) => <UserMenu area="host" {...props} />;
export const AdminUserMenu = (props: LoadedMenuProps) => <UserMenu area="admin" {...props} />;
