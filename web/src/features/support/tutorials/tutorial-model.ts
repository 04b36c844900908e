/**
 * What a host tutorial is (the shape content/en.ts and content/es.ts fill in), apart from the code that
 * loads and searches them (tutorials.ts), so the content files need nothing that imports them back.
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
