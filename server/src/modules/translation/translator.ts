import type { GUIDE_LOCALES } from '@common/contracts/property';

export type GuideLocale = (typeof GUIDE_LOCALES)[number];

/** A translation provider: HTML texts in one guide language to the other, in order. */
export interface Translator {
  readonly name: 'deepl' | 'llm';
  translate(texts: string[], from: GuideLocale, to: GuideLocale): Promise<string[]>;
}

/** The provider failed or answered something unusable (its detail is for the log, never the client). */
export class TranslatorError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TranslatorError';
  }
}
