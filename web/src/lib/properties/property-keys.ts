import { type Locale } from '@common/locales';

/**
 * Query keys of the property calls. Names inside a property (state, rental type) come back in the
 * request language, so each language has its own cache entry.
 */
export const PROPERTIES_QUERY_KEY = ['properties'] as const;
export const propertiesQueryKey = (locale: Locale) => [...PROPERTIES_QUERY_KEY, 'user', locale] as const;
/** One property (the editor): under 'user' and the language, so a save's invalidation spares it. */
export const propertyQueryKey = (locale: Locale, propertyId: number) =>
  [...propertiesQueryKey(locale), 'one', propertyId] as const;
/** The paged list (properties screen, dashboard). */
export const propertyPagesQueryKey = (locale: Locale) => [...PROPERTIES_QUERY_KEY, 'pages', locale] as const;
export const propertyDropdownQueryKey = (locale: Locale) => [...PROPERTIES_QUERY_KEY, 'dropdown', locale] as const;

/** Every property call names its language, so state and rental type names match the page. */
export const withLocale = (path: string, locale: Locale) => `${path}?locale=${locale}`;
