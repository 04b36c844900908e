import { Anchor, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled, IconCircleDashed } from '@tabler/icons-react';
import { useEffect } from 'react';
import { type OnboardingStepKey } from '@common/contracts/support';
import { useTranslation } from '@web/lib/i18n/react';
import { propertyPath } from '@web/app/route-paths';
import { useOnboarding } from '@web/lib/onboarding/use-onboarding';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useOnboardingSteps } from '../api/get-onboarding';
import { tutorialPath } from '../tutorials/tutorials';

/** Each step's tutorial (and the step in it) and where it is done. */
const STEP_LINKS: Record<OnboardingStepKey, { tutorial: string; target: (propertyId: number | null) => string }> = {
  property: { tutorial: 'getting-started', target: () => '/home/guide/properties' },
  contact: { tutorial: 'getting-started', target: () => '/account#guest-contact' },
  photo: { tutorial: 'photos', target: (id) => (id ? propertyPath(id) : '/home/guide/properties') },
  wifiCheckIn: { tutorial: 'building-a-guide', target: (id) => (id ? propertyPath(id) : '/home/guide/properties') },
  publish: { tutorial: 'sharing-with-guests', target: (id) => (id ? propertyPath(id) : '/home/guide/properties') },
  share: { tutorial: 'sharing-with-guests', target: (id) => (id ? propertyPath(id) : '/home/guide/properties') },
};

/**
 * The dashboard's getting-started checklist. Each step is ticked by the server from the host's data
 * (GET /support/onboarding), links to the place where it is done and to its tutorial. Opening the
 * dashboard only reads: the steps left come from the server each time, and the stored onboardingCount
 * changes only when the host acts ("Hide these tips" sets it to 0 for good, the account page restarts).
 * `refreshKey` changes when the host's properties change, so a step done here ticks at once.
 */
export function OnboardingChecklist({ refreshKey }: { refreshKey?: number }) {
  const { t } = useTranslation();
  const { remaining, isPending, finish } = useOnboarding();
  const { data, refetch } = useOnboardingSteps(remaining > 0);
  const steps = data?.steps ?? [];
  const left = steps.filter((step) => !step.done).length;
  const next = steps.find((step) => !step.done);

  useEffect(() => {
    if (refreshKey !== undefined && remaining > 0) void refetch();
  }, [refreshKey, refetch, remaining]);

  if (remaining <= 0 || !data || left === 0) return null;

  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby="onboarding-title"
      data-testid="onboarding-checklist"
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="onboarding-title">
            {t('host.dashboard.onboarding.title')}
          </Title>
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('host.dashboard.onboarding.remaining', { count: left })}
          </Text>
        </div>
        <Progress value={((steps.length - left) / steps.length) * 100} size="sm" radius="xl" aria-hidden />
        <Stack gap={8} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {steps.map((step) => {
            const isNext = step === next;
            const links = STEP_LINKS[step.key];
            const label = t(`host.dashboard.onboarding.steps.${step.key}`);
            return (
              <Group
                key={step.key}
                component="li"
                gap="sm"
                wrap="nowrap"
                align="flex-start"
                data-step={step.key}
                data-done={step.done ? 'true' : 'false'}
              >
                {step.done ? (
                  <IconCircleCheckFilled
                    size={20}
                    color="var(--mantine-color-teal-7)"
                    aria-label={t('host.dashboard.onboarding.doneLabel')}
                    role="img"
                    style={{ flexShrink: 0 }}
                  />
                ) : (
                  <IconCircleDashed
                    size={20}
                    color="var(--mantine-color-gray-6)"
                    aria-label={t('host.dashboard.onboarding.todoLabel')}
                    role="img"
                    style={{ flexShrink: 0 }}
                  />
                )}
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text
                    size="sm"
                    fw={isNext ? 600 : 400}
                    c={step.done ? 'gray.7' : undefined}
                    td={step.done ? 'line-through' : undefined}
                  >
                    {label}
                  </Text>
                  {!step.done ? (
                    <Group gap="md">
                      {isNext ? (
                        <Anchor
                          component={LocaleLink}
                          to={links.target(data.propertyId)}
                          size="sm"
                          fw={600}
                          aria-label={`${t('host.dashboard.onboarding.go')}: ${label}`}
                        >
                          {t('host.dashboard.onboarding.go')}
                        </Anchor>
                      ) : null}
                      <Anchor
                        component={LocaleLink}
                        to={tutorialPath(links.tutorial)}
                        size="sm"
                        aria-label={`${t('host.dashboard.onboarding.howTo')}: ${label}`}
                      >
                        {t('host.dashboard.onboarding.howTo')}
                      </Anchor>
                    </Group>
                  ) : null}
                </Stack>
              </Group>
            );
          })}
        </Stack>
        <Button
          variant="subtle"
          size="xs"
          color="gray"
          onClick={finish}
          loading={isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('host.dashboard.onboarding.hide')}
        </Button>
      </Stack>
    </Paper>
  );
}
