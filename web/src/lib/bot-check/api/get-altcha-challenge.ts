import { type AltchaChallenge } from '@common/contracts/auth';
import { api } from '@web/lib/api-client';

/**
 * GET /auth/botcheck/challenge: a fresh, signed proof-of-work challenge. A challenge is accepted
 * once and expires, so it is never cached in a query: useBotCheck fetches one per submit.
 */
export function getAltchaChallenge(signal?: AbortSignal): Promise<AltchaChallenge | null> {
  return api<AltchaChallenge>('GET', '/auth/botcheck/challenge', { signal });
}
