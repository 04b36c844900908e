import { type TFunction } from '@web/lib/i18n/translator';

/**
 * Shapes of the structured copy in common/locales/{en,es}/marketing.json. Long texts are arrays so a
 * page can render paragraphs and lists without putting markup in translations.
 */

/** A block of prose: optional intro paragraphs, an optional bullet list, optional closing paragraphs. */
export interface ProseBlock {
  paragraphs?: string[];
  items?: string[];
  note?: string[];
}

/** A numbered section of a legal document. */
export interface LegalSection extends ProseBlock {
  title: string;
}

/** A section of an insights article. */
export interface ArticleSection extends ProseBlock {
  heading: string;
}

export interface QuestionAnswer {
  q: string;
  a: string;
}

/**
 * Reads an array from the bundle (`t(key, { returnObjects: true })`). Returns [] when the key is missing
 * or is not an array, so a copy mistake shows up as a missing block rather than a crash.
 */
export function copyList<T>(t: TFunction, key: string): T[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Rough reading time of a text at 220 words a minute, never below one minute. */
export function readingMinutes(texts: string[]): number {
  const words = texts.join(' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}
