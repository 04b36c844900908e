import { Box, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconDeviceMobile,
  IconLanguage,
  IconMessageCheck,
  IconReceipt,
  IconShieldLock,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { copyList } from './components/copy';
import { CtaBand } from './components/cta-band';
import classes from './components/marketing.module.css';
import { PageIntro } from './components/page-intro';
import { RichText } from './components/rich-text';

const PRINCIPLES: ReadonlyArray<{ key: string; icon: Icon }> = [
  { key: 'answers', icon: IconMessageCheck },
  { key: 'nothingToInstall', icon: IconDeviceMobile },
  { key: 'privacy', icon: IconShieldLock },
  { key: 'languages', icon: IconLanguage },
  { key: 'pricing', icon: IconReceipt },
];

/** /company/about-us — why the product exists and what it stands for. */
export function AboutUsPage() {
  const { t } = useTranslation();
  const story = copyList<string>(t, 'marketing.about.story');

  return (
    <>
      <PageIntro title={t('marketing.about.title')} lead={t('marketing.about.lead')} />

      <Box component="section" aria-labelledby="story-title" className={classes.section} pt={{ base: 24, sm: 32 }}>
        <Container>
          <Title order={2} id="story-title" className={classes.sectionTitle}>
            {t('marketing.about.storyTitle')}
          </Title>
          <Box className={classes.prose} mt="md" maw={760}>
            {story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Box>
        </Container>
      </Box>

      <Box
        component="section"
        aria-labelledby="principles-title"
        className={`${classes.section} ${classes.sectionMuted}`}
      >
        <Container>
          <Title order={2} id="principles-title" className={classes.sectionTitle}>
            {t('marketing.about.principlesTitle')}
          </Title>
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, md: 3 }}
            spacing="lg"
            mt="xl"
            p={0}
            style={{ listStyle: 'none' }}
          >
            {PRINCIPLES.map(({ key, icon: PrincipleIcon }) => (
              <Card component="li" key={key} padding="lg" radius="lg" className={classes.card}>
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <PrincipleIcon size={22} />
                </ThemeIcon>
                <Title order={3} size="h4" mt="md">
                  {t(`marketing.about.principles.${key}.title`)}
                </Title>
                <Text mt="xs" className={classes.subtle} lh={1.6}>
                  {t(`marketing.about.principles.${key}.text`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="stage-title" className={classes.section}>
        <Container>
          <Title order={2} id="stage-title" className={classes.sectionTitle}>
            {t('marketing.about.stageTitle')}
          </Title>
          <Text mt="md" size="lg" lh={1.7} maw={760}>
            <RichText text={t('marketing.about.stage')} />
          </Text>
        </Container>
      </Box>

      <CtaBand title={t('marketing.home.finalCta.title')} text={t('marketing.home.finalCta.text')} />
    </>
  );
}
