import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * A secret every app instance sharing the database must agree on: the configured value, otherwise
 * a random one created on first start and kept in app_settings under `name`.
 */
export async function resolveInstanceSecret(db: Db, name: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: name, value: randomBytes(48).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, name));
  return row!.value;
}
