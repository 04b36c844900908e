import { createSafeFetch, endpointPolicy, type SafeFetchFn } from '../../lib/safe-fetch';

export interface RecaptchaSettings {
  verifyUrl: string;
  secret: string;
  minScore: number;
  /** Defaults to the SSRF-safe fetch trusting the configured verify URL's origin. */
  fetch?: SafeFetchFn;
}

/** Google's siteverify answer (https://developers.google.com/recaptcha/docs/v3#site_verify_response). */
interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

const VERIFY_TIMEOUT_MS = 5000;
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * Verifies a reCAPTCHA v3 token: POSTs it form-encoded to siteverify and requires success, the
 * expected action and a score at or above the minimum. Any failure to reach Google counts as a
 * failed check (closed, not open).
 */
export async function verifyRecaptcha(
  settings: RecaptchaSettings,
  token: string,
  expectedAction: string,
  remoteIp?: string,
): Promise<boolean> {
  const form = new URLSearchParams({ secret: settings.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let answer: SiteVerifyAnswer;
  try {
    const guarded =
      settings.fetch ??
      createSafeFetch(
        endpointPolicy([settings.verifyUrl], { timeoutMs: VERIFY_TIMEOUT_MS, maxBytes: MAX_ANSWER_BYTES }),
      );
    const response = await guarded(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    answer = (await response.json()) as SiteVerifyAnswer;
  } catch {
    return false;
  }
  return (
    answer.success === true &&
    answer.action === expectedAction &&
    typeof answer.score === 'number' &&
    answer.score >= settings.minScore
  );
}
