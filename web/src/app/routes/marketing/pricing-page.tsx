import { Box, Button, Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCheck, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@web/lib/i18n';
import { copyList, type QuestionAnswer } from './components/copy';
import classes from './components/marketing.module.css';
import { PageIntro } from './components/page-intro';

/**
 * /pricing — one honest offer. Prices are not decided yet, so there is no plan grid and no checkout:
 * early access is free, and paid plans come with at least 30 days' notice.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const included = copyList<string>(t, 'marketing.pricing.included');
  const faq = copyList<QuestionAnswer>(t, 'marketing.pricing.faq');

  return (
    <>
      <PageIntro title={t('marketing.pricing.title')} lead={t('marketing.pricing.subtitle')} />

      <Box component="section" aria-labelledby="plan-name" className={classes.section} pt={{ base: 24, sm: 32 }}>
        <Container>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Card padding="xl" radius="lg" className={`${classes.card} ${classes.planCard}`} style={{ alignSelf: 'start' }}>
              <Title order={2} id="plan-name" size="h3">
                {t('marketing.pricing.plan.name')}
              </Title>
              <Text mt="md">
                <span className={classes.price}>{t('marketing.pricing.plan.price')}</span>{' '}
                <Text component="span" className={classes.subtle} size="lg">
                  {t('marketing.pricing.plan.priceNote')}
                </Text>
              </Text>
              <Text mt="md" size="lg" lh={1.5}>
                {t('marketing.pricing.plan.description')}
              </Text>
              <Button
                component={LocaleLink}
                to="/login/register"
                size="lg"
                fullWidth
                mt="xl"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('marketing.pricing.plan.cta')}
              </Button>
              <Text mt="xs" size="sm" className={classes.subtle} ta="center">
                {t('marketing.pricing.plan.noCard')}
              </Text>
            </Card>

            <div>
              <Title order={2} size="h3">
                {t('marketing.pricing.includedTitle')}
              </Title>
              <List
                mt="lg"
                spacing="sm"
                size="lg"
                icon={
                  <ThemeIcon size={24} radius="xl" aria-hidden>
                    <IconCheck size={15} />
                  </ThemeIcon>
                }
              >
                {included.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            </div>
          </SimpleGrid>

          <Card mt={48} padding="lg" radius="lg" className={classes.card} component="aside" aria-labelledby="promise-title">
            <Stack gap="xs">
              <Title order={2} size="h4" id="promise-title" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <IconShieldCheck size={22} aria-hidden color="var(--mantine-color-brand-7)" />
                {t('marketing.pricing.promise.title')}
              </Title>
              <Text lh={1.6}>{t('marketing.pricing.promise.text')}</Text>
            </Stack>
          </Card>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="pricing-faq-title" className={`${classes.section} ${classes.sectionMuted}`}>
        <Container>
          <Title order={2} id="pricing-faq-title" className={classes.sectionTitle}>
            {t('marketing.pricing.faqTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl" mt="xl">
            {faq.map((item) => (
              <div key={item.q}>
                <Title order={3} size="h4">
                  {item.q}
                </Title>
                <Text mt="xs" className={classes.subtle} lh={1.6}>
                  {item.a}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </>
  );
}
