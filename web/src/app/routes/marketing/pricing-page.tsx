import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowRight, IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { LocaleLink } from '@web/lib/i18n';
import { copyList, type QuestionAnswer } from './components/copy';
import classes from './components/marketing.module.css';
import { PageIntro } from './components/page-intro';

interface Plan {
  name: string;
  price: string;
  priceNote?: string;
  properties: string;
  description: string;
  cta: string;
  featured?: string;
}

/**
 * /pricing — a free plan for one property and paid plans by number of properties, all with every
 * feature. Billing is not built: every plan leads to sign-up (the largest to the contact page), and
 * the early-access notice says plainly that nothing is charged yet.
 */
export function PricingPage() {
  const { t } = useTranslation();
  const plans = copyList<Plan>(t, 'marketing.pricing.plans');
  const included = copyList<string>(t, 'marketing.pricing.included');
  const faq = copyList<QuestionAnswer>(t, 'marketing.pricing.faq');

  return (
    <>
      <PageIntro title={t('marketing.pricing.title')} lead={t('marketing.pricing.subtitle')} />

      <Box component="section" aria-labelledby="plans-title" className={classes.section} pt={{ base: 24, sm: 32 }}>
        <Container>
          <VisuallyHidden>
            <Title order={2} id="plans-title">
              {t('marketing.pricing.plansTitle')}
            </Title>
          </VisuallyHidden>
          <Card
            padding="lg"
            radius="lg"
            className={classes.card}
            component="aside"
            aria-labelledby="early-access-title"
            mb="xl"
          >
            <Stack gap={6}>
              <Title
                order={3}
                size="h4"
                id="early-access-title"
                style={{ display: 'flex', alignItems: 'center', gap: 8 }}
              >
                <IconInfoCircle size={22} aria-hidden color="var(--mantine-color-brand-7)" />
                {t('marketing.pricing.earlyAccess.title')}
              </Title>
              <Text lh={1.6}>{t('marketing.pricing.earlyAccess.text')}</Text>
            </Stack>
          </Card>

          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 4 }}
            spacing="lg"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {plans.map((plan, index) => {
              const last = index === plans.length - 1;
              return (
                <Card
                  component="li"
                  key={plan.name}
                  padding="xl"
                  radius="lg"
                  className={`${classes.card} ${plan.featured ? classes.planCard : ''}`}
                  aria-labelledby={`plan-${index}`}
                  style={{ display: 'flex', flexDirection: 'column' }}
                >
                  {plan.featured ? (
                    <Badge variant="light" style={{ alignSelf: 'flex-start' }} mb="sm">
                      {plan.featured}
                    </Badge>
                  ) : null}
                  <Title order={3} id={`plan-${index}`} size="h3">
                    {plan.name}
                  </Title>
                  <Text fw={700} mt={4}>
                    {plan.properties}
                  </Text>
                  <Text mt="md">
                    <span className={classes.planPrice}>{plan.price}</span>{' '}
                    {plan.priceNote ? (
                      <Text component="span" className={classes.subtle}>
                        {plan.priceNote}
                      </Text>
                    ) : null}
                  </Text>
                  <Text mt="md" lh={1.55} className={classes.subtle} style={{ flex: 1 }}>
                    {plan.description}
                  </Text>
                  <Button
                    component={LocaleLink}
                    to={last ? '/community/contact' : '/login/register'}
                    variant={plan.featured ? 'filled' : 'default'}
                    fullWidth
                    mt="lg"
                    rightSection={<IconArrowRight size={16} aria-hidden />}
                  >
                    {plan.cta}
                  </Button>
                </Card>
              );
            })}
          </SimpleGrid>
          <Text mt="md" size="sm" className={classes.subtle} ta="center">
            {t('marketing.pricing.noCard')}
          </Text>

          <Box mt={56}>
            <Title order={2} size="h3">
              {t('marketing.pricing.includedTitle')}
            </Title>
            <List
              mt="lg"
              spacing="sm"
              size="lg"
              className={classes.includedList}
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
          </Box>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="pricing-faq-title"
        className={`${classes.section} ${classes.sectionMuted}`}
      >
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
