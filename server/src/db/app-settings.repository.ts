import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appSettings } from './schema';

/**
 * The value kept under `key`, storing `initial` first when there is none yet: the first instance
 * to write wins, and every instance reads back the same value. A value already kept is only read
 * (every start after the first: no write).
 */
export async function settingOrInsert(db: Db, key: string, initial: string): Promise<string> {
  const kept = await readSetting(db, key);
  if (kept !== null) return kept;
  await db.insert(appSettings).values({ key, value: initial }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row!.value;
}

/** The value kept under `key`, or null. */
export async function readSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  return row?.value ?? null;
}
