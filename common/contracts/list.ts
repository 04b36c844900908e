import { z } from 'zod';
import { wrapped, dbIdParam } from './api';

/**
 * Lookup lists (docs/product.md, "Lookup lists"): GET {apiBase}/list/{name}.
 *
 * Every item has a generic `id` and a `name` (already translated into the request's language:
 * `?locale=en|es` wins, else the first supported language of `Accept-Language`, else en), plus its
 * specific id field (`countryId`, `mediaSourceId`...) and the extra fields noted per list.
 * Answers carry an ETag and `Cache-Control: public, max-age=3600`; the lists only change with a
 * server release. The web loads each list once and persists it in localStorage.
 */

/** Optional language override for lookup calls (otherwise Accept-Language decides). */
export const ListLocaleQuerySchema = z.object({
  locale: z.enum(['en', 'es']).optional().describe('Language of the names; default from Accept-Language, else en'),
});
export type ListLocaleQuery = z.infer<typeof ListLocaleQuerySchema>;

const itemBase = {
  id: z.number().int().describe('Same value as the list-specific id field'),
  name: z.string().describe('Display name in the request language'),
  code: z.string().describe('Stable machine code, e.g. "US", "restaurant", "police"'),
};

/** GET /list/countries: every ISO 3166-1 country, sorted by name in the request language. */
export const CountrySchema = z.object({
  ...itemBase,
  countryId: z.number().int(),
  code: z.string().length(2).describe('ISO 3166-1 alpha-2 code'),
  hasStates: z.boolean().describe('True when GET /list/states/{countryId} answers a non-empty list'),
});
export type Country = z.infer<typeof CountrySchema>;

/** GET /list/states/{countryId}: states, provinces or regions of one country, sorted by name. */
export const StateSchema = z.object({
  ...itemBase,
  stateId: z.number().int(),
  countryId: z.number().int(),
  code: z.string().describe('Subdivision code without the country prefix, e.g. "CA" for California'),
});
export type State = z.infer<typeof StateSchema>;

export const StatesParamsSchema = z.object({ countryId: dbIdParam() });

/** GET /list/reasontypes: reasons a host picks when contacting support. */
export const ReasonTypeSchema = z.object({ ...itemBase, reasonTypeId: z.number().int() });
export type ReasonType = z.infer<typeof ReasonTypeSchema>;

/** GET /list/emergencyinfotypes: kinds of emergency contact (police, hospital, host...). */
export const EmergencyInfoTypeSchema = z.object({
  ...itemBase,
  emergencyInfoTypeId: z.number().int(),
  icon: z.string().describe('Tabler icon name without prefix, e.g. "ambulance"'),
});
export type EmergencyInfoType = z.infer<typeof EmergencyInfoTypeSchema>;

/** GET /list/attractionTypes: recommendation kinds; `food` splits them into food / other. */
export const AttractionTypeSchema = z.object({
  ...itemBase,
  attractionTypeId: z.number().int(),
  food: z.boolean().describe('True for places to eat and drink or buy food'),
  icon: z.string().describe('Tabler icon name without prefix'),
});
export type AttractionType = z.infer<typeof AttractionTypeSchema>;

/** GET /list/strTypes: short-term rental (structure) types; prompt types reuse this list. */
export const StrTypeSchema = z.object({ ...itemBase, strTypeId: z.number().int() });
export type StrType = z.infer<typeof StrTypeSchema>;

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i);

/** GET /list/themes: colour themes for the guest guide. The first item is the default. */
export const ThemeSchema = z.object({
  ...itemBase,
  themeId: z.number().int(),
  primaryColor: hexColor.describe('Headers, buttons, links'),
  accentColor: hexColor.describe('Highlights, icons, badges'),
  backgroundColor: hexColor.describe('Page background'),
  surfaceColor: hexColor.describe('Card background'),
  textColor: hexColor.describe('Body text on background and surface (contrast checked >= 4.5:1)'),
  onPrimaryColor: hexColor.describe('Text on primaryColor (contrast checked >= 4.5:1)'),
});
export type Theme = z.infer<typeof ThemeSchema>;

/** GET /list/mediasources: where library photos come from. "Uploads" is first (the default). */
export const MediaSourceSchema = z.object({ ...itemBase, mediaSourceId: z.number().int() });
export type MediaSource = z.infer<typeof MediaSourceSchema>;

/** Fixed ids of the media sources, for code that must not depend on list order. */
export const MEDIA_SOURCE_IDS = { uploads: 1, stockPhotos: 2 } as const;

export const CountryListResponseSchema = wrapped(z.array(CountrySchema));
export const StateListResponseSchema = wrapped(z.array(StateSchema));
export const ReasonTypeListResponseSchema = wrapped(z.array(ReasonTypeSchema));
export const EmergencyInfoTypeListResponseSchema = wrapped(z.array(EmergencyInfoTypeSchema));
export const AttractionTypeListResponseSchema = wrapped(z.array(AttractionTypeSchema));
export const StrTypeListResponseSchema = wrapped(z.array(StrTypeSchema));
export const ThemeListResponseSchema = wrapped(z.array(ThemeSchema));
export const MediaSourceListResponseSchema = wrapped(z.array(MediaSourceSchema));

/**
 * GET /list/timezone: the IANA zone a place implies, for the property editor to offer. The
 * coordinates decide when given (an offline boundary table; not at sea); else the state when the
 * whole state keeps one zone, else the country when it has one (Spain, Portugal and Germany: their
 * main zone unless the state is one of their island or enclave zones). `timeZone` is null when
 * nothing decides; a property saved with no zone stores this suggestion (docs/api.md).
 */
export const TimeZoneSuggestionQuerySchema = z.object({
  countryId: dbIdParam().optional(),
  stateId: dbIdParam().optional().describe('Must belong to countryId'),
  latitude: z.coerce.number().min(-90).max(90).optional().describe('With longitude'),
  longitude: z.coerce.number().min(-180).max(180).optional().describe('With latitude'),
});

export const TimeZoneSuggestionSchema = z.object({
  timeZone: z.string().nullable().describe('IANA zone, e.g. Europe/Madrid; null when the place decides none'),
  source: z
    .enum(['coordinates', 'address'])
    .nullable()
    .describe('What decided: the coordinates, or the country and state; null with no zone'),
});
export type TimeZoneSuggestion = z.infer<typeof TimeZoneSuggestionSchema>;
export const TimeZoneSuggestionResponseSchema = wrapped(TimeZoneSuggestionSchema);
