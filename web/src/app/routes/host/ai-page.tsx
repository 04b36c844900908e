import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { AiWorkspace } from '@web/features/concierge';
import { propertyPath } from '../../route-paths';

/** /home/guide/ai — the AI concierge's knowledge per property: indexing, Q&A, guests' questions, console, settings. */
export function AiPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('host.pages.ai.title')} description={t('host.pages.ai.description')} />
      <AiWorkspace editorPath={propertyPath} />
    </>
  );
}
