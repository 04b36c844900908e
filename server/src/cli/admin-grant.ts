/**
 * `npm run admin:grant -- <email>`: gives the Admin role to an existing account, so an installation
 * has its first administrator (later ones are granted in /admin/roles). Written to the audit log as
 * done from the command line. With the embedded database the server must be stopped first (one
 * process holds the data directory).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { ROLES } from '../lib/tokens';
import { AdminRepository, COMMAND_LINE } from '../modules/admin';

export async function grantAdmin(repo: AdminRepository, email: string): Promise<'granted' | 'already' | 'unknown'> {
  const user = await repo.userByEmail(email);
  if (!user) return 'unknown';
  if (user.roles.includes(ROLES.admin)) return 'already';
  const roles = [...user.roles, ROLES.admin];
  await repo.setRoles(user.id, roles);
  await repo.audit({
    actorUserId: COMMAND_LINE.userId,
    actorEmail: COMMAND_LINE.email,
    action: 'role.grant',
    targetType: 'user',
    targetId: user.id,
    before: { roles: user.roles },
    after: { roles, role: ROLES.admin },
  });
  return 'granted';
}

async function main() {
  const email = process.argv[2]?.trim();
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run admin:grant -- <email of an existing account>');
    process.exit(64);
  }
  const config = loadConfig();
  let release = () => {};
  if (config.database.kind === 'pglite') {
    try {
      release = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error('The server is running on this data directory: stop it, run this command, then start it again.');
        process.exit(75);
      }
      throw error;
    }
  }
  const database = await openDatabase(config.database);
  try {
    const outcome = await grantAdmin(new AdminRepository(database.db), email);
    if (outcome === 'unknown') {
      console.error(`No account uses ${email}. Sign up first, then run this again.`);
      process.exitCode = 1;
    } else {
      console.log(
        outcome === 'granted'
          ? `${email} is now an Admin (effective from their next request).`
          : `${email} is already an Admin.`,
      );
    }
  } finally {
    await database.close();
    release();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
