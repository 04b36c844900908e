declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loadedId: string | null = null;

/**
 * Loads the page-analytics tag (Google Analytics 4 gtag.js) once: the standard `dataLayer`/`gtag`
 * bootstrap, done here rather than in an inline script so the Content-Security-Policy needs no
 * 'unsafe-inline'. Page views are sent by trackPageView on each navigation (the SPA changes pages
 * without reloading), so the automatic first page view is turned off.
 */
export function loadAnalyticsTag(measurementId: string, scriptUrl: string): void {
  if (loadedId === measurementId) return;
  loadedId = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  const dataLayer = window.dataLayer;
  // gtag.js reads `arguments` objects from the dataLayer, not arrays: keep Google's function shape.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${scriptUrl}?id=${encodeURIComponent(measurementId)}`;
  script.dataset.analytics = 'gtag';
  document.head.appendChild(script);
}

/** One page view for the page now on screen. */
export function trackPageView(): void {
  window.gtag?.('event', 'page_view', { page_location: window.location.href, page_title: document.title });
}

/** Tests: forget the loaded tag. */
export function resetAnalyticsTag(): void {
  loadedId = null;
  delete window.gtag;
  delete window.dataLayer;
  document.head.querySelector('script[data-analytics="gtag"]')?.remove();
}
