import { Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconArrowRight,
  IconBook,
  IconCloudOff,
  IconLanguage,
  IconMessageChatbot,
  IconPhoto,
  IconPrinter,
  IconScale,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { LocaleLink } from '@web/lib/i18n';
import { useLocale } from '@web/lib/i18n/use-locale';
import guestGuideEn from './assets/guest-guide-en.webp';
import guestGuideEs from './assets/guest-guide-es.webp';
import hostEditorEn from './assets/host-editor-en.webp';
import hostEditorEs from './assets/host-editor-es.webp';
import hostPrintEn from './assets/host-print-en.webp';
import hostPrintEs from './assets/host-print-es.webp';
import { copyList, type QuestionAnswer } from './components/copy';
import { CtaBand } from './components/cta-band';
import { FaqAccordion } from './components/faq-accordion';
import classes from './components/marketing.module.css';
import homeClasses from './home-page.module.css';
import { PhoneMock } from './components/phone-mock';

const FEATURES: ReadonlyArray<{ key: string; icon: Icon }> = [
  { key: 'guide', icon: IconBook },
  { key: 'concierge', icon: IconMessageChatbot },
  { key: 'languages', icon: IconLanguage },
  { key: 'offline', icon: IconCloudOff },
  { key: 'print', icon: IconPrinter },
  { key: 'media', icon: IconPhoto },
];

const STEPS = ['create', 'write', 'share'] as const;

/**
 * Screenshots of the real product (taken by scripts/site-images.mjs from a seeded server), with their
 * size in CSS pixels so the page does not shift while they load.
 */
const FORMATS = [
  { key: 'web', images: { en: guestGuideEn, es: guestGuideEs }, width: 300, height: 649 },
  { key: 'print', images: { en: hostPrintEn, es: hostPrintEs }, width: 640, height: 400 },
  { key: 'editor', images: { en: hostEditorEn, es: hostEditorEs }, width: 640, height: 400 },
] as const;

/** How many FAQ entries the home page previews before linking to the full list. */
const FAQ_TEASER_COUNT = 4;

/** / — the landing page: promise, a live-looking guest guide, features, the three formats in screenshots, steps, comparison and FAQ teasers. */
export function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const faq = copyList<QuestionAnswer>(t, 'marketing.faq.items').slice(0, FAQ_TEASER_COUNT);

  return (
    <>
      <Box component="header" className={homeClasses.hero}>
        <Container>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }} verticalSpacing={40}>
            <Stack justify="center" gap={0}>
              <Text className={classes.eyebrow} style={{ alignSelf: 'flex-start' }}>
                {t('marketing.home.hero.eyebrow')}
              </Text>
              <Title order={1} className={homeClasses.heroTitle}>
                {t('marketing.home.hero.title')}
              </Title>
              <Text className={homeClasses.heroSubtitle}>{t('marketing.home.hero.subtitle')}</Text>
              <Group mt="xl" gap="sm">
                <Button
                  component={LocaleLink}
                  to="/login/register"
                  size="lg"
                  rightSection={<IconArrowRight size={18} aria-hidden />}
                >
                  {t('marketing.home.hero.primaryCta')}
                </Button>
                <Button component="a" href="#how-it-works" size="lg" variant="default">
                  {t('marketing.home.hero.secondaryCta')}
                </Button>
              </Group>
              <Text className={homeClasses.heroNote}>{t('marketing.home.hero.note')}</Text>
            </Stack>
            <Box>
              <PhoneMock />
            </Box>
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="features-title" className={classes.section}>
        <Container>
          <Title order={2} id="features-title" className={`${classes.sectionTitle} ${classes.centered}`}>
            {t('marketing.home.features.title')}
          </Title>
          <Text className={`${classes.sectionSubtitle} ${classes.centered}`}>
            {t('marketing.home.features.subtitle')}
          </Text>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="lg"
            mt={40}
            p={0}
            style={{ listStyle: 'none' }}
          >
            {FEATURES.map(({ key, icon: FeatureIcon }) => (
              <Card component="li" key={key} padding="lg" radius="lg" className={classes.card}>
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <FeatureIcon size={24} />
                </ThemeIcon>
                <Title order={3} size="h4" mt="md">
                  {t(`marketing.home.features.${key}.title`)}
                </Title>
                <Text mt="xs" className={classes.subtle} lh={1.6}>
                  {t(`marketing.home.features.${key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="formats-title" className={`${classes.section} ${classes.sectionMuted}`}>
        <Container>
          <Title order={2} id="formats-title" className={`${classes.sectionTitle} ${classes.centered}`}>
            {t('marketing.home.formats.title')}
          </Title>
          <Text className={`${classes.sectionSubtitle} ${classes.centered}`}>
            {t('marketing.home.formats.subtitle')}
          </Text>
          <Stack gap={56} mt={48}>
            {FORMATS.map(({ key, images, width, height }, index) => (
              <SimpleGrid
                key={key}
                cols={{ base: 1, md: 2 }}
                spacing={{ base: 'lg', md: 48 }}
                style={{ alignItems: 'center' }}
              >
                <Box style={{ order: index % 2 === 1 ? 2 : undefined }} className={homeClasses.formatText}>
                  <Title order={3}>{t(`marketing.home.formats.${key}.title`)}</Title>
                  <Text mt="sm" size="lg" lh={1.6} className={classes.subtle}>
                    {t(`marketing.home.formats.${key}.text`)}
                  </Text>
                </Box>
                <Box className={homeClasses.formatShot}>
                  <img
                    src={images[locale]}
                    width={width}
                    height={height}
                    alt={t(`marketing.home.formats.${key}.alt`)}
                    loading="lazy"
                    decoding="async"
                    className={key === 'web' ? homeClasses.formatPhone : homeClasses.formatScreen}
                  />
                </Box>
              </SimpleGrid>
            ))}
          </Stack>
        </Container>
      </Box>

      <Box component="section" id="how-it-works" aria-labelledby="steps-title" className={classes.section}>
        <Container>
          <Title order={2} id="steps-title" className={`${classes.sectionTitle} ${classes.centered}`}>
            {t('marketing.home.steps.title')}
          </Title>
          <Text className={`${classes.sectionSubtitle} ${classes.centered}`}>{t('marketing.home.steps.subtitle')}</Text>
          <SimpleGrid component="ol" cols={{ base: 1, md: 3 }} spacing="xl" mt={40} className={homeClasses.steps}>
            {STEPS.map((step, index) => (
              <li key={step}>
                <Group gap="sm" wrap="nowrap" align="center">
                  <span className={homeClasses.stepNumber} aria-hidden>
                    {index + 1}
                  </span>
                  <Title order={3} size="h4">
                    {t(`marketing.home.steps.${step}.title`)}
                  </Title>
                </Group>
                <Text mt="sm" className={classes.subtle} lh={1.6}>
                  {t(`marketing.home.steps.${step}.text`)}
                </Text>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="compare-title" className={`${classes.section} ${classes.sectionMuted}`}>
        <Container size="md">
          <Card padding="xl" radius="lg" className={classes.card}>
            <Group wrap="nowrap" align="flex-start" gap="lg">
              <ThemeIcon size={48} radius="md" variant="light" visibleFrom="sm" aria-hidden>
                <IconScale size={26} />
              </ThemeIcon>
              <div>
                <Title order={2} id="compare-title" size="h3">
                  {t('marketing.home.comparison.title')}
                </Title>
                <Text mt="xs" lh={1.6}>
                  {t('marketing.home.comparison.text')}
                </Text>
                <Button
                  component={LocaleLink}
                  to="/community/comparisons"
                  variant="light"
                  mt="md"
                  rightSection={<IconArrowRight size={16} aria-hidden />}
                >
                  {t('marketing.home.comparison.cta')}
                </Button>
              </div>
            </Group>
          </Card>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="faq-title" className={classes.section}>
        <Container size="md">
          <Title order={2} id="faq-title" className={`${classes.sectionTitle} ${classes.centered}`} mb="xl">
            {t('marketing.home.faq.title')}
          </Title>
          <FaqAccordion items={faq} order={3} />
          <Group justify="center" mt="xl">
            <Button
              component={LocaleLink}
              to="/community/faq"
              variant="subtle"
              rightSection={<IconArrowRight size={16} aria-hidden />}
            >
              {t('marketing.home.faq.cta')}
            </Button>
          </Group>
        </Container>
      </Box>

      <CtaBand
        title={t('marketing.home.finalCta.title')}
        text={t('marketing.home.finalCta.text')}
        secondary={{ label: t('marketing.home.finalCta.secondary'), to: '/pricing' }}
      />
    </>
  );
}
