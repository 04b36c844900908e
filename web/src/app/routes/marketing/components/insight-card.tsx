import { Card, Text, Title, type TitleOrder } from '@mantine/core';
import { IconArrowRight, IconClock } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { LocaleLink } from '@web/lib/i18n';
import { type InsightArticle } from '../insights-articles';
import { articleCopy } from './article-copy';
import classes from './marketing.module.css';

/** A teaser card for one article; the title is the single link and the whole card is clickable. */
export function InsightCard({ article, order }: { article: InsightArticle; order: TitleOrder }) {
  const { t } = useTranslation();
  const copy = articleCopy(t, article.key);
  return (
    <Card padding="lg" radius="lg" w="100%" className={`${classes.card} ${classes.linkCard}`}>
      <Text size="sm" className={classes.subtle} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <IconClock size={15} aria-hidden />
        {t('marketing.insights.readingTime', { minutes: copy.minutes })}
      </Text>
      <Title order={order} size="h4" mt="xs" lh={1.3}>
        <LocaleLink to={`/insights/${article.slug}`} className={classes.stretchedLink}>
          {copy.title}
        </LocaleLink>
      </Title>
      <Text mt="sm" className={classes.subtle} lh={1.6} style={{ flexGrow: 1 }}>
        {copy.teaser}
      </Text>
      <Text mt="md" className={classes.fakeLink} aria-hidden>
        {t('marketing.insights.readArticle')}
        <IconArrowRight size={16} />
      </Text>
    </Card>
  );
}
