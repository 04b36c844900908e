import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '@web/lib/public-config';
import { isGuestPath, useAnalyticsConsent } from '../consent';
import { loadAnalyticsTag, trackPageView } from '../gtag';

/**
 * The page-analytics tag is loaded only when the server names an analytics id, only after
 * the visitor accepted it in the consent banner, and never on guest-facing pages. Each navigation
 * then counts one page view.
 */
export function useAnalytics(): void {
  const { analyticsId, scriptUrls } = usePublicConfig();
  const consent = useAnalyticsConsent();
  const { pathname } = useLocation();
  const active = Boolean(analyticsId) && consent === 'granted' && !isGuestPath(pathname);

  useEffect(() => {
    if (!active || !analyticsId) return;
    loadAnalyticsTag(analyticsId, scriptUrls.analytics);
    // After the page's own effects (document title): one page view per page shown.
    const timer = window.setTimeout(trackPageView, 0);
    return () => window.clearTimeout(timer);
  }, [active, analyticsId, scriptUrls.analytics, pathname]);
}
