import { Box, Group, List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { estimatePasswordStrength, type PasswordScore } from '@web/lib/password-strength';

const LEVELS: Record<PasswordScore, { key: string; color: string }> = {
  0: { key: 'tooShort', color: 'gray' },
  1: { key: 'weak', color: 'red' },
  2: { key: 'fair', color: 'orange' },
  3: { key: 'good', color: 'lime' },
  4: { key: 'strong', color: 'teal' },
};

function Requirement({ met, label }: { met: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <List.Item
      icon={
        <ThemeIcon size={16} radius="xl" color={met ? 'teal' : 'gray.5'} variant={met ? 'filled' : 'light'} aria-hidden>
          {met ? <IconCheck size={11} stroke={3} /> : <IconPoint size={11} />}
        </ThemeIcon>
      }
    >
      <Text span size="xs" c={met ? 'teal.9' : 'gray.7'}>
        {label}
      </Text>
      <VisuallyHidden>{` (${met ? t('auth.password.met') : t('auth.password.notMet')})`}</VisuallyHidden>
    </List.Item>
  );
}

/**
 * The strength meter under a new-password field: four bars, the level in words (announced politely
 * to screen readers), what a strong password has, and what to avoid. Computed in the browser only.
 */
export function PasswordStrengthMeter({
  password,
  minLength,
  id,
}: {
  password: string;
  minLength: number;
  id?: string;
}) {
  const { t } = useTranslation();
  const strength = useMemo(() => estimatePasswordStrength(password, minLength), [password, minLength]);
  const level = LEVELS[strength.score];
  const typed = password.length > 0;

  return (
    <Stack gap={8} mt={8} id={id} data-testid="password-strength">
      <Group gap={4} grow aria-hidden>
        {[1, 2, 3, 4].map((bar) => (
          <Progress
            key={bar}
            size={6}
            radius="xl"
            value={typed && strength.score >= bar ? 100 : 0}
            color={level.color}
            transitionDuration={150}
            bg="gray.2"
          />
        ))}
      </Group>
      <Text size="xs" fw={600} c={typed ? `${level.color}.9` : 'gray.7'} aria-live="polite" aria-atomic>
        {typed
          ? t('auth.password.strength', { level: t(`auth.password.levels.${level.key}`) })
          : t('auth.password.hints.title')}
      </Text>
      <Box>
        <List spacing={2} size="xs" center>
          <Requirement met={strength.meetsMinLength} label={t('auth.password.hints.length', { min: minLength })} />
          <Requirement met={strength.classes.lower && strength.classes.upper} label={t('auth.password.hints.cases')} />
          <Requirement met={strength.classes.digit} label={t('auth.password.hints.digit')} />
          <Requirement met={strength.classes.symbol} label={t('auth.password.hints.symbol')} />
        </List>
      </Box>
      {typed && strength.warnings.length > 0 ? (
        <Stack gap={2}>
          {strength.warnings.map((warning) => (
            <Text key={warning} size="xs" c="orange.9">
              {t(`auth.password.warnings.${warning}`)}
            </Text>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
