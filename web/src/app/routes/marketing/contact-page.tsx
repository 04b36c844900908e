import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /community/contact — how to reach us. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('marketing.contact.title')}</Title>
    </Container>
  );
}
