import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** / — the landing page. */
export function HomePage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('marketing.home.hero.title')}</Title>
    </Container>
  );
}
