import { type TFunction } from '@web/lib/i18n/translator';
import { type ArticleSection, copyList, readingMinutes } from './copy';

export interface ArticleCopy {
  title: string;
  teaser: string;
  intro: string[];
  sections: ArticleSection[];
  /** Estimated reading time, computed from the text in the current language. */
  minutes: number;
}

/** The texts of one insights article (marketing.insights.articles.{key}) in the current language. */
export function articleCopy(t: TFunction, key: string): ArticleCopy {
  const base = `marketing.insights.articles.${key}`;
  const intro = copyList<string>(t, `${base}.intro`);
  const sections = copyList<ArticleSection>(t, `${base}.sections`);
  const words = [
    ...intro,
    ...sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.items ?? []),
      ...(section.note ?? []),
    ]),
  ];
  return {
    title: t(`${base}.title`),
    teaser: t(`${base}.teaser`),
    intro,
    sections,
    minutes: readingMinutes(words),
  };
}
