import {
  Anchor,
  Badge,
  Box,
  Card,
  Group,
  Image,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconBulb, IconSearch } from '@tabler/icons-react';
import { Fragment, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import {
  loadTutorials,
  normalize,
  screenshotUrl,
  searchableText,
  type TutorialLocale,
  tutorialPath,
  TUTORIALS_PATH,
} from '@web/features/support/tutorials/tutorials';
import type { Tutorial } from '@web/features/support/tutorials/tutorial-model';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale } from '@web/lib/i18n/use-locale';

/** The tutorials of a language (loaded with this page). */
function useTutorials(locale: TutorialLocale): Tutorial[] | null {
  const [loaded, setLoaded] = useState<{ locale: TutorialLocale; tutorials: Tutorial[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadTutorials(locale).then((tutorials) => {
      if (!cancelled) setLoaded({ locale, tutorials });
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);
  return loaded?.locale === locale ? loaded.tutorials : null;
}

/** `**label**` marks the product's own words: shown in bold. */
function Rich({ text }: { text: string }): ReactNode {
  return text
    .split(/(\*\*[^*]+\*\*)/g)
    .map((part, index) =>
      part.startsWith('**') && part.endsWith('**') ? (
        <strong key={index}>{part.slice(2, -2)}</strong>
      ) : (
        <Fragment key={index}>{part}</Fragment>
      ),
    );
}

function TutorialList({ tutorials }: { tutorials: Tutorial[] }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const index = useMemo(() => tutorials.map((tutorial) => ({ tutorial, text: searchableText(tutorial) })), [tutorials]);
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const shown = index.filter(({ text }) => words.every((word) => text.includes(word))).map(({ tutorial }) => tutorial);

  return (
    <Stack gap="lg">
      <TextInput
        label={t('host.tutorials.search')}
        placeholder={t('host.tutorials.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        maw={480}
        type="search"
      />
      <Text size="sm" c="gray.7" aria-live="polite">
        {t('host.tutorials.count', { count: shown.length })}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ol"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {shown.map((tutorial) => (
          <li key={tutorial.slug}>
            <Card withBorder radius="md" padding="md" h="100%">
              <Stack gap={6}>
                <Title order={2} size="h4">
                  <Anchor component={LocaleLink} to={tutorialPath(tutorial.slug)} inherit>
                    {tutorial.title}
                  </Anchor>
                </Title>
                <Text size="sm" c="gray.7">
                  {tutorial.summary}
                </Text>
                <Text size="xs" c="gray.7">
                  {t('host.tutorials.steps', { count: tutorial.steps.length })}
                </Text>
              </Stack>
            </Card>
          </li>
        ))}
      </SimpleGrid>
      {shown.length === 0 ? <Text>{t('host.tutorials.noMatch')}</Text> : null}
    </Stack>
  );
}

function TutorialDetail({
  tutorial,
  locale,
  previous,
  next,
}: {
  tutorial: Tutorial;
  locale: TutorialLocale;
  previous?: Tutorial;
  next?: Tutorial;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" maw={860}>
      <Anchor component={LocaleLink} to={TUTORIALS_PATH} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t('host.tutorials.all')}
        </Group>
      </Anchor>
      <PageIntro title={tutorial.title} description={tutorial.summary}>
        <Group gap="xs">
          <Badge variant="light">{t('host.tutorials.steps', { count: tutorial.steps.length })}</Badge>
          <Anchor component={LocaleLink} to={tutorial.area.to} size="sm" fw={600}>
            {t('host.tutorials.goTo', { place: tutorial.area.label })}
          </Anchor>
        </Group>
      </PageIntro>
      <Stack
        component="ol"
        gap="xl"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('host.tutorials.stepsLabel')}
      >
        {tutorial.steps.map((step, index) => {
          const url = step.shot ? screenshotUrl(locale, step.shot) : null;
          return (
            <Box component="li" key={index} id={`step-${index + 1}`}>
              <Stack gap="sm">
                <Title order={2} size="h4">
                  {t('host.tutorials.stepTitle', { number: index + 1, title: step.title })}
                </Title>
                {step.text.map((paragraph, n) => (
                  <Text key={n} style={{ overflowWrap: 'anywhere' }}>
                    <Rich text={paragraph} />
                  </Text>
                ))}
                {url ? (
                  <Box component="figure" m={0}>
                    <Image
                      src={url}
                      alt={step.shotAlt ?? step.title}
                      radius="md"
                      loading="lazy"
                      maw={step.shot === 'guest-guide' || step.shot === 'link-page' ? 300 : '100%'}
                      style={{ border: '1px solid var(--mantine-color-default-border)' }}
                    />
                  </Box>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Stack>
      {tutorial.tips.length ? (
        <Paper withBorder radius="md" p="md" bg="yellow.0" component="aside" aria-labelledby="tutorial-tips">
          <Group gap="xs" mb="xs">
            <IconBulb size={18} aria-hidden />
            <Title order={2} size="h5" id="tutorial-tips">
              {t('host.tutorials.tips')}
            </Title>
          </Group>
          <List spacing={4} size="sm">
            {tutorial.tips.map((tip, n) => (
              <List.Item key={n}>
                <Rich text={tip} />
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      <Group justify="space-between" component="nav" aria-label={t('host.tutorials.more')}>
        {previous ? (
          <Anchor component={LocaleLink} to={tutorialPath(previous.slug)}>
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              {previous.title}
            </Group>
          </Anchor>
        ) : (
          <span />
        )}
        {next ? (
          <Anchor component={LocaleLink} to={tutorialPath(next.slug)}>
            <Group gap={4} component="span">
              {next.title}
              <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Group>
      <Text size="sm" c="gray.7">
        {t('host.tutorials.stuck')}{' '}
        <Anchor component={LocaleLink} to="/home/support/contact">
          {t('host.tutorials.contact')}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** /home/support/tutorials and /home/support/tutorials/{slug}: step-by-step help for every host area, with screenshots of the product. */
export function SupportTutorialsPage() {
  const { t } = useTranslation();
  const locale = useLocale() === 'es' ? 'es' : 'en';
  const { slug } = useParams();
  const tutorials = useTutorials(locale);

  useEffect(() => {
    if (slug) window.scrollTo({ top: 0 });
  }, [slug]);

  if (!tutorials) return <Loader aria-label={t('host.tutorials.loading')} />;
  if (slug) {
    const index = tutorials.findIndex((tutorial) => tutorial.slug === slug);
    if (index === -1)
      return (
        <>
          <PageIntro title={t('host.tutorials.notFound')} />
          <Anchor component={LocaleLink} to={TUTORIALS_PATH}>
            {t('host.tutorials.all')}
          </Anchor>
        </>
      );
    return (
      <TutorialDetail
        tutorial={tutorials[index]!}
        locale={locale}
        previous={tutorials[index - 1]}
        next={tutorials[index + 1]}
      />
    );
  }
  return (
    <>
      <PageIntro
        title={t('host.pages.supportTutorials.title')}
        description={t('host.pages.supportTutorials.description')}
      />
      <TutorialList tutorials={tutorials} />
    </>
  );
}
