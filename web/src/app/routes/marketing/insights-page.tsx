import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /insights — the list of insights articles. */
export function InsightsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('marketing.insights.title')}</Title>
    </Container>
  );
}
