import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /pricing — plans and prices. */
export function PricingPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('marketing.pricing.title')}</Title>
    </Container>
  );
}
