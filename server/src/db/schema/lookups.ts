import { boolean, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * Lookup lists (docs/product.md, "Lookup lists"). Rows are seeded from server/src/modules/list/data at run time
 * (idempotent, versioned in app_settings), never written by users. Ids are fixed by the data files
 * because stored properties reference them. Names are kept per language.
 */
const named = () => ({
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
  /** Display order of the data file. */
  sortOrder: integer('sort_order').notNull().default(0),
});

/** ISO 3166-1 countries; `code` is alpha-2. */
export const countries = pgTable('countries', named());

/** States, provinces or regions; `code` is the ISO 3166-2 subdivision code without the country. */
export const states = pgTable(
  'states',
  {
    id: integer('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    nameEn: text('name_en').notNull(),
    nameEs: text('name_es').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('states_country_code_uq').on(t.countryId, t.code), index('states_country_idx').on(t.countryId)],
);

export const reasonTypes = pgTable('reason_types', named());

export const emergencyInfoTypes = pgTable('emergency_info_types', { ...named(), icon: text('icon').notNull() });

export const attractionTypes = pgTable('attraction_types', {
  ...named(),
  food: boolean('food').notNull(),
  icon: text('icon').notNull(),
});

/** Short-term rental (structure) types. */
export const strTypes = pgTable('str_types', named());

export const themes = pgTable('themes', {
  ...named(),
  primaryColor: text('primary_color').notNull(),
  accentColor: text('accent_color').notNull(),
  backgroundColor: text('background_color').notNull(),
  surfaceColor: text('surface_color').notNull(),
  textColor: text('text_color').notNull(),
  onPrimaryColor: text('on_primary_color').notNull(),
});

export const mediaSources = pgTable('media_sources', named());
