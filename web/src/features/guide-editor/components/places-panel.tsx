import { ActionIcon, Button, Grid, Group, Image, Paper, Stack, Text, TextInput, Title, Select } from '@mantine/core';
import { IconPhotoPlus, IconPlus, IconToolsKitchen2, IconTrash, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { type AttractionType } from '@common/contracts/list';
import { PROPERTY_LIMITS } from '@common/contracts/property-constants';
import { useTranslation } from '@web/lib/i18n/react';
import { usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { hasErrorsUnder, useFieldProps, type EditorForm } from '../lib/editor-form';
import { newAttraction, type AttractionValues, type GuideLocale } from '../lib/editor-values';
import { toOptions } from '../lib/lookups';
import { LocationFields } from './location-fields';
import { placeLanguageStates } from '../lib/language-marks';
import { LanguageMarks } from '@web/components/language-marks';
import { LocalizedTextarea } from './localized-textarea';
import { SharedPlaceCard } from './shared-blocks/shared-place-card';
import { UseSharedBlockButton } from './shared-blocks/use-shared-block-button';
import { PlaceTranslation } from './place-translation';

function AttractionCard({
  form,
  index,
  attraction,
  types,
}: {
  form: EditorForm;
  index: number;
  attraction: AttractionValues;
  types: AttractionType[];
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const drawer = usePhotoDrawer();
  const path = `guide.attractions.${index}`;
  const [locale, setLocale] = useState<GuideLocale>(form.values.guide.defaultLocale);
  const label = attraction.name.trim() || t('host.editor.places.untitled');
  const states = placeLanguageStates(attraction);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="li"
      style={{ borderColor: hasErrorsUnder(form, path) ? 'var(--mantine-color-red-6)' : undefined }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {label}
            </Text>
            <LanguageMarks states={states} />
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => form.removeListItem('guide.attractions', index)}
            aria-label={t('host.editor.places.remove', { name: label })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label={t('host.editor.places.name')}
              required
              maxLength={PROPERTY_LIMITS.attractionName}
              {...field(`${path}.name`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <Select
              allowDeselect={false}
              label={t('host.editor.places.type')}
              required
              data={toOptions(types)}
              placeholder={t('host.editor.choose')}
              {...field(`${path}.attractionTypeId`)}
            />
          </Grid.Col>
        </Grid>
        <LocalizedTextarea
          form={form}
          path={`${path}.description`}
          value={attraction.description}
          labelKey="host.editor.places.descriptionIn"
          maxLength={PROPERTY_LIMITS.attractionDescription}
          locale={locale}
          onLocaleChange={setLocale}
          states={states}
        />
        <PlaceTranslation form={form} place={attraction} lang={locale} />
        <TextInput
          label={t('host.editor.places.address')}
          maxLength={PROPERTY_LIMITS.address}
          {...field(`${path}.address`)}
        />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('host.editor.places.url')}
              type="url"
              placeholder="https://"
              maxLength={PROPERTY_LIMITS.url}
              {...field(`${path}.url`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('host.editor.places.phone')}
              type="tel"
              maxLength={PROPERTY_LIMITS.phone}
              {...field(`${path}.phone`)}
            />
          </Grid.Col>
        </Grid>
        <LocationFields form={form} path={path} />
        {attraction.imageUrl || drawer.canAssign ? (
          <Group gap="sm">
            {attraction.imageUrl ? (
              <Image
                src={attraction.imageUrl}
                alt={t('host.editor.places.imageAlt', { name: label })}
                w={88}
                h={66}
                radius="sm"
                fit="cover"
              />
            ) : null}
            {drawer.canAssign ? (
              <Button
                size="xs"
                variant="default"
                leftSection={<IconPhotoPlus size={14} aria-hidden />}
                onClick={() =>
                  drawer.open(attraction.imageUrl ?? undefined, {
                    onAssign: (photo) => {
                      form.setFieldValue(`${path}.imageUrl`, photo.url);
                      form.setFieldValue(`${path}.mediaId`, photo.mediaId);
                    },
                  })
                }
              >
                {attraction.imageUrl ? t('host.editor.details.imageChange') : t('host.editor.details.imageChoose')}
              </Button>
            ) : null}
            {attraction.imageUrl ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => {
                  form.setFieldValue(`${path}.imageUrl`, null);
                  form.setFieldValue(`${path}.mediaId`, null);
                }}
              >
                {t('host.editor.details.imageRemove')}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** Whether a recommendation of this type belongs with food and drink. */
export const isFoodType = (foodTypeIds: ReadonlySet<string>, id: string | null) => id !== null && foodTypeIds.has(id);

function PlacesGroup({
  form,
  food,
  types,
  foodTypeIds,
  title,
  description,
  addLabel,
  emptyLabel,
}: {
  form: EditorForm;
  food: boolean;
  types: AttractionType[];
  foodTypeIds: ReadonlySet<string>;
  title: string;
  description: string;
  addLabel: string;
  emptyLabel: string;
}) {
  const attractions = form.values.guide.attractions;
  // Items of an unknown or missing type are listed with "other", where the host can fix them.
  const items = attractions
    .map((attraction, index) => ({ attraction, index }))
    .filter(({ attraction }) => isFoodType(foodTypeIds, attraction.attractionTypeId) === food);
  const Icon = food ? IconToolsKitchen2 : IconMapPin;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <div>
          <Group gap={8}>
            <Icon size={20} aria-hidden />
            <Title order={2} size="h4">
              {title}
            </Title>
          </Group>
          <Text size="sm" c="gray.7">
            {description}
          </Text>
        </div>
        {items.length === 0 ? <Text c="gray.7">{emptyLabel}</Text> : null}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map(({ attraction, index }) => {
            const Card = attraction.sharedBlockId ? SharedPlaceCard : AttractionCard;
            return (
              <Card key={attraction.attractionId} form={form} index={index} attraction={attraction} types={types} />
            );
          })}
        </Stack>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          disabled={attractions.length >= PROPERTY_LIMITS.attractions}
          onClick={() => form.insertListItem('guide.attractions', newAttraction(types[0]?.id ?? null))}
        >
          {addLabel}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Recommendations: places to eat and drink, and other things to do, with address and location. */
export function PlacesPanel({ form, attractionTypes }: { form: EditorForm; attractionTypes: AttractionType[] }) {
  const { t } = useTranslation();
  const food = attractionTypes.filter((type) => type.food);
  const other = attractionTypes.filter((type) => !type.food);
  const foodTypeIds = new Set(food.map((type) => String(type.id)));
  return (
    <Stack gap="lg">
      <PlacesGroup
        form={form}
        food
        types={food}
        foodTypeIds={foodTypeIds}
        title={t('host.editor.places.foodTitle')}
        description={t('host.editor.places.foodDescription')}
        addLabel={t('host.editor.places.addFood')}
        emptyLabel={t('host.editor.places.foodEmpty')}
      />
      <PlacesGroup
        form={form}
        food={false}
        types={other}
        foodTypeIds={foodTypeIds}
        title={t('host.editor.places.otherTitle')}
        description={t('host.editor.places.otherDescription')}
        addLabel={t('host.editor.places.addOther')}
        emptyLabel={t('host.editor.places.otherEmpty')}
      />
      <UseSharedBlockButton
        kind="place"
        used={form.values.guide.attractions.flatMap((a) => (a.sharedBlockId ? [a.sharedBlockId] : []))}
        dirty={form.isDirty()}
        full={form.values.guide.attractions.length >= PROPERTY_LIMITS.attractions}
      />
    </Stack>
  );
}
