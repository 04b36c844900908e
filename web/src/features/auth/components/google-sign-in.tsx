import { Box, Divider, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { type UserSession } from '@common/contracts/user';
import { useTranslation } from '@web/lib/i18n/react';
import { FormError } from '@web/components/form-error';
import { useLocale } from '@web/lib/i18n/use-locale';
import { useIssueTokenGoogle } from '../api/issue-token-google';
import { loadGoogleIdentity } from '../hooks/google-identity';

type Status = 'loading' | 'ready' | 'failed';

/**
 * "Continue with Google", shown only when the server has a Google client id (the caller checks
 * config.googleClientId). Google's own button is rendered into a box; the ID token it hands back
 * goes to POST /auth/IssueTokenGoogle. If Google's script cannot load, the whole block disappears.
 */
export function GoogleSignIn({
  clientId,
  scriptUrl,
  rememberMe,
  onSignedIn,
}: {
  clientId: string;
  scriptUrl?: string;
  rememberMe: () => boolean;
  onSignedIn: (user: UserSession) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const signIn = useIssueTokenGoogle();
  // The script calls back long after render: read the latest values through refs.
  const latest = useRef({ rememberMe, onSignedIn, mutate: signIn.mutate, locale });
  useEffect(() => {
    latest.current = { rememberMe, onSignedIn, mutate: signIn.mutate, locale };
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity(scriptUrl).then(
      (google) => {
        if (cancelled || !box.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          context: 'signin',
          callback: ({ credential }) => {
            if (!credential) return;
            const { mutate, rememberMe: remember, onSignedIn: done, locale: language } = latest.current;
            mutate({ credential, rememberMe: remember(), locale: language }, { onSuccess: done });
          },
        });
        google.accounts.id.renderButton(box.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(box.current.clientWidth || 320, 400),
          locale,
        });
        setStatus('ready');
      },
      () => {
        if (!cancelled) setStatus('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, scriptUrl, locale]);

  if (status === 'failed') return null;
  return (
    <>
      <Divider label={t('auth.login.or')} labelPosition="center" my="lg" />
      <FormError error={signIn.error} />
      {status === 'loading' ? (
        <Text size="sm" c="gray.7" ta="center" aria-live="polite">
          {t('auth.login.googleLoading')}
        </Text>
      ) : null}
      <Box ref={box} mih={status === 'ready' ? 44 : 0} style={{ display: 'flex', justifyContent: 'center' }} />
    </>
  );
}
