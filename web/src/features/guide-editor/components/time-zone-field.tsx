import { Alert, Button, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconClockExclamation } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { SelectOnDemand } from '@web/components/select-on-demand';
import { useAfterFirstPaint } from '@web/lib/after-first-paint';
import { type Place, useTimeZoneSuggestion } from '../api/get-time-zone-suggestion';
import { useFieldProps, type EditorForm } from '../lib/editor-form';
import { coordinatePair } from './location-fields';

/**
 * Every IANA zone this browser knows, plus the stored one if the browser lacks it. In the app's first
 * view only the stored one (all a closed select shows): the browser's list (a few ms of ICU work on
 * its first call) comes right after the first paint, long before the select's own code.
 */
function useTimeZones(current: string | null): string[] {
  const painted = useAfterFirstPaint();
  return useMemo(() => {
    if (!painted) return current ? [current] : [];
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    return current && !zones.includes(current) ? [current, ...zones] : zones;
  }, [current, painted]);
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The place the form describes, settled for `delay` ms (typing coordinates asks once). */
function useSettledPlace(form: EditorForm, delay: number): Place {
  const { countryId, stateId, latitude, longitude } = form.values;
  const pair = coordinatePair(latitude, longitude);
  const key = JSON.stringify([
    countryId,
    stateId,
    pair ? round(pair.latitude) : null,
    pair ? round(pair.longitude) : null,
  ]);
  const [settled] = useDebouncedValue(key, delay);
  return useMemo(() => {
    const [country, state, lat, lon] = JSON.parse(settled) as [
      string | null,
      string | null,
      number | null,
      number | null,
    ];
    return {
      countryId: country,
      stateId: state,
      coordinates: lat !== null && lon !== null ? { latitude: lat, longitude: lon } : null,
    };
  }, [settled]);
}

/**
 * The property's time zone. When the host changes the country, state or coordinates and has not
 * picked a zone of their own, the zone the server derives from the place fills the field (the host can
 * change it). While the field is empty a warning says stays would run on UTC, with the address's
 * suggestion one click away (a property saved without a zone also gets it from the server).
 */
export function TimeZoneField({ form, delay = 400 }: { form: EditorForm; delay?: number }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const timeZone = form.values.timeZone;
  const zones = useTimeZones(timeZone);
  const place = useSettledPlace(form, delay);
  const suggestion = useTimeZoneSuggestion(place);
  const suggested = suggestion.data?.timeZone ?? null;
  /** The host picked the zone (a stored zone counts): changes of the place then leave it alone. */
  const [hostChose, setHostChose] = useState(timeZone !== null);
  /** The place as the property was loaded: its suggestion is offered, not filled in. */
  const loadedPlace = useRef(place);

  useEffect(() => {
    const asked = !!place.countryId || !!place.coordinates;
    if (place === loadedPlace.current || (asked && !suggestion.isSuccess)) return;
    loadedPlace.current = place;
    if (!hostChose && form.getValues().timeZone !== suggested) form.setFieldValue('timeZone', suggested);
  }, [place, suggestion.isSuccess, suggested, hostChose, form]);

  const fromAddress = timeZone !== null && !hostChose;
  const select = field('timeZone');
  return (
    <Stack gap="xs">
      <SelectOnDemand
        allowDeselect={false}
        label={t('host.editor.details.timeZone')}
        description={t(fromAddress ? 'host.editor.details.timeZoneFilled' : 'host.editor.details.timeZoneHint')}
        placeholder={t('host.editor.search')}
        data={zones}
        searchable
        clearable
        limit={60}
        nothingFoundMessage={t('host.editor.nothingFound')}
        {...select}
        onChange={(value) => {
          setHostChose(value !== null);
          select.onChange(value);
        }}
      />
      {timeZone === null ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconClockExclamation size={18} aria-hidden />}
          data-testid="time-zone-warning"
          role="status"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('host.editor.details.timeZoneMissing')}</Text>
            {suggested ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  setHostChose(false);
                  form.setFieldValue('timeZone', suggested);
                }}
              >
                {t('host.editor.details.timeZoneUse', { zone: suggested })}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
