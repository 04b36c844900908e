import { Box, Tabs } from '@mantine/core';
import { type ReactNode } from 'react';
import { GUIDE_LOCALES } from '@common/contracts/property-constants';
import { languageMark, type LanguageStates } from '@common/guide-languages';
import { useTranslation } from '@web/lib/i18n/react';
import { TooltipOnDemand } from '@web/components/tooltip-on-demand';
import { type GuideLocale } from '../lib/editor-values';

/**
 * Tabs for the two guide languages around fields written per language. A tab shows a dot when its
 * language is not written, still starter text or out of date (guests then see the other language, or
 * older words: decision 035) and turns red when it holds an error.
 */
export function LocalizedTabs({
  value,
  onChange,
  states,
  invalid,
  children,
}: {
  value: GuideLocale;
  onChange: (locale: GuideLocale) => void;
  states: LanguageStates;
  invalid?: Partial<Record<GuideLocale, boolean>>;
  children: (locale: GuideLocale) => ReactNode;
}) {
  const { t } = useTranslation();
  const note = (locale: GuideLocale) => {
    const mark = languageMark(states, locale) ?? (states[locale] === 'missing' ? 'missing' : null);
    return mark ? t(`host.editor.language.${mark === 'missing' ? 'empty' : mark}`) : null;
  };
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onChange(next as GuideLocale)}
      keepMounted={false}
      variant="outline"
    >
      <Tabs.List>
        {GUIDE_LOCALES.map((locale) => {
          const status = invalid?.[locale] ? t('host.editor.language.invalid') : note(locale);
          return (
            <Tabs.Tab
              key={locale}
              value={locale}
              c={invalid?.[locale] ? 'red.8' : undefined}
              rightSection={
                status ? (
                  <TooltipOnDemand label={status}>
                    <Box
                      component="span"
                      w={7}
                      h={7}
                      bg={invalid?.[locale] ? 'red.7' : 'yellow.6'}
                      style={{ borderRadius: '50%', display: 'inline-block' }}
                      aria-hidden
                    />
                  </TooltipOnDemand>
                ) : null
              }
              aria-label={status ? `${t(`language.${locale}`)} (${status})` : undefined}
            >
              {t(`language.${locale}`)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {GUIDE_LOCALES.map((locale) => (
        <Tabs.Panel key={locale} value={locale} pt="sm">
          {children(locale)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
