import { Group, Paper, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The badge of the self-hosted bot check, bottom-right (SPEC.md section 1). reCAPTCHA draws its own
 * badge, so forms show this one only for ALTCHA.
 */
export function BotCheckBadge() {
  const { t } = useTranslation();
  return (
    <Paper
      component="aside"
      aria-label={t('auth.botCheck.label')}
      shadow="sm"
      radius="xl"
      withBorder
      px="sm"
      py={6}
      pos="fixed"
      bottom={16}
      right={16}
      style={{ zIndex: 900, pointerEvents: 'none', maxWidth: 'calc(100vw - 32px)' }}
    >
      <Group gap={6} wrap="nowrap">
        <IconShieldCheck size={16} stroke={1.8} color="var(--mantine-color-brand-7)" aria-hidden />
        <Text size="xs" c="gray.7" lh={1.3}>
          {t('auth.botCheck.badge')}
        </Text>
      </Group>
    </Paper>
  );
}
