import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /company/about-us — who we are. */
export function AboutUsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('marketing.about.title')}</Title>
    </Container>
  );
}
