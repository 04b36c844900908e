import { Anchor, Button, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCurrentLocation, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { useFieldProps, type EditorForm } from '../lib/editor-form';
import { parseCoordinate } from '../lib/editor-values';

/** OpenStreetMap's page for a point, for the host to check it (docs/decisions/003-location-picker.md). */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lon = longitude.toFixed(6);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}

/** A valid pair of typed coordinates, or null. */
export function coordinatePair(latitude: string, longitude: string): { latitude: number; longitude: number } | null {
  const lat = parseCoordinate(latitude);
  const lon = parseCoordinate(longitude);
  if (
    lat === null ||
    lon === null ||
    Number.isNaN(lat) ||
    Number.isNaN(lon) ||
    Math.abs(lat) > 90 ||
    Math.abs(lon) > 180
  )
    return null;
  return { latitude: lat, longitude: lon };
}

type GeoState = 'idle' | 'locating' | 'denied' | 'unavailable';

/**
 * A location as typed coordinates, with "use my device's location" and a link that opens the point on
 * OpenStreetMap to check it. No map tiles are loaded here (see the decision record).
 */
export function LocationFields({
  form,
  path = '',
  withDeviceLocation = false,
}: {
  form: EditorForm;
  path?: string;
  withDeviceLocation?: boolean;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const prefix = path ? `${path}.` : '';
  const latitudePath = `${prefix}latitude`;
  const longitudePath = `${prefix}longitude`;
  const values = (path ? getPath(form.values, path) : form.values) as { latitude: string; longitude: string };
  const pair = coordinatePair(values.latitude, values.longitude);
  const [geo, setGeo] = useState<GeoState>('idle');
  const canLocate = withDeviceLocation && typeof navigator !== 'undefined' && 'geolocation' in navigator;

  const locate = () => {
    setGeo('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        form.setFieldValue(latitudePath, position.coords.latitude.toFixed(6));
        form.setFieldValue(longitudePath, position.coords.longitude.toFixed(6));
        setGeo('idle');
      },
      (error) => setGeo(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="gray.7">
        {t('host.editor.location.hint')}
      </Text>
      <Grid gap="sm">
        <Grid.Col span={{ base: 6 }}>
          <TextInput
            label={t('host.editor.location.latitude')}
            placeholder="40.416775"
            inputMode="decimal"
            autoComplete="off"
            {...field(latitudePath)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6 }}>
          <TextInput
            label={t('host.editor.location.longitude')}
            placeholder="-3.703790"
            inputMode="decimal"
            autoComplete="off"
            {...field(longitudePath)}
          />
        </Grid.Col>
      </Grid>
      <Group gap="sm">
        {canLocate ? (
          <Button
            variant="default"
            size="xs"
            leftSection={<IconCurrentLocation size={14} aria-hidden />}
            loading={geo === 'locating'}
            onClick={locate}
          >
            {t('host.editor.location.useDevice')}
          </Button>
        ) : null}
        {pair ? (
          <Anchor
            href={openStreetMapUrl(pair.latitude, pair.longitude)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            <Group gap={4} component="span" wrap="nowrap">
              {t('host.editor.location.openMap')}
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Group>
      {geo === 'denied' || geo === 'unavailable' ? (
        <Text size="sm" c="red.8" role="alert">
          {t(geo === 'denied' ? 'host.editor.location.denied' : 'host.editor.location.unavailable')}
        </Text>
      ) : null}
    </Stack>
  );
}

function getPath(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      source,
    );
}
