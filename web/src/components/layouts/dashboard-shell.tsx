import {
  Avatar,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, type Icon } from '@tabler/icons-react';
import { type ReactNode, useContext } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { Logo } from '@web/components/brand/logo';
import { LanguageSwitcher } from '@web/components/language-switcher';
import { MenuOnDemand } from '@web/components/menu-on-demand';
import { onDemand } from '@web/components/on-demand';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/skip-link';
import { useAfterFirstPaint } from '@web/lib/after-first-paint';
import { RolesPendingContext } from '@web/lib/current-roles';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { stripLocale } from '@web/lib/i18n/locale-path';
import { isFullySignedIn } from '@web/lib/route-guards';
import { userInitials, useSessionUser } from '@web/lib/session';
import classes from './dashboard-shell.module.css';

export interface ShellNavItem {
  to: string;
  labelKey: string;
  icon: Icon;
  /** Active only on exactly this path (for section roots such as /home). */
  exact?: boolean;
  /** Other paths that belong to this entry (e.g. a property's page under Properties). */
  activeFor?: RegExp;
  children?: ShellNavItem[];
  /** Shown at the end of the entry (e.g. an unread count). */
  rightSection?: ReactNode;
}

const isActive = (item: ShellNavItem, path: string): boolean =>
  path === item.to ||
  (!item.exact && path.startsWith(`${item.to}/`)) ||
  (item.activeFor?.test(path) ?? false) ||
  (item.children?.some((child) => isActive(child, path)) ?? false);

const hostUserMenu = onDemand(() => import('./user-menu').then((m) => ({ default: m.HostUserMenu })));
const adminUserMenu = onDemand(() => import('./user-menu').then((m) => ({ default: m.AdminUserMenu })));

function UserMenu({ area }: { area: 'host' | 'admin' }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!isFullySignedIn(user.token)) {
    return (
      <Button component={LocaleLink} to="/login" size="sm" variant="default">
        {t('nav.logIn')}
      </Button>
    );
  }
  const name =
    user.shortNameFirst ||
    user.fullName ||
    [user.firstName, user.lastName].filter(Boolean).join(' ') ||
    user.email ||
    '';
  // The menu's code (and its items) loads when the button is first pointed at, focused or pressed.
  return (
    <MenuOnDemand
      menu={area === 'host' ? hostUserMenu : adminUserMenu}
      renderTarget={(props) => (
        <UnstyledButton style={{ borderRadius: 'var(--mantine-radius-xl)' }} {...props}>
          {/* Named by its content ("Account menu: Ana"), so what is read out includes what is seen. */}
          <VisuallyHidden>{`${t('session.userMenu')}: `}</VisuallyHidden>
          <Group gap={8} wrap="nowrap">
            <Avatar radius="xl" size={34} color="brand" src={user.profileImage || null} alt="" aria-hidden>
              {userInitials(user)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="sm" maw={160} truncate="end">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      )}
    />
  );
}

function NavItems({ items, path, onNavigate }: { items: ShellNavItem[]; path: string; onNavigate: () => void }) {
  const { t } = useTranslation();
  return items.map((item) => {
    const active = isActive(item, path);
    const Icon = item.icon;
    if (item.children) {
      return (
        <NavLink
          key={item.to}
          label={t(item.labelKey)}
          leftSection={<Icon size={18} stroke={1.7} aria-hidden />}
          defaultOpened={active}
          active={active}
          variant="subtle"
        >
          <NavItems items={item.children} path={path} onNavigate={onNavigate} />
        </NavLink>
      );
    }
    return (
      <NavLink
        key={item.to}
        component={LocaleLink}
        to={item.to}
        label={t(item.labelKey)}
        leftSection={<Icon size={18} stroke={1.7} aria-hidden />}
        rightSection={item.rightSection}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        variant="light"
      />
    );
  });
}

/** The page's place while the shell waits to show it: a title and cards to come. */
function PagePlaceholder() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-label={t('app.loading')} data-testid="page-placeholder">
      <Skeleton h={32} w="40%" radius="sm" />
      <Skeleton h={16} w="60%" radius="sm" />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
        <Skeleton h={96} radius="md" />
      </SimpleGrid>
      <Skeleton h={240} radius="md" />
    </Stack>
  );
}

/**
 * The signed-in shell (guide and admin layouts): header with logo, language and user menu, a side
 * navigation that becomes a burger menu on small screens, and the page.
 */
export function DashboardShell({
  area,
  homePath,
  navLabel,
  items,
  badge,
  openLabel,
  closeLabel,
}: {
  area: 'host' | 'admin';
  homePath: string;
  navLabel: string;
  items: ShellNavItem[];
  badge?: ReactNode;
  openLabel: string;
  closeLabel: string;
}) {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const path = stripLocale(useLocation().pathname);
  const rolesPending = useContext(RolesPendingContext);
  const navReady = useAfterFirstPaint();

  return (
    <div className={classes.root}>
      <SkipLink />
      {/* right-scroll-bar-position: the class a dialog's scroll lock (react-remove-scroll) moves left by
          the scrollbar's width, as it does for Mantine's AppShell header. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? closeLabel : openLabel}
              aria-expanded={opened}
            />
            <LocaleLink
              to={homePath}
              aria-label={t('nav.home')}
              style={{ textDecoration: 'none', display: 'inline-flex' }}
            >
              <Logo size={28} />
            </LocaleLink>
            {badge}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitcher compact />
            <UserMenu area={area} />
          </Group>
        </Group>
      </header>

      {/* Mantine's AppShell geometry in plain elements (dashboard-shell.module.css): its script (resize
          handles, scroll-lock offsets) would be in every page's first load. The entries scroll on their
          own when taller than the screen. */}
      <nav className={classes.navbar} aria-label={navLabel} data-collapsed={opened ? undefined : true}>
        <div className={classes.links}>
          {navReady ? <NavItems items={items} path={path} onNavigate={close} /> : null}
        </div>
      </nav>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {rolesPending ? <PagePlaceholder /> : <Outlet />}
      </main>
    </div>
  );
}

export function AreaBadge({ children }: { children: ReactNode }) {
  return (
    <Badge variant="light" color="grape" radius="sm" visibleFrom="xs">
      {children}
    </Badge>
  );
}
