import { Alert, Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { useCoHosts } from '@web/features/cohosts/api/get-cohosts';
import { CoHostsPanel } from '@web/features/cohosts/components/cohosts-panel';
import { usePropertyDropdown } from '@web/lib/properties/get-property-dropdown';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale } from '@web/lib/i18n/use-locale';

/** /home/guide/hosts — the co-hosts of the host's own properties, invitations, and the properties they co-host. */
export function HostsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const coHosts = useCoHosts();
  const dropdown = usePropertyDropdown();
  const coHosted = (dropdown.data ?? []).filter((p) => p.isCoHost);

  return (
    <>
      <PageIntro title={t('host.pages.hosts.title')} description={t('host.pages.hosts.description')}>
        <Text c="gray.7" fz="sm" maw={680}>
          {t('host.cohosts.intro')}
        </Text>
      </PageIntro>
      {coHosts.isPending ? (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t('app.loading')}>
          <Skeleton h={36} />
          <Skeleton h={120} radius="md" />
        </Stack>
      ) : !coHosts.data ? (
        <Alert color="red" variant="light">
          {t('host.cohosts.loadFailed')}
        </Alert>
      ) : coHosts.data.length === 0 ? (
        <Alert variant="light">
          {t('host.cohosts.noProperties')}{' '}
          <Anchor component={LocaleLink} to="/home/guide/properties">
            {t('host.nav.properties')}
          </Anchor>
        </Alert>
      ) : (
        <CoHostsPanel properties={coHosts.data} locale={locale} />
      )}

      {coHosted.length > 0 ? (
        <Paper withBorder radius="md" p="md" mt="xl" component="section" aria-labelledby="cohosted-heading">
          <Title order={2} size="h4" id="cohosted-heading" mb="sm">
            {t('host.cohosts.coHostedHeading')}
          </Title>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {coHosted.map((p) => (
              <li key={p.propertyId}>
                <Anchor component={LocaleLink} to={`/home/guide/property-${p.propertyId}`}>
                  {p.name}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Paper>
      ) : null}
    </>
  );
}
