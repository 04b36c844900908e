import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '@web/lib/i18n/react';
import { useOnboarding } from '@web/lib/onboarding/use-onboarding';
import { SettingsSection } from './settings-section';

/** The dashboard's getting-started tips: how many are left, hide them all, or start over. */
export function OnboardingSettings() {
  const { t } = useTranslation();
  const { remaining, total, isPending, finish, restart } = useOnboarding();
  const done = remaining === 0;

  return (
    <SettingsSection title={t('auth.account.onboarding.title')} description={t('auth.account.onboarding.description')}>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} mb={6} aria-live="polite">
            {done ? t('auth.account.onboarding.done') : t('auth.account.onboarding.remaining', { count: remaining })}
          </Text>
          <Progress value={((total - remaining) / total) * 100} size="sm" radius="xl" aria-hidden />
        </div>
        <Group gap="sm">
          {done ? null : (
            <Button variant="default" onClick={finish} loading={isPending}>
              {t('auth.account.onboarding.finish')}
            </Button>
          )}
          {remaining < total ? (
            <Button variant="subtle" onClick={restart} loading={isPending}>
              {t('auth.account.onboarding.reset')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </SettingsSection>
  );
}
