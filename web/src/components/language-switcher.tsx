import { Button } from '@mantine/core';
import { IconChevronDown, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from '@web/lib/i18n/react';
import { useLocale } from '@web/lib/i18n/use-locale';
import { MenuOnDemand } from './menu-on-demand';
import { onDemand } from './on-demand';

const languageMenu = onDemand(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })));

/**
 * Language menu: remembers the choice and shows the same page in the other language. Its menu code
 * loads when the button is first pointed at, focused or pressed (MenuOnDemand).
 */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <MenuOnDemand
      menu={languageMenu}
      renderTarget={(props) => (
        <Button
          variant="subtle"
          color="gray"
          c="dark.6"
          px="xs"
          leftSection={<IconLanguage size={18} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          // The name holds the visible text too ("EN" when compact), so speech users can say what they see.
          aria-label={`${t('language.label')}: ${t(`language.${locale}`)}${compact ? `, ${locale.toUpperCase()}` : ''}`}
          {...props}
        >
          {compact ? locale.toUpperCase() : t(`language.${locale}`)}
        </Button>
      )}
    />
  );
}
