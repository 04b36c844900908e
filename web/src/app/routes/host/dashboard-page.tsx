import { Anchor, Button, Card, Grid, Group, NavLink, Paper, Progress, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingCottage,
  IconChevronRight,
  IconCircleCheckFilled,
  IconCircleDashed,
  IconLifebuoy,
  IconPrinter,
  IconSchool,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Property } from '@common/contracts/property';
import { PageIntro } from '@web/components/page-intro';
import { useOnboarding } from '@web/features/account/hooks/use-onboarding';
import { useProperties } from '@web/features/properties/api/get-properties';
import { CreatePropertyButton } from '@web/features/properties/components/create-property-button';
import { PropertyCard } from '@web/features/properties/components/property-card';
import { StayAgendaCard } from '@web/features/stays/components/stay-agenda';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale, useLocalePath } from '@web/lib/i18n/use-locale';
import { useSessionUser } from '@web/lib/session';
import { propertyPath } from '../../route-paths';

/** How many property cards the dashboard shows before "See all". */
const GLANCE_LIMIT = 4;

/** The getting-started steps, in order. */
const ONBOARDING_TIPS = ['createProperty', 'details', 'sections', 'contacts', 'publish'] as const;

const QUICK_LINKS: ReadonlyArray<{ key: string; to: string; icon: Icon }> = [
  { key: 'properties', to: '/home/guide/properties', icon: IconBuildingCottage },
  { key: 'print', to: '/home/guide/print', icon: IconPrinter },
  { key: 'account', to: '/account', icon: IconUserCircle },
  { key: 'tutorials', to: '/home/support/tutorials', icon: IconSchool },
  { key: 'support', to: '/home/support/contact', icon: IconLifebuoy },
];

type Tip = (typeof ONBOARDING_TIPS)[number];

/** Which getting-started steps the host's properties show as done. */
export function tipsDone(properties: Property[]): Record<Tip, boolean> {
  const some = (test: (property: Property) => boolean) => properties.some(test);
  return {
    createProperty: properties.length > 0,
    details: some((property) => !!property.address1?.trim() && property.countryId !== null && !!property.timeZone),
    sections: some((property) => property.guide.sections.some((section) => !!section.body.en?.trim() && !!section.body.es?.trim())),
    contacts: some((property) => property.emergencyInfos.length > 0 && property.guide.attractions.length > 0),
    publish: some((property) => property.guide.published),
  };
}

/**
 * The getting-started steps, ticked from what the host has actually done. The stored onboardingCount
 * follows (it only goes down; GET /user/onboard/{n}); "Hide these tips" sets it to 0 for good.
 */
function GettingStarted({ properties }: { properties: Property[] }) {
  const { t } = useTranslation();
  const { remaining, total, isPending, setRemaining, finish } = useOnboarding();
  const done = tipsDone(properties);
  const tips = ONBOARDING_TIPS.slice(0, total);
  const left = tips.filter((tip) => !done[tip]).length;
  const next = tips.find((tip) => !done[tip]);
  const firstProperty = properties[0];

  useEffect(() => {
    if (!isPending && remaining > 0 && left < remaining) setRemaining(left);
  }, [isPending, remaining, left, setRemaining]);

  if (remaining <= 0 || left === 0) return null;
  const target = (tip: Tip) => (tip === 'createProperty' || !firstProperty ? '/home/guide/properties' : propertyPath(firstProperty.propertyId));

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {t('host.dashboard.onboarding.title')}
          </Title>
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('host.dashboard.onboarding.remaining', { count: left })}
          </Text>
        </div>
        <Progress value={((tips.length - left) / tips.length) * 100} size="sm" radius="xl" aria-hidden />
        <Stack gap={6} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tips.map((tip) => {
            const isDone = done[tip];
            const isNext = tip === next;
            return (
              <Group key={tip} component="li" gap="sm" wrap="nowrap" align="flex-start">
                {isDone ? (
                  <IconCircleCheckFilled size={20} color="var(--mantine-color-teal-7)" aria-label={t('host.dashboard.onboarding.doneLabel')} style={{ flexShrink: 0 }} />
                ) : (
                  <IconCircleDashed size={20} color="var(--mantine-color-gray-6)" aria-hidden style={{ flexShrink: 0 }} />
                )}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={isNext ? 600 : 400} c={isDone ? 'gray.7' : undefined} td={isDone ? 'line-through' : undefined}>
                    {t(`host.dashboard.onboarding.tips.${tip}`)}
                  </Text>
                  {isNext ? (
                    <Anchor component={LocaleLink} to={target(tip)} size="sm" fw={600}>
                      {t('host.dashboard.onboarding.go')}
                    </Anchor>
                  ) : null}
                </Stack>
              </Group>
            );
          })}
        </Stack>
        <Button variant="subtle" size="xs" color="gray" onClick={finish} loading={isPending} style={{ alignSelf: 'flex-start' }}>
          {t('host.dashboard.onboarding.hide')}
        </Button>
      </Stack>
    </Paper>
  );
}

function QuickLinks() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" component="nav" aria-labelledby="quick-links-title">
      <Title order={2} size="h4" id="quick-links-title" mb="sm">
        {t('host.dashboard.quickLinks.title')}
      </Title>
      <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {QUICK_LINKS.map(({ key, to, icon: LinkIcon }) => (
          <li key={key}>
            <NavLink
              component={LocaleLink}
              to={to}
              label={t(`host.dashboard.quickLinks.${key}`)}
              leftSection={
                <ThemeIcon variant="light" size={32} radius="md">
                  <LinkIcon size={18} aria-hidden />
                </ThemeIcon>
              }
              rightSection={<IconChevronRight size={16} aria-hidden />}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
              fw={500}
            />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** /home: the host's dashboard: today's and the next days' arrivals and departures, properties at a glance, getting-started steps left, quick links. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const locale = useLocale();
  const { data: properties, isPending } = useProperties();
  const name = user.firstName?.trim() || user.shortNameFirst?.trim();
  const published = properties?.filter((property) => property.guide.published).length ?? 0;
  const openEditor = (property: Property) => void navigate(localePath(propertyPath(property.propertyId)));

  return (
    <>
      <PageIntro title={name ? t('host.dashboard.greeting', { name }) : t('host.dashboard.greetingAnonymous')} description={t('host.pages.dashboard.description')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {properties && properties.length > 0 ? <StayAgendaCard locale={locale} /> : null}
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Group justify="space-between" mb="md" gap="sm">
                <div>
                  <Title order={2} size="h4">
                    {t('host.dashboard.properties.title')}
                  </Title>
                  {properties && properties.length > 0 ? (
                    <Text size="sm" c="gray.7">
                      {t('host.dashboard.properties.published', { count: properties.length, published })}
                    </Text>
                  ) : null}
                </div>
                {properties && properties.length > 0 ? (
                  <Anchor component={LocaleLink} to="/home/guide/properties" size="sm" fw={600}>
                    {t('host.dashboard.properties.seeAll')}
                  </Anchor>
                ) : null}
              </Group>
              {isPending ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <Card withBorder radius="md" padding={0}>
                    <Skeleton h={150} radius={0} />
                    <Skeleton h={16} w="60%" m="md" />
                  </Card>
                  <Card withBorder radius="md" padding={0} visibleFrom="sm">
                    <Skeleton h={150} radius={0} />
                    <Skeleton h={16} w="60%" m="md" />
                  </Card>
                </SimpleGrid>
              ) : properties && properties.length > 0 ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {properties.slice(0, GLANCE_LIMIT).map((property) => (
                    <li key={property.propertyId}>
                      <PropertyCard property={property} to={propertyPath(property.propertyId)} headingOrder={3} />
                    </li>
                  ))}
                </SimpleGrid>
              ) : (
                <Stack align="flex-start" gap="sm">
                  <Text c="gray.7">{t('host.dashboard.properties.empty')}</Text>
                  <CreatePropertyButton onCreated={openEditor} />
                </Stack>
              )}
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {properties ? <GettingStarted properties={properties} /> : null}
            <QuickLinks />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
