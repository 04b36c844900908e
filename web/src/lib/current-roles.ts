import { useQuery } from '@tanstack/react-query';
import { createContext } from 'react';
import { type UserSession } from '@common/contracts/user';
import { api } from './api-client';
import { decodeJwtPayload, tokenRoles } from './session';

/** Query key of GET /user (per signed-in user). */
export const currentUserKey = (userId: string | null) => ['session', 'current-user', userId] as const;

/** GET /user: the signed-in user as the server holds it now (roles read on that request). */
export async function getCurrentUser(signal?: AbortSignal): Promise<UserSession> {
  const result = await api<UserSession>('GET', '/user', { signal });
  if (!result) throw new Error('The current user could not be loaded');
  return result;
}

/**
 * True while the admin area waits for the server's answer on the roles: the area's frame shows
 * (header, navigation, placeholders), its page does not mount yet (set by the app root).
 */
export const RolesPendingContext = createContext(false);

export interface CurrentRoles {
  /** The roles the server holds now; null until it answered (or when it could not be asked). */
  roles: string[] | null;
  /** Asking the server and nothing to go by yet: a guard waits instead of deciding. */
  pending: boolean;
  refetch: () => void;
}

/**
 * The signed-in user's roles as the server holds them now (it reads them on every request), not as
 * the access token remembers them from sign-in: a role granted or revoked since then counts at once.
 * Only asked while `enabled` (the admin area); when the server cannot be asked, the token's roles
 * are the fallback (the admin API checks the stored roles on every call anyway).
 */
export function useCurrentRoles(token: string | null | undefined, enabled: boolean): CurrentRoles {
  const userId = token ? ((decodeJwtPayload(token)?.sub as string | undefined) ?? null) : null;
  const signedIn = !!token && !tokenRoles(token).includes('TwoFa');
  const query = useQuery({
    queryKey: currentUserKey(userId),
    queryFn: ({ signal }) => getCurrentUser(signal),
    enabled: enabled && signedIn,
    staleTime: 0,
    retry: false,
    // A failed ask is not repeated by each component that reads the roles (the guard asks again on navigation).
    retryOnMount: false,
    refetchOnWindowFocus: true,
  });
  const active = enabled && signedIn;
  return {
    roles: active && query.data ? query.data.roles.map((role) => role.name) : null,
    // Only before the first answer ever: a later refetch keeps the page (and its roles) on screen.
    pending: active && query.data === undefined && query.errorUpdateCount === 0,
    refetch: () => {
      if (active && !query.isFetching) void query.refetch();
    },
  };
}
