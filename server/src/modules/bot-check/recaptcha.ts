export interface RecaptchaSettings {
  verifyUrl: string;
  secret: string;
  minScore: number;
}

/** Google's siteverify answer (https://developers.google.com/recaptcha/docs/v3#site_verify_response). */
interface SiteVerifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

const VERIFY_TIMEOUT_MS = 5000;

/**
 * Verifies a reCAPTCHA v3 token: POSTs it form-encoded to siteverify and requires success, the
 * expected action and a score at or above the minimum. Any failure to reach Google counts as a
 * failed check (closed, not open).
 */
export async function verifyRecaptcha(settings: RecaptchaSettings, token: string, expectedAction: string, remoteIp?: string): Promise<boolean> {
  const form = new URLSearchParams({ secret: settings.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  let answer: SiteVerifyAnswer;
  try {
    const response = await fetch(settings.verifyUrl, {
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
  return answer.success === true && answer.action === expectedAction && typeof answer.score === 'number' && answer.score >= settings.minScore;
}
