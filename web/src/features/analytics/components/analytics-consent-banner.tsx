import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { useTranslation } from '@web/lib/i18n/react';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { usePublicConfig } from '@web/lib/public-config';
import { useHydrated } from '@web/lib/use-hydrated';
import { isGuestPath, setAnalyticsConsent, useAnalyticsConsent } from '../consent';

/**
 * The small question asked before the analytics tag is loaded: shown only when the server names an
 * analytics id, the visitor has not answered yet and the page is not guest-facing. The answer is
 * remembered on this device; the privacy page can reset it. Sits bottom-left, clear of the bot-check
 * badge at the bottom right (above it on phones), and takes no focus (it does not block the page).
 */
export function AnalyticsConsentBanner() {
  const { t } = useTranslation();
  const { analyticsId } = usePublicConfig();
  const consent = useAnalyticsConsent();
  const { pathname } = useLocation();
  // Not part of a prerendered page: the analytics id is runtime config and the answer is on this device.
  const hydrated = useHydrated();
  if (!hydrated || !analyticsId || consent !== null || isGuestPath(pathname)) return null;

  return (
    <Paper
      component="section"
      aria-labelledby="analytics-consent-title"
      withBorder
      shadow="md"
      radius="md"
      p="md"
      pos="fixed"
      // Phones: above the bot-check shield at the bottom right (16 px + 34 px + a gap).
      bottom={{ base: 60, xs: 16 }}
      left={16}
      maw="min(420px, calc(100vw - 32px))"
      style={{ zIndex: 300 }}
      data-testid="analytics-consent"
    >
      <Text id="analytics-consent-title" fw={700} size="sm">
        {t('marketing.analyticsConsent.title')}
      </Text>
      <Text size="sm" mt={4}>
        {t('marketing.analyticsConsent.message')}{' '}
        <Anchor component={LocaleLink} to="/service/privacy#section-4" size="sm">
          {t('marketing.analyticsConsent.privacy')}
        </Anchor>
      </Text>
      <Group mt="sm" gap="sm" justify="flex-end">
        <Button variant="default" size="sm" onClick={() => setAnalyticsConsent('denied')}>
          {t('marketing.analyticsConsent.decline')}
        </Button>
        <Button size="sm" onClick={() => setAnalyticsConsent('granted')}>
          {t('marketing.analyticsConsent.accept')}
        </Button>
      </Group>
    </Paper>
  );
}

/** On the privacy page: the remembered answer and a way to change it. Nothing when analytics is off. */
export function AnalyticsChoice() {
  const { t } = useTranslation();
  const { analyticsId } = usePublicConfig();
  const consent = useAnalyticsConsent();
  const hydrated = useHydrated();
  if (!hydrated || !analyticsId) return null;
  const state = consent === 'granted' ? 'granted' : consent === 'denied' ? 'denied' : 'unanswered';
  return (
    <Group gap="sm" my="md" data-testid="analytics-choice">
      <Text size="sm">{t(`marketing.analyticsConsent.choice.${state}`)}</Text>
      {consent !== null ? (
        <Button variant="light" size="xs" onClick={() => setAnalyticsConsent(null)}>
          {t('marketing.analyticsConsent.choice.change')}
        </Button>
      ) : null}
    </Group>
  );
}
