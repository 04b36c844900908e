import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /service/terms — the terms of service. */
export function TermsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('marketing.terms.title')}</Title>
    </Container>
  );
}
