import { and, eq, isNotNull, isNull, lt, notLike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { media, type NewUserRow, type UserRow, users } from '../../db/schema';

/** Unique violation (PostgreSQL 23505), e.g. two signups racing for one email. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export type UserProfilePatch = Partial<
  Pick<NewUserRow, 'firstName' | 'lastName' | 'phoneNumber' | 'profileImageMediaId' | 'locale' | 'onboardingCount'>
>;

/** The users table. Emails are matched case-insensitively (unique index on lower(email)). */
export class UserRepository {
  /** `imageBaseUrl` prefixes the profile photo's path (profileImageUrl); without it there is no photo URL. */
  constructor(
    private readonly db: Db,
    private readonly imageBaseUrl: string | null = null,
  ) {}

  /** Full URL of the user's profile photo (its small library variant), or null when none is set. */
  async profileImageUrl(user: Pick<UserRow, 'profileImageMediaId'>): Promise<string | null> {
    if (!user.profileImageMediaId || this.imageBaseUrl === null) return null;
    const [row] = await this.db
      .select({ path: media.smallPath })
      .from(media)
      .where(eq(media.id, user.profileImageMediaId));
    return row ? `${this.imageBaseUrl}${row.path}` : null;
  }

  async findById(id: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ?? null;
  }

  async findByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email.trim()})`);
    return row ?? null;
  }

  async findByGoogleSubject(subject: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.googleSubject, subject));
    return row ?? null;
  }

  /** Inserts a user; null when the email (or Google subject) is already taken. */
  async create(values: NewUserRow): Promise<UserRow | null> {
    try {
      const [row] = await this.db.insert(users).values(values).returning();
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** Inserts a user unless the email is taken (ON CONFLICT DO NOTHING); whether it was inserted. */
  async insertUnlessTaken(values: NewUserRow): Promise<boolean> {
    const inserted = await this.db.insert(users).values(values).onConflictDoNothing().returning({ id: users.id });
    return inserted.length > 0;
  }

  /** How many users there are (deleted ones are gone, so: all of them). */
  async count(): Promise<number> {
    const [{ count }] = (await this.db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
      { count: number },
    ];
    return count;
  }

  async updateProfile(id: string, patch: UserProfilePatch): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ ...patch, modifyDate: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }

  async confirmEmail(id: string): Promise<void> {
    await this.db
      .update(users)
      .set({ emailConfirmed: true, modifyDate: sql`now()` })
      .where(eq(users.id, id));
  }

  /** A password proven through a mailed link also proves the email address. */
  async setPassword(id: string, passwordHash: string, options: { confirmEmail?: boolean } = {}): Promise<void> {
    await this.db
      .update(users)
      .set({ passwordHash, modifyDate: sql`now()`, ...(options.confirmEmail ? { emailConfirmed: true } : {}) })
      .where(eq(users.id, id));
  }

  async linkGoogle(id: string, subject: string): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ googleSubject: subject, emailConfirmed: true, modifyDate: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  }

  /** previousLoginDate takes the last one; lastLoginDate becomes now. */
  async recordLogin(id: string): Promise<UserRow> {
    const [row] = await this.db
      .update(users)
      .set({ previousLoginDate: sql`${users.lastLoginDate}`, lastLoginDate: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row!;
  }

  /** Users holding a TOTP secret (enabled or pending) not stored with `prefix`: those to seal again at start-up (usually none). */
  async twoFactorSecretsWithout(
    prefix: string,
  ): Promise<{ id: string; twoFactorSecret: string | null; twoFactorPendingSecret: string | null }[]> {
    const pattern = `${prefix.replace(/[\\%_]/g, '\\$&')}%`;
    return this.db
      .select({
        id: users.id,
        twoFactorSecret: users.twoFactorSecret,
        twoFactorPendingSecret: users.twoFactorPendingSecret,
      })
      .from(users)
      .where(
        or(
          and(isNotNull(users.twoFactorSecret), notLike(users.twoFactorSecret, pattern)),
          and(isNotNull(users.twoFactorPendingSecret), notLike(users.twoFactorPendingSecret, pattern)),
        ),
      );
  }

  /** Replaces a stored TOTP secret if it is still `previous`. */
  async replaceTwoFactorSecret(
    id: string,
    column: 'twoFactorSecret' | 'twoFactorPendingSecret',
    previous: string,
    next: string,
  ): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ [column]: next })
      .where(and(eq(users.id, id), eq(users[column], previous)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  async setPendingTwoFactorSecret(id: string, secret: string): Promise<void> {
    await this.db
      .update(users)
      .set({ twoFactorPendingSecret: secret, modifyDate: sql`now()` })
      .where(eq(users.id, id));
  }

  /** Turns two-factor on with the pending secret, if it is still the one the code was checked against. */
  async enableTwoFactor(id: string, secret: string, timeStep: number): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({
        twoFactorEnabled: true,
        twoFactorSecret: secret,
        twoFactorPendingSecret: null,
        twoFactorLastStep: timeStep,
        modifyDate: sql`now()`,
      })
      .where(and(eq(users.id, id), eq(users.twoFactorPendingSecret, secret)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  async disableTwoFactor(id: string): Promise<void> {
    await this.db
      .update(users)
      .set({
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorLastStep: null,
        modifyDate: sql`now()`,
      })
      .where(eq(users.id, id));
  }

  /** Records a TOTP time step as used; false when it (or a later one) already was: a replayed code. */
  async claimTotpStep(id: string, timeStep: number): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ twoFactorLastStep: timeStep })
      .where(and(eq(users.id, id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, timeStep))))
      .returning({ id: users.id });
    return rows.length === 1;
  }
}
