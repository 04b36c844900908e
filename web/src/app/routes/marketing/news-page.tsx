import { Box, Container, Text, Title } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { formatDateLong } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n';
import { copyList } from './components/copy';
import classes from './components/marketing.module.css';
import { PageIntro } from './components/page-intro';
import { Prose } from './components/prose';

interface NewsItem {
  /** ISO date (YYYY-MM-DD), the same in every language; formatted per locale. */
  date: string;
  title: string;
  paragraphs: string[];
}

/** /company/news — dated product announcements, newest first. */
export function NewsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = copyList<NewsItem>(t, 'marketing.news.items');

  return (
    <>
      <PageIntro title={t('marketing.news.title')} lead={t('marketing.news.subtitle')} size="md" />
      <Container size="md" pb={64} pt="md">
        {items.map((item, index) => (
          <Box component="article" key={item.title} className={classes.newsItem} aria-labelledby={`news-${index}`}>
            <Text component="time" dateTime={item.date} size="sm" className={classes.date}>
              {formatDateLong(item.date, locale)}
            </Text>
            <Title order={2} id={`news-${index}`} size="h3" mt={4} mb="sm">
              {item.title}
            </Title>
            <Box className={classes.prose}>
              <Prose block={{ paragraphs: item.paragraphs }} />
            </Box>
          </Box>
        ))}
      </Container>
    </>
  );
}
