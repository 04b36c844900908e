import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { type Property } from '@common/contracts/property';
import { useTranslation } from '@web/lib/i18n/react';
import { NotFoundPage } from '@web/app/routes/not-found-page';
import { propertyIdFromSegment } from '@web/app/route-paths';
import { GuideEditor } from '@web/features/guide-editor/components/guide-editor';
import { type EditorLookups } from '@web/features/guide-editor/lib/lookups';
import { useAttractionTypes } from '@web/lib/lists/get-attraction-types';
import { useCountries } from '@web/lib/lists/get-countries';
import { useEmergencyInfoTypes } from '@web/lib/lists/get-emergency-info-types';
import { useStates } from '@web/lib/lists/get-states';
import { useStrTypes } from '@web/lib/lists/get-str-types';
import { useThemes } from '@web/lib/lists/get-themes';
import { getProperty, useProperty } from '@web/lib/properties/get-properties';
import { propertyQueryKey } from '@web/lib/properties/property-keys';
import { useUpdateProperty } from '@web/features/properties/api/update-property';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale } from '@web/lib/i18n/use-locale';

/** The editor with its lookup lists; mounted once the property is known. */
function PropertyEditor({ property }: { property: Property }) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [countryId, setCountryId] = useState<number | null>(property.countryId);
  const countries = useCountries();
  const hasStates = countries.items.find((country) => country.id === countryId)?.hasStates;
  const states = useStates(countryId, { hasStates });
  const strTypes = useStrTypes();
  const themes = useThemes();
  const emergencyInfoTypes = useEmergencyInfoTypes();
  const attractionTypes = useAttractionTypes();
  const update = useUpdateProperty();
  const [search] = useSearchParams();

  const lookups = useMemo<EditorLookups>(
    () => ({
      countries: countries.items,
      states: states.items,
      statesLoading: states.isLoading,
      strTypes: strTypes.items,
      themes: themes.items,
      emergencyInfoTypes: emergencyInfoTypes.items,
      attractionTypes: attractionTypes.items,
    }),
    [
      countries.items,
      states.items,
      states.isLoading,
      strTypes.items,
      themes.items,
      emergencyInfoTypes.items,
      attractionTypes.items,
    ],
  );

  const reloadLatest = useCallback(async () => {
    const latest = await getProperty(locale, property.propertyId).catch(() => null);
    if (latest) queryClient.setQueryData(propertyQueryKey(locale, property.propertyId), latest);
    return latest;
  }, [locale, queryClient, property.propertyId]);

  return (
    <GuideEditor
      property={property}
      lookups={lookups}
      onCountryChange={setCountryId}
      onSave={(body) => update.mutateAsync(body)}
      onReloadLatest={reloadLatest}
      openSection={search.get('section')}
    />
  );
}

/** /home/guide/property-{id}: one property's details and guide, edited with a live preview. */
export function PropertyPage() {
  const { t } = useTranslation();
  const propertyId = propertyIdFromSegment(useParams().propertySegment);
  const { property, isError, refetch } = useProperty(propertyId ?? '');

  if (propertyId === null) return <NotFoundPage />;
  if (isError) {
    return (
      <Alert color="red" variant="light" title={t('host.properties.loadFailed')}>
        <Button variant="default" size="xs" mt="xs" onClick={() => void refetch()}>
          {t('host.properties.retry')}
        </Button>
      </Alert>
    );
  }
  if (property === undefined) {
    return (
      <Center py="xl" aria-busy="true">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (property === null) {
    return (
      <Stack gap="sm" maw={520}>
        <Text fw={600} size="lg">
          {t('host.editor.notFoundTitle')}
        </Text>
        <Text c="gray.7">{t('host.editor.notFoundText')}</Text>
        <Button component={LocaleLink} to="/home/guide/properties" variant="light" style={{ alignSelf: 'flex-start' }}>
          {t('host.editor.backToProperties')}
        </Button>
      </Stack>
    );
  }
  // Keyed: another property's page starts a fresh working copy.
  return <PropertyEditor key={property.propertyId} property={property} />;
}
