export { AnalyticsChoice, AnalyticsConsentBanner } from './components/analytics-consent-banner';
export { useAnalytics } from './hooks/use-analytics';
