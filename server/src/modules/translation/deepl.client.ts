import { createSafeFetch, endpointPolicy, type SafeFetchFn } from '../../lib/safe-fetch';
import { type GuideLocale, type Translator, TranslatorError } from './translator';

/**
 * DeepL's v2 API (https://developers.deepl.com/docs/api-reference/translate):
 * POST {base}/v2/translate with `Authorization: DeepL-Auth-Key <key>` and a JSON body
 * `{ text: [...], source_lang, target_lang, tag_handling: 'html' }`, answered with
 * `{ translations: [{ detected_source_language, text }] }` in the same order. Keys of the free plan
 * end in ":fx" and use api-free.deepl.com. Requests go through the SSRF-safe fetch trusting the
 * configured origin only; the key travels in the header, never in a URL or a log line.
 */
export interface DeepLSettings {
  apiKey: string;
  /** Base address (e.g. https://api-free.deepl.com); derived from the key when absent. */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: SafeFetchFn;
}

/** DeepL takes at most 50 texts and 128 KiB per request. */
const MAX_TEXTS = 50;
const MAX_CHARS = 100_000;
const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

export const deeplBaseUrl = (apiKey: string, configured?: string): string =>
  (configured ?? (apiKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com'))
    .replace(/\/+$/, '')
    .replace(/\/v2(\/translate)?$/, '');

/** DeepL's language codes: English as a target needs its variant. */
const SOURCE: Record<GuideLocale, string> = { en: 'EN', es: 'ES' };
const TARGET: Record<GuideLocale, string> = { en: 'EN-US', es: 'ES' };

/** Splits texts into requests DeepL accepts. */
function batches(texts: string[]): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  let chars = 0;
  for (const text of texts) {
    if (current.length && (current.length >= MAX_TEXTS || chars + text.length > MAX_CHARS)) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(text);
    chars += text.length;
  }
  if (current.length) out.push(current);
  return out;
}

export class DeepLTranslator implements Translator {
  readonly name = 'deepl' as const;
  private readonly endpoint: string;
  private readonly fetch: SafeFetchFn;

  constructor(private readonly settings: DeepLSettings) {
    const base = deeplBaseUrl(settings.apiKey, settings.baseUrl);
    this.endpoint = `${base}/v2/translate`;
    this.fetch =
      settings.fetch ??
      createSafeFetch(endpointPolicy([base], { timeoutMs: settings.timeoutMs ?? 30_000, maxBytes: MAX_ANSWER_BYTES }));
  }

  async translate(texts: string[], from: GuideLocale, to: GuideLocale): Promise<string[]> {
    const out: string[] = [];
    for (const batch of batches(texts)) out.push(...(await this.request(batch, from, to)));
    return out;
  }

  private async request(text: string[], from: GuideLocale, to: GuideLocale): Promise<string[]> {
    let response: Response;
    try {
      response = await this.fetch(this.endpoint, {
        method: 'POST',
        headers: {
          authorization: `DeepL-Auth-Key ${this.settings.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ text, source_lang: SOURCE[from], target_lang: TARGET[to], tag_handling: 'html' }),
      });
    } catch (error) {
      throw new TranslatorError(`DeepL could not be reached: ${(error as Error).message}`);
    }
    if (!response.ok) {
      await response.text().catch(() => '');
      // 403 wrong key, 456 quota used up, 429 too many requests, 5xx DeepL's own trouble.
      throw new TranslatorError(`DeepL answered ${response.status}`, response.status);
    }
    const data = (await response.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null;
    const translations = data?.translations;
    if (!Array.isArray(translations) || translations.length !== text.length)
      throw new TranslatorError('DeepL answered without one translation per text');
    return translations.map((item) => {
      if (typeof item.text !== 'string') throw new TranslatorError('DeepL answered a translation without text');
      return item.text;
    });
  }
}
