import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@common/locales';
import { useLocale, useSwitchLocale } from '@web/lib/i18n/use-locale';

/** Language menu: remembers the choice and shows the same page in the other language. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          c="dark.6"
          px="xs"
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          // The name holds the visible text too ("EN" when compact), so speech users can say what they see.
          aria-label={`${t('language.label')}: ${t(`language.${locale}`)}${compact ? `, ${locale.toUpperCase()}` : ''}`}
        >
          {compact ? locale.toUpperCase() : t(`language.${locale}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LOCALES.map((code) => (
          <Menu.Item
            key={code}
            lang={code}
            aria-current={code === locale ? 'true' : undefined}
            rightSection={code === locale ? <IconCheck size={16} aria-hidden /> : null}
            onClick={() => code !== locale && switchLocale(code)}
          >
            {t(`language.${code}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
