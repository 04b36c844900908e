import { type TFunction } from '@web/lib/i18n/translator';
import { ApiCallError } from '@web/lib/api-call';
import { useCurrentRoles } from '@web/lib/current-roles';
import { ROLES, tokenRoles, useSessionUser } from '@web/lib/session';

/**
 * Whether the signed-in staff member holds Admin: the server's current roles (GET /user, asked by
 * the admin area's guard), else those of the stored user and its token. Only decides what the
 * screens offer: the API checks the role stored on the server on every call.
 */
export function useIsAdmin(): boolean {
  const user = useSessionUser();
  const current = useCurrentRoles(user.token, true);
  const names = current.roles ?? [...(user.roles ?? []).map((role) => role.name), ...tokenRoles(user.token)];
  return names.includes(ROLES.admin);
}

/** The message to show under a refused admin action: 403 says the role is missing, else the server's key. */
export function adminErrorMessage(error: unknown, t: TFunction): string | null {
  if (!error) return null;
  if (error instanceof ApiCallError) {
    if (error.status === 403) return t('admin.errors.forbidden');
    if (error.descriptionKey) return t(error.descriptionKey, { ...error.errors[0]?.params });
  }
  return t('admin.errors.failed');
}
