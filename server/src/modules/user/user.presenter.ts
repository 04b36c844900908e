import type { UserSession } from '@common/contracts/user';
import { isLocale } from '@common/locales';
import type { UserRow } from '../../db/schema';
import { ROLES } from '../../lib/tokens';

export interface SessionTokens {
  token: string;
  refreshToken: string;
  rememberMe: boolean;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Display names derived from the stored first and last names (falling back to the email's local part). */
export function displayNames(row: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) {
  const first = row.firstName.trim();
  const last = row.lastName.trim();
  const fallback = row.email.split('@')[0] ?? row.email;
  return {
    fullName: [first, last].filter(Boolean).join(' ') || fallback,
    fullNameLastFirst: [last, first].filter(Boolean).join(', ') || fallback,
    shortName: first ? (last ? `${first} ${last[0]!.toUpperCase()}.` : first) : last || fallback,
    shortNameFirst: first || fallback,
  };
}

/**
 * The signed-in user (UserSession in common/contracts/user.ts). Never includes the password hash or two-factor secrets.
 * `profileImage` is the photo's full URL (UserRepository.profileImageUrl).
 */
export function presentUser(row: UserRow, tokens: SessionTokens, profileImage: string | null = null): UserSession {
  return {
    aspNetUsersId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    refreshToken: tokens.refreshToken,
    email: row.email,
    phoneNumber: row.phoneNumber ?? '',
    token: tokens.token,
    profileImageMediaId: row.profileImageMediaId ?? null,
    twoFactorEnabled: row.twoFactorEnabled,
    phoneNumberConfirmed: row.phoneNumberConfirmed,
    onboardingCount: row.onboardingCount,
    rememberMe: tokens.rememberMe,
    ...displayNames(row),
    isActive: row.isActive,
    createDate: row.createDate.toISOString(),
    lastLoginDate: iso(row.lastLoginDate),
    previousLoginDate: iso(row.previousLoginDate),
    profileImage: row.profileImageMediaId ? profileImage : null,
    roles: row.roles.map((name) => ({ name })),
    locale: isLocale(row.locale) ? row.locale : 'en',
  };
}

/**
 * The answer while the second factor is pending: the TwoFa token and nothing of the profile
 * beyond what the person typed (the password alone does not open the account).
 */
export function presentPendingUser(row: UserRow, token: string, rememberMe: boolean): UserSession {
  return {
    aspNetUsersId: '',
    firstName: '',
    lastName: '',
    refreshToken: '',
    email: row.email,
    phoneNumber: '',
    token,
    profileImageMediaId: null,
    twoFactorEnabled: true,
    phoneNumberConfirmed: false,
    onboardingCount: 0,
    rememberMe,
    fullName: '',
    fullNameLastFirst: '',
    shortName: '',
    shortNameFirst: '',
    isActive: true,
    createDate: '',
    lastLoginDate: null,
    previousLoginDate: null,
    profileImage: null,
    roles: [{ name: ROLES.twoFactorPending }],
    locale: isLocale(row.locale) ? row.locale : 'en',
  };
}
