import { Anchor, Box, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClock } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { LocaleLink } from '@web/lib/i18n';
import { articleCopy } from './components/article-copy';
import { CtaBand } from './components/cta-band';
import { InsightCard } from './components/insight-card';
import classes from './components/marketing.module.css';
import { Prose } from './components/prose';
import { articleForPath, INSIGHT_ARTICLES } from './insights-articles';

/** /insights/{slug} — one insights article; the router only mounts it for the slugs in INSIGHT_ARTICLES. */
export function InsightsArticlePage() {
  const { t } = useTranslation();
  const article = articleForPath(useLocation().pathname);
  if (!article) return null;
  const copy = articleCopy(t, article.key);
  const more = INSIGHT_ARTICLES.filter((other) => other.slug !== article.slug);

  return (
    <>
      <Box component="article" aria-labelledby="article-title">
        <Box component="header" className={classes.intro}>
          <Container size="md">
            <Anchor
              component={LocaleLink}
              to="/insights"
              size="sm"
              fw={600}
              style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
            >
              <IconArrowLeft size={16} aria-hidden />
              {t('marketing.insights.backToList')}
            </Anchor>
            <Title order={1} id="article-title" className={classes.introTitle} mt="md">
              {copy.title}
            </Title>
            <Text
              mt="md"
              className={classes.subtle}
              size="sm"
              style={{ display: 'flex', alignItems: 'center', gap: 6 }}
            >
              <IconClock size={15} aria-hidden />
              {t('marketing.insights.readingTime', { minutes: copy.minutes })}
            </Text>
          </Container>
        </Box>

        <Container size="md" pb={56}>
          <Box className={classes.prose}>
            {copy.intro.map((paragraph, index) => (
              <p key={index} className={index === 0 ? classes.articleLead : undefined}>
                {paragraph}
              </p>
            ))}
            {copy.sections.map((section) => (
              <section key={section.heading}>
                <h2>{section.heading}</h2>
                <Prose block={section} />
              </section>
            ))}
          </Box>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="more-title" className={`${classes.section} ${classes.sectionMuted}`}>
        <Container size="md">
          <Title order={2} id="more-title" className={classes.sectionTitle} mb="lg">
            {t('marketing.insights.moreTitle')}
          </Title>
          <SimpleGrid component="ul" cols={{ base: 1, sm: 2 }} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
            {more.map((other) => (
              <li key={other.slug} style={{ display: 'flex' }}>
                <InsightCard article={other} order={3} />
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <CtaBand title={t('marketing.insights.ctaTitle')} text={t('marketing.insights.ctaText')} />
    </>
  );
}
