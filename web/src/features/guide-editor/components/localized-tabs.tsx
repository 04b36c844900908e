import { Box, Tabs, Tooltip } from '@mantine/core';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GUIDE_LOCALES } from '@common/contracts/property';
import { type GuideLocale } from '../lib/editor-values';

/**
 * Tabs for the two guide languages around fields written per language. A tab shows a dot when its
 * language is still empty (guests then see the other language) and turns red when it holds an error.
 */
export function LocalizedTabs({
  value,
  onChange,
  filled,
  invalid,
  children,
}: {
  value: GuideLocale;
  onChange: (locale: GuideLocale) => void;
  filled: Record<GuideLocale, boolean>;
  invalid?: Partial<Record<GuideLocale, boolean>>;
  children: (locale: GuideLocale) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onChange(next as GuideLocale)}
      keepMounted={false}
      variant="outline"
    >
      <Tabs.List>
        {GUIDE_LOCALES.map((locale) => {
          const status = invalid?.[locale]
            ? t('host.editor.language.invalid')
            : filled[locale]
              ? null
              : t('host.editor.language.empty');
          return (
            <Tabs.Tab
              key={locale}
              value={locale}
              c={invalid?.[locale] ? 'red.8' : undefined}
              rightSection={
                status ? (
                  <Tooltip label={status}>
                    <Box
                      component="span"
                      w={7}
                      h={7}
                      bg={invalid?.[locale] ? 'red.7' : 'yellow.6'}
                      style={{ borderRadius: '50%', display: 'inline-block' }}
                      aria-hidden
                    />
                  </Tooltip>
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
