import { Button, Card, Container, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { LocaleLink } from '@web/lib/i18n';
import { copyList, type QuestionAnswer } from './components/copy';
import { FaqAccordion } from './components/faq-accordion';
import classes from './components/marketing.module.css';
import { PageIntro } from './components/page-intro';

/** /community/faq — frequently asked questions, each question a heading inside an accordion. */
export function FaqPage() {
  const { t } = useTranslation();
  const items = copyList<QuestionAnswer>(t, 'marketing.faq.items');

  return (
    <>
      <PageIntro title={t('marketing.faq.title')} lead={t('marketing.faq.subtitle')} size="md" />
      <Container size="md" pb={64} pt="md">
        <FaqAccordion items={items} order={2} />

        <Card
          mt={48}
          padding="xl"
          radius="lg"
          className={classes.card}
          ta="center"
          component="aside"
          aria-labelledby="faq-more-title"
        >
          <Title order={2} size="h3" id="faq-more-title">
            {t('marketing.faq.moreTitle')}
          </Title>
          <Text mt="xs" className={classes.subtle}>
            {t('marketing.faq.moreText')}
          </Text>
          <Button
            component={LocaleLink}
            to="/community/contact"
            mt="md"
            variant="light"
            style={{ alignSelf: 'center' }}
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            {t('marketing.faq.moreCta')}
          </Button>
        </Card>
      </Container>
    </>
  );
}
