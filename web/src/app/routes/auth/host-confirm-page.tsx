import { Alert, Blockquote, Button, Group, List, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useLocation, useSearchParams } from 'react-router';
import { CoHostTokenSchema } from '@common/contracts/cohosts';
import { useTranslation } from '@web/lib/i18n/react';
import { Logo } from '@web/components/brand/logo';
import { FormError } from '@web/components/form-error';
import { AuthCard } from '@web/features/auth/components/auth-card';
import { useAcceptInvitation } from '@web/features/cohosts/api/accept-invitation';
import { useInvitationPreview } from '@web/features/cohosts/api/preview-invitation';
import { ApiCallError } from '@web/lib/api-call';
import { formatDateMedium } from '@web/lib/dates';
import { LocaleLink } from '@web/lib/i18n/locale-link';
import { useLocale } from '@web/lib/i18n/use-locale';
import { isFullySignedIn } from '@web/lib/route-guards';
import { forgetInvitation, rememberInvitation } from '@web/lib/pending-invitation';
import { useSessionUser } from '@web/lib/session';

/**
 * /host/confirm?token=... — the co-host invitation link. Shows who invites to what; a visitor who is
 * not signed in signs in or signs up first (the link, token included, is the `redirect` they come
 * back to), then accepts.
 */
export function HostConfirmPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const [params] = useSearchParams();
  const raw = params.get('token');
  const token = raw && CoHostTokenSchema.safeParse(raw).success ? raw.trim() : null;
  const user = useSessionUser();
  const signedIn = isFullySignedIn(user.token);
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation();
  const back = `?redirect=${encodeURIComponent(location.pathname + location.search)}`;

  let body;
  if (!token) {
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('auth.hostConfirm.missingToken')}
      </Alert>
    );
  } else if (preview.isPending) {
    body = (
      <Group gap="sm" aria-busy="true">
        <Loader size="sm" />
        <Text>{t('auth.hostConfirm.loading')}</Text>
      </Group>
    );
  } else if (!preview.data) {
    const first = preview.error instanceof ApiCallError ? preview.error.errors[0] : undefined;
    body = (
      <Alert color="red" variant="light" role="alert">
        {t(
          first?.description ??
            (preview.error instanceof ApiCallError && preview.error.status === null
              ? 'errors.network'
              : 'host.cohosts.errors.invitationInvalid'),
        )}
      </Alert>
    );
  } else if (accept.data) {
    body = (
      <Stack gap="md">
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} role="status">
          {t('auth.hostConfirm.accepted', { properties: accept.data.properties.map((p) => p.name).join(', ') })}
        </Alert>
        <Button component={LocaleLink} to="/home/guide/properties">
          {t('auth.hostConfirm.openProperties')}
        </Button>
      </Stack>
    );
  } else {
    const invitation = preview.data;
    body = (
      <Stack gap="md">
        <Text fw={500}>{t('auth.hostConfirm.invitedBy', { name: invitation.inviterName })}</Text>
        <List spacing={4}>
          {invitation.properties.map((p) => (
            <List.Item key={p.propertyId}>{p.name}</List.Item>
          ))}
        </List>
        {invitation.message ? (
          <Blockquote
            p="sm"
            style={{ whiteSpace: 'pre-wrap' }}
            cite={t('auth.hostConfirm.messageFrom', { name: invitation.inviterName })}
          >
            {invitation.message}
          </Blockquote>
        ) : null}
        <Text size="sm" c="gray.7">
          {t('auth.hostConfirm.expires', { date: formatDateMedium(invitation.expiresAt, locale) })}
        </Text>
        {signedIn ? (
          <Stack gap="sm">
            <Text size="sm">{t('auth.hostConfirm.signedInAs', { email: user.email ?? '' })}</Text>
            <FormError error={accept.error} />
            <Button onClick={() => accept.mutate(token, { onSettled: forgetInvitation })} loading={accept.isPending}>
              {t('auth.hostConfirm.accept')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm">{t('auth.hostConfirm.signInPrompt')}</Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <Button component={LocaleLink} to={`/login${back}`}>
                {t('auth.hostConfirm.signIn')}
              </Button>
              <Button
                component={LocaleLink}
                to={`/login/register${back}`}
                variant="default"
                onClick={() => rememberInvitation(location.pathname + location.search)}
              >
                {t('auth.hostConfirm.signUp')}
              </Button>
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack align="center" gap="lg">
      <LocaleLink to="/" aria-label={t('nav.home')} style={{ textDecoration: 'none' }}>
        <Logo size={34} />
      </LocaleLink>
      <AuthCard bare title={t('auth.hostConfirm.title')}>
        {body}
      </AuthCard>
    </Stack>
  );
}
