/**
 * The host tutorials (/home/support/tutorials and /home/support/tutorials/{slug}): written per
 * language in content/en.ts and content/es.ts, illustrated with screenshots of the product taken by
 * `npm run tutorials:screenshots` (scripts/tutorial-screenshots.mjs) into screenshots/{locale}/.
 */

/** Every tutorial, in reading order. */
export const TUTORIAL_SLUGS = [
  'getting-started',
  'building-a-guide',
  'photos',
  'sharing-with-guests',
  'printing',
  'ai-concierge',
  'stays-and-messages',
  'co-hosts',
  'devices-and-videos',
  'reports',
] as const;
export type TutorialSlug = (typeof TUTORIAL_SLUGS)[number];

export const TUTORIALS_PATH = '/home/support/tutorials';
export const tutorialPath = (slug: string) => `${TUTORIALS_PATH}/${slug}`;

/** The screenshots the script takes (file names without extension). */
export type ScreenshotName =
  | 'dashboard'
  | 'properties'
  | 'editor-details'
  | 'editor-guide'
  | 'editor-wifi'
  | 'photo-drawer'
  | 'editor-sharing'
  | 'guest-guide'
  | 'link-page'
  | 'print'
  | 'ai'
  | 'guests'
  | 'messages'
  | 'cohosts'
  | 'devices'
  | 'videos'
  | 'reports';

export interface TutorialStep {
  title: string;
  /** Paragraphs; `**words**` are the product's own labels, shown in bold. */
  text: string[];
  shot?: ScreenshotName;
  /** What the screenshot shows, for people who cannot see it. */
  shotAlt?: string;
}

export interface Tutorial {
  slug: TutorialSlug;
  title: string;
  summary: string;
  /** Where in the dashboard this is done. */
  area: { label: string; to: string };
  steps: TutorialStep[];
  tips: string[];
}

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
