import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { AnalyticsConsentBanner, useAnalytics } from '@web/features/analytics';
import { watchBuildVersion } from '@web/lib/build-version';
import { isGuestPath } from '@web/lib/guest-paths';
import { useDocumentTitleOverride } from '@web/lib/document-title';
import { i18n } from '@web/lib/i18n/i18n';
import { writeLocaleCookie } from '@web/lib/i18n/locale-cookie';
import { decideLocaleRedirect } from '@web/lib/i18n/locale-detection';
import { localeFromPath, withLocale } from '@web/lib/i18n/locale-path';
import { usePublicConfig } from '@web/lib/public-config';
import { RolesPendingContext, useCurrentRoles } from '@web/lib/current-roles';
import { guardRedirect } from '@web/lib/route-guards';
import { forgetSignOut, useSessionUser, wasSignedOutByUser } from '@web/lib/session';
import { RouterScopedProviders } from './providers';
import { type RouteHandle } from './route-table';

/** The translator and <html lang> follow the page's language before the browser paints. */
function useLanguage(locale: Locale) {
  useLayoutEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    document.documentElement.lang = locale;
  }, [locale]);
}

function setMeta(selector: string, content: string) {
  document.head.querySelector(selector)?.setAttribute('content', content);
}

/** Tab title from the page (useDocumentTitle) or its route's titleKey; description from meta_description. */
function useDocumentMeta() {
  const { t } = useTranslation();
  const override = useDocumentTitleOverride();
  const matches = useMatches();
  const handles = [...matches].reverse().map((match) => match.handle as RouteHandle | undefined);
  const titleKey = handles.map((handle) => handle?.titleKey).find(Boolean);
  const descriptionKey = handles.map((handle) => handle?.descriptionKey).find(Boolean);
  const pageTitle = override ?? (titleKey ? t(titleKey) : null);
  const title = pageTitle ? t('app.documentTitle', { title: pageTitle }) : t('meta_title');
  const description = t(descriptionKey ?? 'meta_description');
  useEffect(() => {
    document.title = title;
    setMeta('meta[property="og:title"]', title);
    setMeta('meta[name="description"]', description);
    setMeta('meta[property="og:description"]', description);
  }, [title, description]);
}

const NEW_VERSION_NOTIFICATION_ID = 'new-version';

/** Hourly check of /version.json; a newer deploy gets a persistent notice with a Reload button. */
function useNewVersionNotice() {
  useEffect(
    () =>
      watchBuildVersion(() => {
        notifications.show({
          id: NEW_VERSION_NOTIFICATION_ID,
          color: 'brand',
          autoClose: false,
          withCloseButton: true,
          role: 'status',
          title: i18n.t('app.newVersion.title'),
          message: (
            <Group justify="space-between" gap="sm" mt={4}>
              <Text size="sm">{i18n.t('app.newVersion.message')}</Text>
              <Button size="xs" onClick={() => window.location.reload()}>
                {i18n.t('app.newVersion.reload')}
              </Button>
            </Group>
          ),
        });
      }),
    [],
  );
}

/**
 * The root route: on every navigation it applies the language rules (cookie, then browser, then en-US;
 * docs/product.md, "Languages") and the route guards (lib/route-guards.ts) before showing the page.
 */
export function AppRoot() {
  const location = useLocation();
  const { cookieSecure } = usePublicConfig();
  const { token } = useSessionUser();
  const locale = localeFromPath(location.pathname);

  // Prerendering (no document): the page is rendered in the language of its path, with no redirect.
  const localeDecision =
    typeof document === 'undefined'
      ? { redirectTo: null, remember: null }
      : decideLocaleRedirect(location, {
          cookie: document.cookie,
          languages: navigator.languages ?? [navigator.language],
        });
  // Guest-facing pages set no cookie (the privacy page promises it): the choice is not remembered there.
  const guestPage = isGuestPath(location.pathname);
  useEffect(() => {
    if (localeDecision.remember && !guestPage) writeLocaleCookie(localeDecision.remember, { secure: cookieSecure });
  }, [localeDecision.remember, cookieSecure, guestPage]);

  // The admin area follows the roles the server holds now (a role granted or revoked after sign-in
  // counts without signing in again), asked again on every navigation inside it.
  const adminPath = location.pathname.includes('admin');
  const current = useCurrentRoles(token, adminPath);
  const { refetch: refetchRoles } = current;
  useEffect(() => {
    if (adminPath) refetchRoles();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);
  const guardTarget = current.pending ? null : guardRedirect(location, token, current.roles);
  useEffect(() => {
    if (!guardTarget) forgetSignOut();
  }, [guardTarget]);

  useLanguage(locale);
  useDocumentMeta();
  useNewVersionNotice();
  useAnalytics();

  if (localeDecision.redirectTo) return <Navigate to={localeDecision.redirectTo} replace />;
  if (guardTarget)
    return <Navigate to={!token && wasSignedOutByUser() ? withLocale('/', locale) : guardTarget} replace />;

  // While the roles are asked, the admin area shows its frame, not its page (and no full-screen spinner).
  return (
    <RolesPendingContext.Provider value={adminPath && current.pending}>
      <RouterScopedProviders>
        <Outlet />
        <AnalyticsConsentBanner />
      </RouterScopedProviders>
    </RolesPendingContext.Provider>
  );
}
