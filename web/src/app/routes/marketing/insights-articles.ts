/**
 * The insights articles: each has its own route /insights/{slug} and its texts under
 * marketing.insights.articles.{key}. Adding an article = one entry here plus its texts in both locales.
 */
export const INSIGHT_ARTICLES = [
  { slug: 'how-ai-supercharges-your-short-term-rental-guidebook', key: 'howAi' },
  { slug: 'why-every-short-term-rental-host-needs-a-guidebook', key: 'whyEveryHost' },
  { slug: 'why-offering-your-short-term-rental-guidebook-in-three-formats-changes-everything', key: 'threeFormats' },
] as const;

export type InsightArticle = (typeof INSIGHT_ARTICLES)[number];

/** The article whose slug ends the pathname, if any. */
export function articleForPath(pathname: string): InsightArticle | undefined {
  const slug = pathname.replace(/\/+$/, '').split('/').pop();
  return INSIGHT_ARTICLES.find((article) => article.slug === slug);
}
