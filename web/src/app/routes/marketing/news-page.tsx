import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** /company/news — company news. */
export function NewsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={48}>
      <Title order={1}>{t('marketing.news.title')}</Title>
    </Container>
  );
}
