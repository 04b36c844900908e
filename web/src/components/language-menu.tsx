import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { LOCALES } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { useLocale, useSwitchLocale } from '@web/lib/i18n/use-locale';
import { type LoadedMenuProps } from './menu-on-demand';

/** The language menu itself, loaded by LanguageSwitcher when first wanted. */
export function LanguageMenu({ target, defaultOpened }: LoadedMenuProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const switchLocale = useSwitchLocale();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>{target}</Menu.Target>
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
