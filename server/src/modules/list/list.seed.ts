import { createHash } from 'node:crypto';
import { readSetting } from '../../db/app-settings.repository';
import type { Db } from '../../db/client';
import { COUNTRIES } from './data/countries';
import { ATTRACTION_TYPES, EMERGENCY_INFO_TYPES, MEDIA_SOURCES, REASON_TYPES, STR_TYPES, THEMES } from './data/lookups';
import { STATES } from './data/states';
import { writeLookupSeed } from './list.repository';

/** stateId = countryId * 1000 + 1-based position in the country's list (see data/states.ts). */
export const stateIdFor = (countryId: number, position: number) => countryId * 1000 + position;

/** Changes whenever a data file changes, so a new release re-seeds exactly once. */
export const LOOKUPS_VERSION = createHash('sha256')
  .update(
    JSON.stringify({
      COUNTRIES,
      STATES,
      REASON_TYPES,
      EMERGENCY_INFO_TYPES,
      ATTRACTION_TYPES,
      STR_TYPES,
      THEMES,
      MEDIA_SOURCES,
    }),
  )
  .digest('hex')
  .slice(0, 16);

const VERSION_KEY = 'lookups.version';
/** Serialises seeding between instances sharing one PostgreSQL server. */
const SEED_LOCK_ID = 7_114_203_912;

const named = (rows: readonly { id: number; code: string; en: string; es: string }[]) =>
  rows.map((row, index) => ({ id: row.id, code: row.code, nameEn: row.en, nameEs: row.es, sortOrder: index }));

export function seedRows() {
  const countryIdByCode = new Map(COUNTRIES.map((c) => [c.code, c.id]));
  const stateRows = Object.entries(STATES).flatMap(([countryCode, rows]) => {
    const countryId = countryIdByCode.get(countryCode);
    if (!countryId) throw new Error(`states for unknown country ${countryCode}`);
    return rows.map(([code, en, es], index) => ({
      id: stateIdFor(countryId, index + 1),
      countryId,
      code,
      nameEn: en,
      nameEs: es ?? en,
      sortOrder: index,
    }));
  });
  return {
    countries: named(COUNTRIES),
    states: stateRows,
    reasonTypes: named(REASON_TYPES),
    emergencyInfoTypes: EMERGENCY_INFO_TYPES.map((row, index) => ({
      ...named([row])[0]!,
      sortOrder: index,
      icon: row.icon,
    })),
    attractionTypes: ATTRACTION_TYPES.map((row, index) => ({
      ...named([row])[0]!,
      sortOrder: index,
      food: row.food,
      icon: row.icon,
    })),
    strTypes: named(STR_TYPES),
    themes: THEMES.map((row, index) => ({
      ...named([row])[0]!,
      sortOrder: index,
      primaryColor: row.primaryColor,
      accentColor: row.accentColor,
      backgroundColor: row.backgroundColor,
      surfaceColor: row.surfaceColor,
      textColor: row.textColor,
      onPrimaryColor: row.onPrimaryColor,
    })),
    mediaSources: named(MEDIA_SOURCES),
  };
}

async function seed(db: Db): Promise<void> {
  if ((await readSetting(db, VERSION_KEY)) === LOOKUPS_VERSION) return;
  await writeLookupSeed(db, seedRows(), { versionKey: VERSION_KEY, version: LOOKUPS_VERSION, lockId: SEED_LOCK_ID });
}

const seeded = new WeakMap<Db, Promise<void>>();

/**
 * Makes sure the lookup tables hold this release's data. Runs once per open database (the first
 * call to a list or property route), is a no-op when the stored version matches, and is safe when
 * several instances start at once. Lookups are seeded at run time rather than in a migration so that
 * a data change needs no hand-written SQL.
 */
export function ensureLookups(db: Db): Promise<void> {
  let pending = seeded.get(db);
  if (!pending) {
    pending = seed(db).catch((error: unknown) => {
      seeded.delete(db);
      throw error;
    });
    seeded.set(db, pending);
  }
  return pending;
}
