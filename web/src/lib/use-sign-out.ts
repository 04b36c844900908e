import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { type SignOutRequest } from '@common/contracts/auth';
import { useLocalePath } from './i18n/use-locale';
import { getPublicConfig } from './public-config';
import { getUser, signOut } from './session';

/**
 * POST /auth/signout: the server ends the session the refresh token belongs to, so a copied token
 * pair stops working too. Best effort and silent (no toast): the browser forgets the session either
 * way, and `keepalive` lets the request finish while the page changes.
 */
export function revokeSession(refreshToken: string | undefined): void {
  if (!refreshToken) return;
  const body: SignOutRequest = { refreshToken };
  try {
    void fetch(`${getPublicConfig().apiBase.replace(/\/+$/, '')}/auth/signout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // No config or no fetch: nothing to revoke from here.
  }
}

/**
 * Signs out (docs/product.md, "Session") and lands on /. The page changes first: clearing the session while a
 * guarded page is still shown would make its guard send the visitor to the login page instead. The
 * navigation is flushed synchronously, because the router otherwise commits it in a transition
 * that the session change would overtake (the old page re-rendering without a token).
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { refreshToken } = getUser();
    await navigate(localePath('/'), { flushSync: true });
    signOut();
    queryClient.clear();
    revokeSession(refreshToken);
  }, [localePath, navigate, queryClient]);
}
