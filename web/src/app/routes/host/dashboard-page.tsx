import {
  Anchor,
  Card,
  Grid,
  Group,
  NavLink,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBuildingCottage,
  IconChevronRight,
  IconLifebuoy,
  IconPrinter,
  IconSchool,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { type Property } from '@common/contracts/property';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { useFirstProperties } from '@web/lib/properties/get-properties';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';
import { CreatePropertyButton } from '@web/features/properties/components/create-property-button';
import { PropertyCard } from '@web/features/properties/components/property-card';
import { FailedMessagesNotice } from '@web/features/messages/components/failed-messages-notice';
import { StayAgendaCard } from '@web/features/stays/components/stay-agenda';
import { OnboardingChecklist } from '@web/features/support/components/onboarding-checklist';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale, useLocalePath } from '@web/lib/i18n/use-locale';
import { useAfterFirstPaint } from '@web/lib/after-first-paint';
import { useSessionUser } from '@web/lib/session';
import { propertyPath } from '../../route-paths';

/** How many property cards the dashboard shows before "See all". */
const GLANCE_LIMIT = 4;

const QUICK_LINKS: ReadonlyArray<{ key: string; to: string; icon: Icon }> = [
  { key: 'properties', to: '/home/guide/properties', icon: IconBuildingCottage },
  { key: 'print', to: '/home/guide/print', icon: IconPrinter },
  { key: 'account', to: '/account', icon: IconUserCircle },
  { key: 'tutorials', to: '/home/support/tutorials', icon: IconSchool },
  { key: 'support', to: '/home/support/contact', icon: IconLifebuoy },
];

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

/**
 * Whether the dashboard greets a first-time host ("Welcome") or a returning one ("Welcome back"),
 * null while that is not known yet (the page's plain title then, so the greeting never flips):
 * the first sign-in (no sign-in before this one, from the session) is a first visit at once; after
 * that, a host without any property yet is still new here, and one with a property returns.
 */
function isFirstVisit(previousLoginDate: string | null | undefined, propertyCount: number | undefined): boolean | null {
  if (previousLoginDate === null) return true;
  if (propertyCount === undefined) return null;
  return propertyCount === 0;
}

/** /home: the host's dashboard: today's and the next days' arrivals and departures, properties at a glance, getting-started steps left, quick links. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const locale = useLocale();
  // A glance at the first properties only; the counts come from the light list (names and flags).
  const { data: properties, isPending, dataUpdatedAt } = useFirstProperties(GLANCE_LIMIT);
  const { data: items } = usePropertyDropdown();
  const name = user.firstName?.trim() || user.shortNameFirst?.trim();
  const total = items?.length ?? properties?.length ?? 0;
  const published = items
    ? items.filter((item) => item.published).length
    : (properties?.filter((property) => property.guide.published).length ?? 0);
  const firstTime = isFirstVisit(user.previousLoginDate, (items ?? properties)?.length);
  const sideReady = useAfterFirstPaint();
  const openEditor = (property: Property) => void navigate(localePath(propertyPath(property.propertyId)));

  return (
    <>
      <PageIntro
        title={
          firstTime === null
            ? t('host.pages.dashboard.title')
            : firstTime
              ? name
                ? t('host.dashboard.welcome', { name })
                : t('host.dashboard.welcomeAnonymous')
              : name
                ? t('host.dashboard.greeting', { name })
                : t('host.dashboard.greetingAnonymous')
        }
        description={t('host.pages.dashboard.description')}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {properties && properties.length > 0 ? <FailedMessagesNotice locale={locale} /> : null}
            {properties && properties.length > 0 ? <StayAgendaCard locale={locale} /> : null}
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              <Group justify="space-between" mb="md" gap="sm">
                <div>
                  <Title order={2} size="h4">
                    {t('host.dashboard.properties.title')}
                  </Title>
                  {properties && properties.length > 0 ? (
                    <Text size="sm" c="gray.7">
                      {t('host.dashboard.properties.published', { count: total, published })}
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
                <SimpleGrid
                  cols={{ base: 1, sm: 2 }}
                  spacing="md"
                  component="ul"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                >
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
          {sideReady ? (
            <Stack gap="lg">
              <OnboardingChecklist refreshKey={dataUpdatedAt} />
              <QuickLinks />
            </Stack>
          ) : null}
        </Grid.Col>
      </Grid>
    </>
  );
}
