import {
  Alert,
  Box,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconLanguage } from '@tabler/icons-react';
import { type Theme } from '@common/contracts/list';
import { GUIDE_LOCALES } from '@common/contracts/property-constants';
import { hasStarterFiller } from '@common/starter-filler';
import { useTranslation } from '@web/lib/i18n/react';
import { usePublicConfig } from '@web/lib/public-config';
import { useFieldProps, type EditorForm } from '../lib/editor-form';
import { type GuideLocale } from '../lib/editor-values';
import { useLanguageWork } from '../hooks/use-language-work';
import { CodeAttemptsNotice } from './code-attempts-notice';
import { GuestLink } from './guest-link';

function ThemeSwatch({ theme }: { theme: Theme }) {
  return (
    <Group gap={2} wrap="nowrap" aria-hidden>
      {[theme.primaryColor, theme.accentColor, theme.backgroundColor].map((color, index) => (
        <Box
          key={index}
          w={12}
          h={12}
          style={{ background: color, borderRadius: 3, border: '1px solid rgba(0,0,0,0.15)' }}
        />
      ))}
    </Group>
  );
}

/**
 * Publishing, the guest link and QR code, the access code, the guide's first language and its theme,
 * and whether the guide may load page analytics (after each guest's consent; off by default).
 */
export function SharingPanel({
  form,
  propertyId,
  slug,
  themes,
  isCoHost = false,
}: {
  form: EditorForm;
  propertyId: number;
  slug: string;
  themes: Theme[];
  isCoHost?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const { analyticsId } = usePublicConfig();
  const field = useFieldProps(form);
  const { guide } = form.values;
  // Sections still holding the starter template's placeholder lines (hidden from guests): warn before sharing.
  const lang = i18n.language === 'es' ? 'es' : 'en';
  const fillerTitles = guide.sections
    .filter((section) => Object.values(section.body).some((html) => hasStarterFiller(html)))
    .map(
      (section) =>
        section.title[lang] ||
        section.title[lang === 'es' ? 'en' : 'es'] ||
        t(`host.editor.sectionKinds.${section.kind}`),
    );
  const languageWork = useLanguageWork(guide, lang);
  const hasSensitive = guide.sections.some((section) => section.sensitive);
  const selectedTheme = themes.find((theme) => String(theme.id) === guide.themeId) ?? themes[0];

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('host.editor.sharing.title')}
          </Title>
          <Switch
            size="md"
            label={t('host.editor.sharing.published')}
            description={
              isCoHost
                ? t('host.cohosts.errors.cannotPublish')
                : guide.published
                  ? t('host.editor.sharing.publishedOn')
                  : t('host.editor.sharing.publishedOff')
            }
            {...field('guide.published', { type: 'checkbox' })}
            // Only the owner publishes or unpublishes (the server refuses a co-host's change too).
            disabled={isCoHost}
          />
          {fillerTitles.length ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconInfoCircle size={18} aria-hidden />}
              data-testid="filler-warning"
            >
              {t('host.editor.sharing.fillerWarning', { sections: fillerTitles.join(', ') })}
            </Alert>
          ) : null}
          {languageWork.map(({ lang: missingIn, missing, outdated }) => (
            <Alert
              key={missingIn}
              color="orange"
              variant="light"
              icon={<IconLanguage size={18} aria-hidden />}
              data-testid={`language-warning-${missingIn}`}
            >
              <Stack gap={4}>
                {missing.length ? (
                  <Text size="sm">
                    {t('host.editor.sharing.languageMissing', {
                      language: t(`language.${missingIn}`),
                      items: missing.join(', '),
                    })}
                  </Text>
                ) : null}
                {outdated.length ? (
                  <Text size="sm">
                    {t('host.editor.sharing.languageOutdated', {
                      language: t(`language.${missingIn}`),
                      items: outdated.join(', '),
                    })}
                  </Text>
                ) : null}
              </Stack>
            </Alert>
          ))}
          <GuestLink slug={slug} propertyName={form.values.name} />
          {!guide.published ? (
            <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('host.editor.sharing.notPublished')}
            </Alert>
          ) : null}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('host.editor.sharing.accessTitle')}
          </Title>
          <TextInput
            label={t('host.editor.sharing.accessCode')}
            description={t('host.editor.sharing.accessCodeHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={8}
            w={{ base: '100%', xs: 260 }}
            {...field('guide.accessCode')}
          />
          {hasSensitive && !guide.accessCode.trim() ? (
            <Text size="sm" c="yellow.9">
              {t('host.editor.sharing.sensitiveWithoutCode')}
            </Text>
          ) : null}
          <CodeAttemptsNotice propertyId={propertyId} hasCode={!!guide.accessCode.trim()} />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('host.editor.sharing.lookTitle')}
          </Title>
          <Stack gap={4}>
            <Input.Label component="span" id="guide-default-language">
              {t('host.editor.sharing.defaultLocale')}
            </Input.Label>
            <SegmentedControl
              aria-labelledby="guide-default-language"
              value={guide.defaultLocale}
              onChange={(value) => form.setFieldValue('guide.defaultLocale', value as GuideLocale)}
              data={GUIDE_LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
              style={{ alignSelf: 'flex-start' }}
            />
            <Text size="xs" c="gray.7">
              {t('host.editor.sharing.defaultLocaleHint')}
            </Text>
          </Stack>
          <Select
            allowDeselect={false}
            label={t('host.editor.sharing.theme')}
            data={themes.map((theme) => ({ value: String(theme.id), label: theme.name }))}
            placeholder={themes[0]?.name}
            clearable
            leftSection={selectedTheme ? <ThemeSwatch theme={selectedTheme} /> : null}
            leftSectionWidth={52}
            renderOption={({ option }) => {
              const theme = themes.find((item) => String(item.id) === option.value);
              return (
                <Group gap="sm" wrap="nowrap">
                  {theme ? <ThemeSwatch theme={theme} /> : null}
                  <span>{option.label}</span>
                </Group>
              );
            }}
            w={{ base: '100%', xs: 320 }}
            {...field('guide.themeId')}
          />
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('host.editor.sharing.analyticsTitle')}
          </Title>
          <Switch
            size="md"
            label={t('host.editor.sharing.analytics')}
            description={t('host.editor.sharing.analyticsHint')}
            {...field('guide.guestAnalytics', { type: 'checkbox' })}
          />
          {guide.guestAnalytics && !analyticsId ? (
            <Text size="sm" c="gray.7" data-testid="analytics-not-configured">
              {t('host.editor.sharing.analyticsNotConfigured')}
            </Text>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
