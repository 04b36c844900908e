import { Alert, Button, Card, Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCottage } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type Property } from '@common/contracts/property';
import { useTranslation } from '@web/lib/i18n/react';
import { PageIntro } from '@web/components/page-intro';
import { usePropertyPages } from '@web/lib/properties/get-properties';
import { CreatePropertyButton } from '@web/features/properties/components/create-property-button';
import { DeletePropertyModal } from '@web/features/properties/components/delete-property-modal';
import { DuplicatePropertyModal } from '@web/features/properties/components/duplicate-property-modal';
import { PropertyCard } from '@web/features/properties/components/property-card';
import { useLocalePath } from '@web/lib/i18n/use-locale';
import { propertyPath } from '../../route-paths';

function CardSkeleton() {
  return (
    <Card withBorder radius="md" padding={0}>
      <Skeleton h={150} radius={0} />
      <Stack gap={8} p="md">
        <Skeleton h={18} w="70%" />
        <Skeleton h={12} w="45%" />
        <Skeleton h={30} w={110} mt={6} />
      </Stack>
    </Card>
  );
}

/** /home/guide/properties: the host's properties as cards; create, open, duplicate or delete one. */
export function PropertiesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  // Page by page: a manager with thousands of properties loads 24 at a time.
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = usePropertyPages();
  const properties = data?.pages.flat();
  const [toDelete, setToDelete] = useState<Property | null>(null);
  const [toDuplicate, setToDuplicate] = useState<Property | null>(null);
  const openEditor = (property: Property) => void navigate(localePath(propertyPath(property.propertyId)));

  return (
    <>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <PageIntro title={t('host.pages.properties.title')} description={t('host.pages.properties.description')} />
        {properties && properties.length > 0 ? (
          <CreatePropertyButton onCreated={openEditor} mb={{ base: 'lg', sm: 0 }} />
        ) : null}
      </Group>

      {isPending ? (
        <SimpleGrid
          cols={{ base: 1, xs: 2, lg: 3 }}
          spacing="lg"
          role="status"
          aria-busy="true"
          aria-label={t('app.loading')}
        >
          <CardSkeleton />
          <CardSkeleton />
          <CardSkeleton />
        </SimpleGrid>
      ) : isError ? (
        <Alert color="red" variant="light" title={t('host.properties.loadFailed')}>
          <Button variant="default" size="xs" mt="xs" onClick={() => void refetch()}>
            {t('host.properties.retry')}
          </Button>
        </Alert>
      ) : !properties || properties.length === 0 ? (
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <Stack align="center" gap="sm" ta="center" maw={460} mx="auto">
            <ThemeIcon size={64} radius="xl" variant="light">
              <IconBuildingCottage size={34} aria-hidden />
            </ThemeIcon>
            <Title order={2} size="h3">
              {t('host.properties.emptyTitle')}
            </Title>
            <Text c="gray.7">{t('host.properties.emptyText')}</Text>
            <CreatePropertyButton onCreated={openEditor} size="md" />
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid
          cols={{ base: 1, xs: 2, lg: 3 }}
          spacing="lg"
          component="ul"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {properties.map((property) => (
            <li key={property.propertyId}>
              <PropertyCard
                property={property}
                to={propertyPath(property.propertyId)}
                onDelete={setToDelete}
                onDuplicate={setToDuplicate}
              />
            </li>
          ))}
        </SimpleGrid>
      )}
      {hasNextPage ? (
        <Group justify="center" mt="lg">
          <Button variant="default" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {t('host.properties.loadMore')}
          </Button>
        </Group>
      ) : null}

      <DeletePropertyModal property={toDelete} onClose={() => setToDelete(null)} />
      <DuplicatePropertyModal property={toDuplicate} onClose={() => setToDuplicate(null)} onDuplicated={openEditor} />
    </>
  );
}
