import { ONBOARDING_STEP_KEYS, type Onboarding } from '@common/contracts/support';
import type { SupportRepository } from './support.repository';

/**
 * The getting-started steps from what the host's properties hold (see SupportService.onboarding);
 * the property to start from is the first owned one, else the first co-hosted one.
 */
export function onboardingSteps({
  rows,
  hasPhoto,
  opened,
  hasStay,
  hasContact,
}: Awaited<ReturnType<SupportRepository['onboardingFacts']>> & { hasContact: boolean }): Onboarding {
  const done: Record<(typeof ONBOARDING_STEP_KEYS)[number], boolean> = {
    property: rows.length > 0,
    contact: hasContact,
    photo:
      hasPhoto ||
      rows.some(
        (r) =>
          !!r.propertyImage ||
          r.propertyImageMediaId !== null ||
          r.guide.sections.some((s) => (s.mediaIds?.length ?? 0) > 0 || (s.imageUrls?.length ?? 0) > 0),
      ),
    wifiCheckIn: rows.some(
      (r) => !!r.guide.checkInTime && r.guide.sections.some((s) => s.kind === 'wifi' && !!s.wifi?.network.trim()),
    ),
    publish: rows.some((r) => r.published),
    share: opened || hasStay,
  };
  const first = rows.find((r) => r.owned) ?? rows[0];
  return { steps: ONBOARDING_STEP_KEYS.map((key) => ({ key, done: done[key] })), propertyId: first?.id ?? null };
}
