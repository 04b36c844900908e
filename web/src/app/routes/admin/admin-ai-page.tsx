import { Stack } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { useAdminAi } from '@web/features/admin/api/get-ai';
import { AiPanel } from '@web/features/admin/components/ai-panel';
import { LoadState } from '@web/features/admin/components/load-state';
import { PromptTemplatesPanel } from '@web/features/admin/components/prompt-templates-panel';
import { useIsAdmin } from '@web/features/admin/lib/staff-role';
import { useLocale } from '@web/lib/i18n';

/** /admin/ai — provider status, indexing runs across properties with retry, usage counts, the concierge's instructions per rental type. */
export function AdminAiPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const isAdmin = useIsAdmin();
  const ai = useAdminAi();
  return (
    <>
      <PageIntro title={t('admin.pages.ai.title')} description={t('admin.pages.ai.description')} />
      <Stack gap="xl">
        {ai.data ? <AiPanel ai={ai.data} isAdmin={isAdmin} locale={locale} /> : <LoadState isError={ai.isError} />}
        <PromptTemplatesPanel isAdmin={isAdmin} locale={locale} />
      </Stack>
    </>
  );
}
