import { Box, Burger, Button, Container, Divider, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '@web/lib/i18n/react';
import { Logo } from '@web/components/brand/logo';
import { DrawerOnDemand } from '@web/components/drawer-on-demand';
import { LanguageSwitcher } from '@web/components/language-switcher';
import { LocaleLink, LocaleNavLink } from '@web/lib/i18n/locale-link';
import { isFullySignedIn } from '@web/lib/route-guards';
import { useSessionUser } from '@web/lib/session';
import classes from './site-header.module.css';

const NAV = [
  { to: '/pricing', key: 'nav.pricing' },
  { to: '/insights', key: 'nav.insights' },
  { to: '/community/faq', key: 'nav.faq' },
  { to: '/company/about-us', key: 'nav.company' },
] as const;

/** Header of the public pages: logo, main navigation, language, and the way in (log in or dashboard). */
export function SiteHeader() {
  const { t } = useTranslation();
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure(false);
  const signedIn = isFullySignedIn(useSessionUser().token);

  // Links inside the mobile menu close it, so the new page is not hidden behind it.
  const account = (onNavigate?: () => void) =>
    signedIn ? (
      <Button component={LocaleLink} to="/home" size="sm" onClick={onNavigate}>
        {t('nav.dashboard')}
      </Button>
    ) : (
      <>
        <Button component={LocaleLink} to="/login" variant="default" size="sm" onClick={onNavigate}>
          {t('nav.logIn')}
        </Button>
        <Button component={LocaleLink} to="/login/register" size="sm" onClick={onNavigate}>
          {t('nav.signUp')}
        </Button>
      </>
    );

  return (
    <Box component="header" className={classes.header}>
      <Container className={classes.inner}>
        <LocaleLink to="/" className={classes.brand} aria-label={t('nav.home')}>
          <Logo size={30} />
        </LocaleLink>

        <Box component="nav" aria-label={t('nav.primary')} visibleFrom="lg">
          <Group gap={4} wrap="nowrap">
            {NAV.map((item) => (
              <LocaleNavLink key={item.to} to={item.to} className={classes.link}>
                {t(item.key)}
              </LocaleNavLink>
            ))}
          </Group>
        </Box>

        <Group gap="xs" visibleFrom="lg" wrap="nowrap">
          <LanguageSwitcher />
          {account()}
        </Group>

        <Group gap={4} hiddenFrom="lg" wrap="nowrap">
          <LanguageSwitcher compact />
          <Burger
            opened={menuOpened}
            onClick={toggleMenu}
            size="sm"
            aria-label={menuOpened ? t('nav.closeMenu') : t('nav.openMenu')}
            aria-expanded={menuOpened}
          />
        </Group>
      </Container>

      <DrawerOnDemand
        opened={menuOpened}
        onClose={closeMenu}
        position="right"
        size="xs"
        title={t('nav.menu')}
        hiddenFrom="lg"
        closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
      >
        <Stack gap="xs">
          <nav aria-label={t('nav.primary')}>
            {NAV.map((item) => (
              <LocaleNavLink key={item.to} to={item.to} className={classes.mobileLink} onClick={closeMenu}>
                {t(item.key)}
              </LocaleNavLink>
            ))}
          </nav>
          <Divider />
          <Stack gap="xs">{account(closeMenu)}</Stack>
        </Stack>
      </DrawerOnDemand>
    </Box>
  );
}
