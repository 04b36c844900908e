import { ActionIcon, Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { type MessageFailure } from '@common/contracts/message-failures';
import { type Locale } from '@common/locales';
import { useTranslation } from '@web/lib/i18n/react';
import { TooltipOnDemand } from '@web/components/tooltip-on-demand';
import { formatInstant } from '@web/lib/guest-dates';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useAcknowledgeMessageFailure, useMessageFailures } from '../api/message-failures';

/** Where a failure is fixed: the stay (to add the missing address), else the stay's messages (to resend). */
const fixPath = (failure: MessageFailure) =>
  failure.reason.endsWith('.noEmail') || failure.reason.endsWith('.noPhone')
    ? `/home/guide/guests?stayId=${failure.stayId}`
    : `/home/guide/messages?tab=log&stayId=${failure.stayId}`;

/**
 * The dashboard's notice of guest messages that could not be sent: how many, each with its stay,
 * property and reason, a link to fix it and a "seen it" button. Nothing when there are none; a
 * failure leaves it when fixed (its message goes again) or acknowledged.
 */
export function FailedMessagesNotice({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const failures = useMessageFailures();
  const acknowledge = useAcknowledgeMessageFailure();
  if (!failures.data?.count) return null;
  const { count, items } = failures.data;
  return (
    <section aria-label={t('host.messages.failures.region')}>
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title={t('host.messages.failures.title', { count })}
      >
        <Text size="sm" mb="sm">
          {t('host.messages.failures.intro')}
        </Text>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((failure) => (
            <Group key={failure.messageId} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {[failure.guestName, failure.propertyName, failure.templateName].filter(Boolean).join(' · ')}
                </Text>
                <Text size="sm">
                  {t(failure.reason)}{' '}
                  <span style={{ color: 'var(--mantine-color-gray-7)' }}>
                    {formatInstant(failure.failedAt, locale)}
                  </span>
                </Text>
                <Anchor component={LocaleLink} to={fixPath(failure)} size="sm" fw={600}>
                  {t('host.messages.failures.fix', { name: failure.guestName })}
                </Anchor>
              </div>
              <TooltipOnDemand label={t('host.messages.failures.acknowledge')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  loading={acknowledge.isPending && acknowledge.variables === failure.messageId}
                  onClick={() => acknowledge.mutate(failure.messageId)}
                  aria-label={t('host.messages.failures.acknowledgeNamed', { name: failure.guestName })}
                >
                  <IconCheck size={18} aria-hidden />
                </ActionIcon>
              </TooltipOnDemand>
            </Group>
          ))}
        </Stack>
        {count > items.length ? (
          <Text size="sm" mt="xs">
            {t('host.messages.failures.more', { count: count - items.length })}
          </Text>
        ) : null}
      </Alert>
    </section>
  );
}
