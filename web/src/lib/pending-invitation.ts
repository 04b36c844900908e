import { CO_HOST_INVITATION_TTL_DAYS } from '@common/contracts/cohosts';

/**
 * A co-host invitation link opened by someone without an account yet. Signing up goes through the
 * e-mail confirmation (often in another tab), which forgets any `redirect`; the link is remembered
 * here so the first complete sign-in in this browser returns to it. Only a path of this site under
 * /host/confirm is kept, for no longer than an invitation lives.
 */
const KEY = 'guidebook.pendingInvitation';
const PATH = /^\/(?:es\/)?host\/confirm\?token=[A-Za-z0-9_-]{22}$/;

export function rememberInvitation(path: string): void {
  if (!PATH.test(path)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, until: Date.now() + CO_HOST_INVITATION_TTL_DAYS * 86_400_000 }));
  } catch {
    // Storage refused (private mode): the visitor can still open the link from the e-mail again.
  }
}

export function forgetInvitation(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The remembered invitation path (then forgotten), or null. */
export function takePendingInvitation(): string | null {
  let stored: unknown = null;
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    stored = null;
  }
  forgetInvitation();
  if (!stored || typeof stored !== 'object') return null;
  const { path, until } = stored as { path?: unknown; until?: unknown };
  return typeof path === 'string' && PATH.test(path) && typeof until === 'number' && until > Date.now() ? path : null;
}
