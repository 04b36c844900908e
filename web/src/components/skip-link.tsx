import { useTranslation } from '@web/lib/i18n/react';

/** The id every layout gives its <main>, target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: jumps over the header and navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}
