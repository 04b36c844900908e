import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { articleForPath } from './insights-articles';

/** /insights/{slug} — one insights article; the router only mounts it for the slugs in INSIGHT_ARTICLES. */
export function InsightsArticlePage() {
  const { t } = useTranslation();
  const article = articleForPath(useLocation().pathname);
  if (!article) return null;
  return (
    <Container size="md" py={48}>
      <Title order={1}>{t(`marketing.insights.articles.${article.key}.title`)}</Title>
    </Container>
  );
}
