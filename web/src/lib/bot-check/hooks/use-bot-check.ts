import { useCallback, useEffect, useRef } from 'react';
import { type BotCheckAction } from '@common/contracts/auth';
import { usePublicConfig } from '@web/lib/public-config';
import { encodeAltchaPayload, solveAltcha } from '../altcha-solver';
import { getAltchaChallenge } from '../api/get-altcha-challenge';
import { executeRecaptcha, recaptchaLoader } from '../recaptcha-loader';

/** Seconds before a challenge's expiry at which a prepared answer is thrown away rather than sent. */
const EXPIRY_MARGIN_MS = 15_000;

interface Prepared {
  token: Promise<string | undefined>;
  /** Epoch ms after which the server would refuse it; Infinity when the salt carries no expiry. */
  expiresAt: number;
}

/** ALTCHA salts carry `?expires=<unix seconds>`. */
function expiryOf(salt: string): number {
  const expires = Number(new URLSearchParams(salt.split('?')[1] ?? '').get('expires'));
  return Number.isFinite(expires) && expires > 0 ? expires * 1000 : Infinity;
}

async function prepareAltcha(signal: AbortSignal, onExpiry: (at: number) => void): Promise<string | undefined> {
  const challenge = await getAltchaChallenge(signal);
  if (!challenge) return undefined;
  onExpiry(expiryOf(challenge.salt));
  try {
    return encodeAltchaPayload(await solveAltcha(challenge, { signal }));
  } catch {
    // Aborted or unsolvable: send nothing; the server answers with its bot-check message.
    return undefined;
  }
}

export interface BotCheck {
  provider: 'altcha' | 'recaptcha';
  /**
   * The token for the next submit. ALTCHA: the answer solved in the background since the form
   * appeared (waits for it if needed); reCAPTCHA: a fresh token for the action. Resolves to undefined
   * when no token could be made; the server then refuses the call with its bot-check message.
   */
  getToken: () => Promise<string | undefined>;
}

/**
 * The invisible bot check of a form (docs/product.md, "Third-party scripts"): ALTCHA proof of work by default, reCAPTCHA
 * v3 when the public config names it. The work starts when the form appears, so it is usually done
 * before the visitor presses submit; each token is used once and the next one is prepared at once.
 */
export function useBotCheck(action: BotCheckAction): BotCheck {
  const { botCheck, scriptUrls } = usePublicConfig();
  const scriptUrl = scriptUrls.recaptcha;
  const provider = botCheck.provider === 'recaptcha' && botCheck.siteKey ? 'recaptcha' : 'altcha';
  const siteKey = botCheck.siteKey;
  const prepared = useRef<Prepared | null>(null);
  const controller = useRef<AbortController | null>(null);

  const prepare = useCallback(() => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    const entry: Prepared = { token: Promise.resolve(undefined), expiresAt: Infinity };
    entry.token = prepareAltcha(next.signal, (at) => {
      entry.expiresAt = at;
    });
    prepared.current = entry;
  }, []);

  useEffect(() => {
    if (provider === 'recaptcha' && siteKey) {
      // Load the script with the form, so the first submit does not wait for the download.
      recaptchaLoader.load(siteKey, scriptUrl).catch(() => undefined);
      return undefined;
    }
    prepare();
    return () => {
      controller.current?.abort();
      controller.current = null;
      prepared.current = null;
    };
  }, [prepare, provider, siteKey, scriptUrl]);

  const getToken = useCallback(async () => {
    if (provider === 'recaptcha' && siteKey) {
      try {
        return await executeRecaptcha(siteKey, action, recaptchaLoader, scriptUrl);
      } catch {
        return undefined;
      }
    }
    if (!prepared.current) prepare();
    let current = prepared.current as Prepared | null;
    let token = await current?.token;
    if (current && Date.now() > current.expiresAt - EXPIRY_MARGIN_MS) {
      // The visitor took longer than the challenge lives: solve a fresh one.
      prepare();
      current = prepared.current;
      token = await current?.token;
    }
    // Single use: the next submit (after a wrong password, say) needs a new answer.
    prepare();
    return token;
  }, [action, prepare, provider, siteKey, scriptUrl]);

  return { provider, getToken };
}
