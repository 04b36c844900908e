import { Textarea } from '@mantine/core';
import { type LanguageStates, languageStates } from '@common/guide-languages';
import { useTranslation } from '@web/lib/i18n/react';
import { hasErrorsUnder, useFieldProps, type EditorForm } from '../lib/editor-form';
import { type GuideLocale } from '../lib/editor-values';
import { LocalizedTabs } from './localized-tabs';

/**
 * A plain-text field written once per guide language (a contact's notes, a place's description):
 * language tabs around one textarea bound to `{path}.{lng}`.
 */
export function LocalizedTextarea({
  form,
  path,
  value,
  labelKey,
  maxLength,
  locale,
  onLocaleChange,
  states,
}: {
  form: EditorForm;
  path: string;
  value: Record<GuideLocale, string>;
  /** Translation key taking a {{language}} placeholder, e.g. "Notes (English)". */
  labelKey: string;
  maxLength: number;
  locale: GuideLocale;
  onLocaleChange: (locale: GuideLocale) => void;
  /** The text's language states (places: decision 035); without them, an empty language is marked. */
  states?: LanguageStates;
}) {
  const { t } = useTranslation();
  const field = useFieldProps(form);
  return (
    <LocalizedTabs
      value={locale}
      onChange={onLocaleChange}
      states={states ?? languageStates(value, null)}
      invalid={{ en: hasErrorsUnder(form, `${path}.en`), es: hasErrorsUnder(form, `${path}.es`) }}
    >
      {(lng) => (
        <Textarea
          label={t(labelKey, { language: t(`language.${lng}`) })}
          autosize
          minRows={2}
          maxRows={8}
          lang={lng}
          maxLength={maxLength}
          {...field(`${path}.${lng}`)}
        />
      )}
    </LocalizedTabs>
  );
}
