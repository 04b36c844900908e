import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type UserSession } from '@common/contracts/user';
import { useLocalePath } from '@web/lib/i18n/use-locale';
import { takePendingInvitation } from '@web/lib/pending-invitation';
import { ROLES, setUser, tokenRoles } from '@web/lib/session';
import { safeRedirectPath } from './safe-redirect';

/** Where a visitor goes after signing in when the link named no (acceptable) place. */
export const DEFAULT_AFTER_SIGN_IN = '/home';

/**
 * The `redirect` of the current page (a same-origin path) or the dashboard in the page's language,
 * and the query string that carries it on to the next auth page.
 */
export function useRedirectTarget() {
  const [params] = useSearchParams();
  const localePath = useLocalePath();
  const requested = safeRedirectPath(params.get('redirect'));
  const target = requested ?? localePath(DEFAULT_AFTER_SIGN_IN);
  const carry = requested ? `?redirect=${encodeURIComponent(requested)}` : '';
  return { target, requested, carry };
}

/**
 * Finishes a sign-in answer: stores the user, then goes to the `redirect` path (or /home). A token
 * with the TwoFa role claim is only half a sign-in: it is stored too (the verify call needs it as its
 * Bearer) and the visitor goes to /login/verify, keeping the redirect for afterwards.
 */
export function useCompleteSignIn() {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { target, requested, carry } = useRedirectTarget();
  return useCallback(
    (user: UserSession) => {
      setUser(user);
      if (tokenRoles(user.token).includes(ROLES.twoFa))
        void navigate(localePath(`/login/verify${carry}`), { replace: true });
      // Without a redirect, a co-host invitation opened before signing up comes first.
      else void navigate(requested ? target : (takePendingInvitation() ?? target), { replace: true });
    },
    [carry, localePath, navigate, requested, target],
  );
}
