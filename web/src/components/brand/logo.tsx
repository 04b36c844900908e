import { Group, Text } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { LogoMark } from './logo-mark';

/** Mark + wordmark. Wrap it in a link where it leads somewhere; the wordmark is the accessible name. */
export function Logo({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <Group gap={10} wrap="nowrap" component="span">
      <LogoMark size={size} />
      <Text component="span" fw={800} fz={size * 0.6} c="dark.8" style={{ letterSpacing: '-0.02em', lineHeight: 1 }}>
        {t('app.name')}
      </Text>
    </Group>
  );
}
