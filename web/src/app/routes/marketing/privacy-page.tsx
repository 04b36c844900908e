import { AnalyticsChoice } from '@web/features/analytics';
import { LegalDocument } from './components/legal-document';

/** /service/privacy — the privacy policy; section 4 (website visitors) holds the analytics choice. */
export function PrivacyPage() {
  return <LegalDocument name="privacy" afterSection={{ 4: <AnalyticsChoice /> }} />;
}
