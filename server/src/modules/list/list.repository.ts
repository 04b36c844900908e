import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  attractionTypes,
  countries,
  emergencyInfoTypes,
  mediaSources,
  reasonTypes,
  states,
  strTypes,
  themes,
} from '../../db/schema';

export type CountryRow = typeof countries.$inferSelect;
export type StateRow = typeof states.$inferSelect;
export type NamedRow = typeof reasonTypes.$inferSelect;
export type EmergencyInfoTypeRow = typeof emergencyInfoTypes.$inferSelect;
export type AttractionTypeRow = typeof attractionTypes.$inferSelect;
export type ThemeRow = typeof themes.$inferSelect;

export interface LookupRows {
  countries: CountryRow[];
  states: StateRow[];
  reasonTypes: NamedRow[];
  emergencyInfoTypes: EmergencyInfoTypeRow[];
  attractionTypes: AttractionTypeRow[];
  strTypes: NamedRow[];
  themes: ThemeRow[];
  mediaSources: NamedRow[];
}

/** Every lookup row, in data-file order. The whole set is a few hundred rows. */
export async function loadLookupRows(db: Db): Promise<LookupRows> {
  const [c, s, r, e, a, str, t, m] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.sortOrder)),
    db.select().from(states).orderBy(asc(states.countryId), asc(states.sortOrder)),
    db.select().from(reasonTypes).orderBy(asc(reasonTypes.sortOrder)),
    db.select().from(emergencyInfoTypes).orderBy(asc(emergencyInfoTypes.sortOrder)),
    db.select().from(attractionTypes).orderBy(asc(attractionTypes.sortOrder)),
    db.select().from(strTypes).orderBy(asc(strTypes.sortOrder)),
    db.select().from(themes).orderBy(asc(themes.sortOrder)),
    db.select().from(mediaSources).orderBy(asc(mediaSources.sortOrder)),
  ]);
  return {
    countries: c,
    states: s,
    reasonTypes: r,
    emergencyInfoTypes: e,
    attractionTypes: a,
    strTypes: str,
    themes: t,
    mediaSources: m,
  };
}
