import { Grid, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useMemo } from 'react';
import { PROPERTY_LIMITS } from '@common/contracts/property-constants';
import { useTranslation } from '@web/lib/i18n/react';
import { preloadSelect, SelectOnDemand } from '@web/components/select-on-demand';
import { useAfterOwnPaint } from '@web/lib/after-first-paint';
import { useFieldProps, type EditorForm } from '../lib/editor-form';
import { toOptions, type EditorLookups } from '../lib/lookups';
import { LocationFields } from './location-fields';
import { PropertyImageField } from './property-image-field';
import { TimeZoneField } from './time-zone-field';

/** Name, rental type, address (country -> states), time zone (filled from the place), image and location of the property. */
export function DetailsPanel({
  form,
  lookups,
  onCountryChange,
}: {
  form: EditorForm;
  lookups: EditorLookups;
  onCountryChange: (countryId: number | null) => void;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const country = lookups.countries.find((item) => String(item.id) === form.values.countryId);
  const countryOptions = useMemo(() => toOptions(lookups.countries), [lookups.countries]);
  const stateOptions = useMemo(() => toOptions(lookups.states), [lookups.states]);
  const showStates = !!country && country.hasStates;

  const countryProps = field('countryId');
  const afterPaint = useAfterOwnPaint();
  // The selects' dropdown code loads when the pointer or the focus first comes to the form.
  return (
    <Stack gap="lg" onPointerEnter={preloadSelect} onFocus={preloadSelect}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('host.editor.details.about')}
          </Title>
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput
                label={t('host.editor.details.name')}
                required
                maxLength={PROPERTY_LIMITS.name}
                {...field('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <SelectOnDemand
                allowDeselect={false}
                label={t('host.editor.details.rentalType')}
                placeholder={t('host.editor.choose')}
                data={toOptions(lookups.strTypes)}
                clearable
                {...field('strTypeId')}
              />
            </Grid.Col>
          </Grid>
          <PropertyImageField form={form} />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('host.editor.details.address')}
          </Title>
          <TextInput
            label={t('host.editor.details.address1')}
            autoComplete="address-line1"
            maxLength={PROPERTY_LIMITS.address}
            {...field('address1')}
          />
          <TextInput
            label={t('host.editor.details.address2')}
            autoComplete="address-line2"
            maxLength={PROPERTY_LIMITS.address}
            {...field('address2')}
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <TextInput
                label={t('host.editor.details.city')}
                autoComplete="address-level2"
                maxLength={PROPERTY_LIMITS.city}
                {...field('city')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label={t('host.editor.details.postalCode')}
                autoComplete="postal-code"
                maxLength={PROPERTY_LIMITS.postalCode}
                {...field('postalCode')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: showStates ? 6 : 12 }}>
              <SelectOnDemand
                allowDeselect={false}
                label={t('host.editor.details.country')}
                placeholder={t('host.editor.search')}
                data={countryOptions}
                searchable
                clearable
                limit={300}
                nothingFoundMessage={t('host.editor.nothingFound')}
                {...countryProps}
                onChange={(value) => {
                  countryProps.onChange(value);
                  form.setFieldValue('stateId', null);
                  onCountryChange(value ? Number(value) : null);
                }}
              />
            </Grid.Col>
            {showStates ? (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <SelectOnDemand
                  allowDeselect={false}
                  label={t('host.editor.details.state')}
                  placeholder={lookups.statesLoading ? t('app.loading') : t('host.editor.search')}
                  data={stateOptions}
                  searchable
                  clearable
                  limit={200}
                  disabled={lookups.statesLoading && stateOptions.length === 0}
                  nothingFoundMessage={t('host.editor.nothingFound')}
                  {...field('stateId')}
                />
              </Grid.Col>
            ) : null}
          </Grid>
          <TimeZoneField form={form} />
        </Stack>
      </Paper>

      {/* Below the fold of the editor's first view: rendered once the form above has been painted (decision 070). */}
      {afterPaint ? (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              {t('host.editor.location.title')}
            </Title>
            <LocationFields form={form} withDeviceLocation />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
