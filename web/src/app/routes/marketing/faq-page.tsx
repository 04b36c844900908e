import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /community/faq — frequently asked questions. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('marketing.faq.title')}</Title>
    </Container>
  );
}
