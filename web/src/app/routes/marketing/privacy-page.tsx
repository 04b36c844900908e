import { LegalDocument } from './components/legal-document';

/** /service/privacy — the privacy policy. */
export function PrivacyPage() {
  return <LegalDocument name="privacy" />;
}
