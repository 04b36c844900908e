import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /service/privacy — the privacy policy. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('marketing.privacy.title')}</Title>
    </Container>
  );
}
