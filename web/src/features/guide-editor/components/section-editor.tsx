import { Autocomplete, Grid, Group, PasswordInput, Stack, Switch, TextInput } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { PROPERTY_LIMITS } from '@common/contracts/property-constants';
import { useTranslation } from '@web/lib/i18n/react';
import { RichTextField } from '@web/components/rich-text-field/rich-text-field-lazy';
import { useIconNames } from '../api/get-icon-names';
import { errorAt, hasErrorsUnder, useFieldProps, type EditorForm } from '../lib/editor-form';
import { type GuideLocale, type SectionValues } from '../lib/editor-values';
import { sectionLanguageStates } from '../lib/language-marks';
import { ICON_SUGGESTIONS, NamedIcon } from '../lib/section-icons';
import { LocalizedTabs } from './localized-tabs';
import { SectionPhotos } from './section-photos';
import { SectionVideo } from './section-video';
import { SharedSectionNotice } from './shared-blocks/shared-section-notice';
import { SectionTranslation } from './section-translation';

/** The fields of one open section: title and text per language, Wi-Fi, icon, sensitivity, photos. */
export function SectionEditor({ form, index, section }: { form: EditorForm; index: number; section: SectionValues }) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  const path = `guide.sections.${index}`;
  const [locale, setLocale] = useState<GuideLocale>(form.values.guide.defaultLocale);
  const languageName = (lng: GuideLocale) => t(`language.${lng}`);
  // The icon picker searches the server's icon list (names and keywords) once the host types;
  // until then, and while a search is on its way, it offers the app's own short list.
  const [iconTyped, setIconTyped] = useState(false);
  const iconText = useDeferredValue(section.icon ?? '');
  const iconSearch = useIconNames(iconText, iconTyped);
  const iconOptions = iconTyped && iconSearch.data ? iconSearch.data : ICON_SUGGESTIONS;

  return (
    <Stack gap="md">
      {section.sharedBlockId ? (
        <SharedSectionNotice sharedBlockId={section.sharedBlockId} dirty={form.isDirty()} />
      ) : (
        <LocalizedTabs
          value={locale}
          onChange={setLocale}
          states={sectionLanguageStates(section)}
          invalid={{
            en: hasErrorsUnder(form, `${path}.title.en`) || hasErrorsUnder(form, `${path}.body.en`),
            es: hasErrorsUnder(form, `${path}.title.es`) || hasErrorsUnder(form, `${path}.body.es`),
          }}
        >
          {(lng) => (
            <Stack gap="sm">
              <SectionTranslation form={form} section={section} lang={lng} />
              <TextInput
                label={t('host.editor.sections.titleIn', { language: languageName(lng) })}
                maxLength={PROPERTY_LIMITS.sectionTitle}
                lang={lng}
                {...field(`${path}.title.${lng}`)}
              />
              <RichTextField
                label={t('host.editor.sections.bodyIn', { language: languageName(lng) })}
                value={section.body[lng]}
                onChange={(html) => form.setFieldValue(`${path}.body.${lng}`, html)}
                error={errorAt(form, `${path}.body.${lng}`) ? t(errorAt(form, `${path}.body.${lng}`)!) : undefined}
              />
            </Stack>
          )}
        </LocalizedTabs>
      )}

      {section.kind === 'wifi' ? (
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('host.editor.wifi.network')}
              maxLength={PROPERTY_LIMITS.wifiNetwork}
              autoComplete="off"
              value={section.wifi?.network ?? ''}
              onChange={(event) =>
                form.setFieldValue(`${path}.wifi`, {
                  network: event.currentTarget.value,
                  password: section.wifi?.password ?? '',
                })
              }
              error={errorAt(form, `${path}.wifi.network`) ? t(errorAt(form, `${path}.wifi.network`)!) : undefined}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <PasswordInput
              label={t('host.editor.wifi.password')}
              maxLength={PROPERTY_LIMITS.wifiPassword}
              autoComplete="off"
              value={section.wifi?.password ?? ''}
              onChange={(event) =>
                form.setFieldValue(`${path}.wifi`, {
                  network: section.wifi?.network ?? '',
                  password: event.currentTarget.value,
                })
              }
              error={errorAt(form, `${path}.wifi.password`) ? t(errorAt(form, `${path}.wifi.password`)!) : undefined}
            />
          </Grid.Col>
        </Grid>
      ) : null}

      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Autocomplete
            label={t('host.editor.sections.icon')}
            description={t('host.editor.sections.iconHint')}
            data={iconOptions}
            limit={12}
            // Server answers already match by keyword ("toilet" finds "bath"): show them as they are.
            filter={iconTyped && iconSearch.data ? ({ options }) => options : undefined}
            renderOption={({ option }) => (
              <Group gap="xs" wrap="nowrap">
                <NamedIcon name={option.value} />
                {option.value}
              </Group>
            )}
            leftSection={<NamedIcon name={section.icon} />}
            {...field(`${path}.icon`)}
            disabled={Boolean(section.sharedBlockId)}
            onChange={(value) => {
              setIconTyped(true);
              form.setFieldValue(`${path}.icon`, value.trim().toLowerCase());
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Switch
            label={t('host.editor.sections.sensitive')}
            description={t('host.editor.sections.sensitiveHint')}
            {...field(`${path}.sensitive`, { type: 'checkbox' })}
          />
        </Grid.Col>
      </Grid>

      <SectionPhotos
        imageUrls={section.imageUrls}
        limit={PROPERTY_LIMITS.sectionMedia}
        // The drawer delivers a URL; imageUrls is what guests see. mediaIds is kept as
        // the server sent it: the photos issue decides how library ids travel with assigned photos.
        onAdd={(photo) => form.setFieldValue(`${path}.imageUrls`, (urls: string[]) => [...urls, photo.url])}
        onRemove={(photoIndex) =>
          form.setFieldValue(`${path}.imageUrls`, (urls: string[]) => urls.filter((_, i) => i !== photoIndex))
        }
      />

      <SectionVideo value={section.videoId} onChange={(videoId) => form.setFieldValue(`${path}.videoId`, videoId)} />
    </Stack>
  );
}
