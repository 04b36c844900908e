import type { AiProvider } from '../concierge';
import { type GuideLocale, type Translator, TranslatorError } from './translator';

const LANGUAGE: Record<GuideLocale, string> = { en: 'English', es: 'Spanish (Spain)' };
/** Texts translated at once (a whole guide is up to 120 texts). */
const CONCURRENCY = 3;

const instructions = (from: GuideLocale, to: GuideLocale) =>
  [
    `You translate a holiday rental's guest guide from ${LANGUAGE[from]} to ${LANGUAGE[to]}.`,
    'The input is an HTML fragment. Reply with the translated fragment only: no comments, no code fences.',
    'Keep every tag and attribute exactly as it is, and keep the content of each element with translate="no" unchanged.',
    'Do not translate names of places, brands, addresses, codes, numbers, times, e-mail addresses or links.',
    'Address the guest informally in Spanish (tú) and naturally in English.',
  ].join('\n');

/** A model's answer without the code fences some models add anyway. */
const unfenced = (text: string) =>
  text
    .trim()
    .replace(/^```[a-z]*\s*\n?/i, '')
    .replace(/\n?```$/, '')
    .trim();

/**
 * Translation by the concierge's OpenAI-compatible model (AI_BASE_URL, AI_CHAT_MODEL): one chat
 * completion per text, a few at a time.
 */
export class LlmTranslator implements Translator {
  readonly name = 'llm' as const;

  constructor(private readonly provider: AiProvider) {}

  async translate(texts: string[], from: GuideLocale, to: GuideLocale): Promise<string[]> {
    const out: string[] = new Array<string>(texts.length);
    let next = 0;
    const worker = async () => {
      while (next < texts.length) {
        const index = next++;
        out[index] = await this.one(texts[index]!, from, to);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, texts.length) }, worker));
    return out;
  }

  private async one(text: string, from: GuideLocale, to: GuideLocale): Promise<string> {
    let answer: string;
    try {
      answer = await this.provider.chat(
        [
          { role: 'system', content: instructions(from, to) },
          { role: 'user', content: text },
        ],
        { maxTokens: Math.min(8000, Math.ceil(text.length / 2) + 200) },
      );
    } catch (error) {
      throw new TranslatorError(`the model failed: ${(error as Error).message}`);
    }
    const translated = unfenced(answer);
    if (!translated) throw new TranslatorError('the model answered nothing');
    return translated;
  }
}
