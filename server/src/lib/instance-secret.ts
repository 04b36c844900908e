import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { settingOrInsert } from '../db/app-settings.repository';

/**
 * A secret every app instance sharing the database must agree on: the configured value, otherwise
 * a random one created on first start and kept in app_settings under `name`.
 */
export async function resolveInstanceSecret(db: Db, name: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return settingOrInsert(db, name, randomBytes(48).toString('base64'));
}
