import { asc, eq, sql } from 'drizzle-orm';
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

export type EditableList = keyof typeof EDITABLE_LISTS;

/** Names edited in the admin area win over the data files: applied again after every seeding. */
async function applyOverrides(tx: Db): Promise<void> {
  for (const override of await tx.select().from(lookupOverrides)) {
    const table = EDITABLE_LISTS[override.list as EditableList];
    if (table)
      await tx
        .update(table)
        .set({ nameEn: override.nameEn, nameEs: override.nameEs })
        .where(eq(table.id, override.itemId));
  }
}

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

async function storedVersion(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

/**
 * Writes a release's lookup rows (upsert by id), applies the admin area's renames again and records
 * `version` under `versionKey`, in one transaction holding the advisory lock `lockId`, so instances
 * starting together seed once. Nothing is written when `version` is already stored.
 */
export async function writeLookupSeed(
  db: Db,
  rows: Record<keyof LookupRows, Record<string, unknown>[]>,
  options: { versionKey: string; version: string; lockId: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${options.lockId})`);
    const t = tx as unknown as Db;
    if ((await storedVersion(t, options.versionKey)) === options.version) return;
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
      .values({ key: options.versionKey, value: options.version })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: options.version } });
  });
}

/** One editable list's items in list order, each marked when its names were edited in the admin area. */
export async function editableListItems(db: Db, list: EditableList) {
  const table = EDITABLE_LISTS[list];
  const [rows, overrides] = await Promise.all([
    db
      .select({ id: table.id, code: table.code, nameEn: table.nameEn, nameEs: table.nameEs })
      .from(table)
      .orderBy(table.sortOrder),
    db.select({ itemId: lookupOverrides.itemId }).from(lookupOverrides).where(eq(lookupOverrides.list, list)),
  ]);
  const edited = new Set(overrides.map((o) => o.itemId));
  return rows.map((r) => ({ ...r, edited: edited.has(r.id) }));
}

/**
 * Renames one item in both languages, keeps the rename as an override (applied again after every
 * seeding) and stamps `editedKey` so other instances reload; all in one transaction. Returns the
 * names before, or null for an unknown item (nothing written).
 */
export async function renameListItem(
  db: Db,
  list: EditableList,
  id: number,
  names: { nameEn: string; nameEs: string },
  editedKey: string,
): Promise<{ nameEn: string; nameEs: string } | null> {
  const table = EDITABLE_LISTS[list];
  const [before] = await db.select({ nameEn: table.nameEn, nameEs: table.nameEs }).from(table).where(eq(table.id, id));
  if (!before) return null;
  await db.transaction(async (tx) => {
    await tx.update(table).set(names).where(eq(table.id, id));
    await tx
      .insert(lookupOverrides)
      .values({ list, itemId: id, ...names })
      .onConflictDoUpdate({
        target: [lookupOverrides.list, lookupOverrides.itemId],
        set: { ...names, modifyDate: new Date() },
      });
    await tx
      .insert(appSettings)
      .values({ key: editedKey, value: new Date().toISOString() })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: new Date().toISOString() } });
  });
  return before;
}
