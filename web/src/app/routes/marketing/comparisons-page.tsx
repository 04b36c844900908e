import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /community/comparisons — how the product compares with other guidebook tools. */
export function ComparisonsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('marketing.comparisons.title')}</Title>
    </Container>
  );
}
