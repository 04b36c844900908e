import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { UserRepository } from './user.repository';

export const DEMO_EMAIL = 'demo@guidebook.local';

/**
 * On an empty database, creates a confirmed demo host so a new user can sign in straight away.
 * Returns the credentials to print, or null when the database already has users.
 */
export async function ensureDemoAccount(db: Db): Promise<{ email: string; password: string } | null> {
  const repo = new UserRepository(db);
  if ((await repo.count()) > 0) return null;
  // Readable but strong: 16 characters from an alphabet without look-alikes.
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const password = Array.from(randomBytes(16), (b) => alphabet[b % alphabet.length]).join('');
  const inserted = await repo.insertUnlessTaken({
    email: DEMO_EMAIL,
    emailConfirmed: true,
    passwordHash: await hashPassword(password),
    firstName: 'Demo',
    lastName: 'Host',
    locale: 'en',
  });
  return inserted ? { email: DEMO_EMAIL, password } : null;
}
