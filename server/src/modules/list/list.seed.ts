import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  appSettings,
  attractionTypes,
  countries,
  emergencyInfoTypes,
  lookupOverrides,
  mediaSources,
  reasonTypes,
  states,
  strTypes,
  themes,
} from '../../db/schema';
import { COUNTRIES } from './data/countries';
import { ATTRACTION_TYPES, EMERGENCY_INFO_TYPES, MEDIA_SOURCES, REASON_TYPES, STR_TYPES, THEMES } from './data/lookups';
import { STATES } from './data/states';

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

/** The lists whose names can be edited in the admin area, by their API name. */
export const EDITABLE_LISTS = {
  countries,
  reasonTypes,
  emergencyInfoTypes,
  attractionTypes,
  strTypes,
  themes,
  mediaSources,
} as const;

/** Names edited in the admin area win over the data files: applied again after every seeding. */
async function applyOverrides(tx: Db): Promise<void> {
  for (const override of await tx.select().from(lookupOverrides)) {
    const table = EDITABLE_LISTS[override.list as keyof typeof EDITABLE_LISTS];
    if (table)
      await tx
        .update(table)
        .set({ nameEn: override.nameEn, nameEs: override.nameEs })
        .where(eq(table.id, override.itemId));
  }
}

const named = (rows: readonly { id: number; code: string; en: string; es: string }[]) =>
  rows.map((row, index) => ({ id: row.id, code: row.code, nameEn: row.en, nameEs: row.es, sortOrder: index }));

/** Every column except the key is taken from the incoming row on conflict. */
function excludedSet(columns: string[]) {
  return Object.fromEntries(
    columns.map((column) => [column, sql.raw(`excluded.${column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)]),
  );
}

async function upsert(tx: Db, table: PgTable, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!).filter((c) => c !== 'id');
  await tx
    .insert(table)
    .values(rows as never)
    .onConflictDoUpdate({ target: (table as unknown as { id: never }).id, set: excludedSet(columns) as never });
}

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

async function storedVersion(db: Db): Promise<string | undefined> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, VERSION_KEY));
  return row?.value;
}

async function seed(db: Db): Promise<void> {
  if ((await storedVersion(db)) === LOOKUPS_VERSION) return;
  const rows = seedRows();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await storedVersion(tx as unknown as Db)) === LOOKUPS_VERSION) return;
    const t = tx as unknown as Db;
    await upsert(t, countries, rows.countries);
    await upsert(t, states, rows.states);
    await upsert(t, reasonTypes, rows.reasonTypes);
    await upsert(t, emergencyInfoTypes, rows.emergencyInfoTypes);
    await upsert(t, attractionTypes, rows.attractionTypes);
    await upsert(t, strTypes, rows.strTypes);
    await upsert(t, themes, rows.themes);
    await upsert(t, mediaSources, rows.mediaSources);
    await applyOverrides(t);
    await tx
      .insert(appSettings)
      .values({ key: VERSION_KEY, value: LOOKUPS_VERSION })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: LOOKUPS_VERSION } });
  });
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
