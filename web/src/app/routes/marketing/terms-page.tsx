import { LegalDocument } from './components/legal-document';

/** /service/terms — the terms of service. */
export function TermsPage() {
  return <LegalDocument name="terms" />;
}
