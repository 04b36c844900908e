import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "{page title} · Guidebook" in the current language. */
export function useDocumentTitle(pageTitle: string): void {
  const { t } = useTranslation();
  const title = t('marketing.shared.documentTitle', { title: pageTitle });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
