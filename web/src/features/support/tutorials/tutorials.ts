/**
 * The host tutorials (/home/support/tutorials and /home/support/tutorials/{slug}): written per
 * language in content/en.ts and content/es.ts, illustrated with screenshots of the product taken by
 * `npm run tutorials:screenshots` (scripts/tutorial-screenshots.mjs) into screenshots/{locale}/.
 */
import type { ScreenshotName, Tutorial } from './tutorial-model';

export const TUTORIALS_PATH = '/home/support/tutorials';
export const tutorialPath = (slug: string) => `${TUTORIALS_PATH}/${slug}`;

export type TutorialLocale = 'en' | 'es';

/** Each language's tutorials load with the page that shows them (not in the dashboard's bundle). */
export const loadTutorials = (locale: TutorialLocale): Promise<Tutorial[]> =>
  (locale === 'es' ? import('./content/es') : import('./content/en')).then((module) => module.TUTORIALS);

const SHOT_URLS = import.meta.glob<string>('./screenshots/*/*.webp', { eager: true, query: '?url', import: 'default' });

/** The URL of a screenshot in a language (falls back to the English one), or null when none was taken. */
export function screenshotUrl(locale: TutorialLocale, name: ScreenshotName): string | null {
  return SHOT_URLS[`./screenshots/${locale}/${name}.webp`] ?? SHOT_URLS[`./screenshots/en/${name}.webp`] ?? null;
}

/** The words of a tutorial a search looks through, lower case and without accents. */
export function searchableText(tutorial: Tutorial): string {
  return normalize(
    [
      tutorial.title,
      tutorial.summary,
      ...tutorial.tips,
      ...tutorial.steps.flatMap((step) => [step.title, ...step.text]),
    ].join(' '),
  );
}

export const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\*\*/g, '')
    .toLowerCase();
