import { Container, SimpleGrid } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { InsightCard } from './components/insight-card';
import { PageIntro } from './components/page-intro';
import { INSIGHT_ARTICLES } from './insights-articles';

/** /insights — the list of insights articles. */
export function InsightsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageIntro title={t('marketing.insights.title')} lead={t('marketing.insights.subtitle')} />
      <Container pb={64} pt="md">
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, md: 3 }}
          spacing="lg"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {INSIGHT_ARTICLES.map((article) => (
            <li key={article.slug} style={{ display: 'flex' }}>
              <InsightCard article={article} order={2} />
            </li>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
