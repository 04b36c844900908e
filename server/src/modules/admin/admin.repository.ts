import { and, count, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  aiIndexRuns,
  aiQuestions,
  auditLog,
  authSessions,
  guestMessages,
  guideEventCounts,
  mailOutbox,
  media,
  properties,
  users,
  type UserRow,
} from '../../db/schema';

const DAY_MS = 86_400_000;

/** Rows created in the last 30 days and the 30 days before, plus the total. */
async function trendOf(db: Db, table: typeof users | typeof properties | typeof aiQuestions, where?: SQL) {
  const now = Date.now();
  const thirty = new Date(now - 30 * DAY_MS);
  const sixty = new Date(now - 60 * DAY_MS);
  const column = table.createDate;
  const [row] = await db
    .select({
      total: count(),
      last30Days: sql<number>`count(*) filter (where ${column} >= ${thirty})`.mapWith(Number),
      previous30Days: sql<number>`count(*) filter (where ${column} >= ${sixty} and ${column} < ${thirty})`.mapWith(
        Number,
      ),
    })
    .from(table)
    .where(where);
  return row!;
}

/** Reads and writes of the admin area. Callers have checked the staff role. */
export class AdminRepository {
  constructor(private readonly db: Db) {}

  async overviewCounts() {
    const now = Date.now();
    const day = (offset: number) => new Date(now - offset * DAY_MS).toISOString().slice(0, 10);
    const [usersTrend, propertiesTrend, questions, [published], [opens]] = await Promise.all([
      trendOf(this.db, users),
      trendOf(this.db, properties, eq(properties.isDeleted, false)),
      trendOf(this.db, aiQuestions),
      this.db
        .select({ n: count() })
        .from(properties)
        .where(and(eq(properties.isDeleted, false), eq(properties.published, true))),
      this.db
        .select({
          total: sql<number>`coalesce(sum(${guideEventCounts.count}), 0)`.mapWith(Number),
          last30Days:
            sql<number>`coalesce(sum(${guideEventCounts.count}) filter (where ${guideEventCounts.day} >= ${day(30)}), 0)`.mapWith(
              Number,
            ),
          previous30Days:
            sql<number>`coalesce(sum(${guideEventCounts.count}) filter (where ${guideEventCounts.day} >= ${day(60)} and ${guideEventCounts.day} < ${day(30)}), 0)`.mapWith(
              Number,
            ),
        })
        .from(guideEventCounts)
        .where(eq(guideEventCounts.eventType, 'open')),
    ]);
    return {
      users: usersTrend,
      properties: propertiesTrend,
      conciergeQuestions: questions,
      publishedGuides: published?.n ?? 0,
      guideOpens: opens!,
    };
  }

  /** pg-boss job counts (its schema exists once any queue has started). */
  async jobCounts(): Promise<{ queued: number; active: number; failedLast24h: number }> {
    const rows = async <T>(query: SQL) => ((await this.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [present] = await rows<{ present: boolean }>(sql`select to_regclass('pgboss.job') is not null as present`);
    if (!present?.present) return { queued: 0, active: 0, failedLast24h: 0 };
    const [row] = await rows<{ queued: number; active: number; failed: number }>(
      sql`select count(*) filter (where state in ('created', 'retry'))::int as queued, count(*) filter (where state = 'active')::int as active, count(*) filter (where state = 'failed' and completed_on > now() - interval '1 day')::int as failed from pgboss.job`,
    );
    return {
      queued: Number(row?.queued ?? 0),
      active: Number(row?.active ?? 0),
      failedLast24h: Number(row?.failed ?? 0),
    };
  }

  async mailCounts(): Promise<{ kept: number; guestFailed: number }> {
    const since = new Date(Date.now() - DAY_MS);
    const [[kept], [failed]] = await Promise.all([
      this.db.select({ n: count() }).from(mailOutbox),
      this.db
        .select({ n: count() })
        .from(guestMessages)
        .where(and(eq(guestMessages.status, 'failed'), gte(guestMessages.createDate, since))),
    ]);
    return { kept: kept?.n ?? 0, guestFailed: failed?.n ?? 0 };
  }

  /** Support tickets not closed (the support module's table; none before it exists). */
  async openTickets(): Promise<number> {
    const rows = async <T>(query: SQL) => ((await this.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [present] = await rows<{ present: boolean }>(
      sql`select to_regclass('support_tickets') is not null as present`,
    );
    if (!present?.present) return 0;
    const [row] = await rows<{ n: number }>(
      sql`select count(*)::int as n from support_tickets where status <> 'closed'`,
    );
    return Number(row?.n ?? 0);
  }

  async userPage(q: string | undefined, page: number, pageSize: number) {
    const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = like
      ? or(
          ilike(users.email, like),
          ilike(users.firstName, like),
          ilike(users.lastName, like),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        )
      : undefined;
    // Written out with table names: drizzle leaves columns unqualified in a one-table select.
    const propertyCount =
      sql<number>`(select count(*)::int from properties p where p.owner_user_id = "users"."id" and not p.is_deleted)`.mapWith(
        Number,
      );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ user: users, propertyCount })
        .from(users)
        .where(where)
        .orderBy(desc(users.createDate), desc(users.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async user(userId: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return row ?? null;
  }

  async userByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`);
    return row ?? null;
  }

  async propertiesOf(userId: string) {
    return this.db
      .select({
        propertyId: properties.id,
        name: properties.name,
        published: properties.published,
        isDeleted: properties.isDeleted,
        createDate: properties.createDate,
      })
      .from(properties)
      .where(eq(properties.ownerUserId, userId))
      .orderBy(properties.id);
  }

  async activeSessions(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(authSessions)
      .where(
        and(
          eq(authSessions.userId, userId),
          sql`${authSessions.revokedAt} is null`,
          sql`${authSessions.expiresAt} > now()`,
        ),
      );
    return row?.n ?? 0;
  }

  async setActive(userId: string, isActive: boolean): Promise<UserRow | null> {
    const [row] = await this.db.update(users).set({ isActive }).where(eq(users.id, userId)).returning();
    return row ?? null;
  }

  /** Ends every session of the user (their next request is anonymous). */
  async endSessions(userId: string): Promise<void> {
    await this.db
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(authSessions.userId, userId), sql`${authSessions.revokedAt} is null`));
  }

  async setRoles(userId: string, roles: string[]): Promise<UserRow | null> {
    const [row] = await this.db.update(users).set({ roles }).where(eq(users.id, userId)).returning();
    return row ?? null;
  }

  async resetTwoFactor(userId: string): Promise<UserRow | null> {
    const [row] = await this.db
      .update(users)
      .set({ twoFactorEnabled: false, twoFactorSecret: null, twoFactorPendingSecret: null, twoFactorLastStep: null })
      .where(eq(users.id, userId))
      .returning();
    return row ?? null;
  }

  async roleHolders(): Promise<UserRow[]> {
    return this.db
      .select()
      .from(users)
      .where(sql`${users.roles} && array['Internal', 'Admin']::text[]`)
      .orderBy(users.email);
  }

  async adminCount(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(users)
      .where(and(sql`'Admin' = any(${users.roles})`, eq(users.isActive, true)));
    return row?.n ?? 0;
  }

  /** Image keys of every photo in the libraries of these properties (their files go with them). */
  async mediaKeys(propertyIds: number[]): Promise<string[]> {
    if (!propertyIds.length) return [];
    const rows = await this.db
      .select({ small: media.smallPath, large: media.largePath })
      .from(media)
      .where(inArray(media.propertyId, propertyIds));
    return rows.flatMap((r) => [r.small, r.large]);
  }

  async softDeletedBefore(before: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.isDeleted, true), isNotNull(properties.deleteDate), lt(properties.deleteDate, before)));
    return rows.map((r) => r.id);
  }

  async deleteProperties(ids: number[]): Promise<void> {
    if (ids.length) await this.db.delete(properties).where(inArray(properties.id, ids));
  }

  async audit(entry: typeof auditLog.$inferInsert): Promise<void> {
    await this.db.insert(auditLog).values(entry);
  }

  async auditPage(page: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .orderBy(desc(auditLog.createDate), desc(auditLog.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(auditLog),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async outboxPage(page: number, pageSize: number) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.createDate), desc(mailOutbox.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(mailOutbox),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async outboxMail(mailId: string) {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    return row ?? null;
  }

  /** The latest indexing run of every property that has one, with the owner's e-mail. */
  async latestRuns() {
    return this.db
      .selectDistinctOn([aiIndexRuns.propertyId], {
        propertyId: aiIndexRuns.propertyId,
        propertyName: properties.name,
        ownerEmail: users.email,
        ownerUserId: users.id,
        status: aiIndexRuns.status,
        errorKey: aiIndexRuns.errorKey,
        createDate: aiIndexRuns.createDate,
        heartbeatDate: aiIndexRuns.heartbeatDate,
      })
      .from(aiIndexRuns)
      .innerJoin(properties, eq(aiIndexRuns.propertyId, properties.id))
      .innerJoin(users, eq(properties.ownerUserId, users.id))
      .where(eq(properties.isDeleted, false))
      .orderBy(aiIndexRuns.propertyId, desc(aiIndexRuns.createDate));
  }

  async aiUsage() {
    const since = new Date(Date.now() - 30 * DAY_MS);
    const [[questions], [indexed]] = await Promise.all([
      this.db
        .select({
          asked: count(),
          answered: sql<number>`count(*) filter (where ${aiQuestions.answered})`.mapWith(Number),
        })
        .from(aiQuestions)
        .where(gte(aiQuestions.createDate, since)),
      this.db
        .select({ n: count() })
        .from(properties)
        .where(and(eq(properties.isDeleted, false), isNotNull(properties.lastIndexDate))),
    ]);
    return {
      questionsLast30Days: questions?.asked ?? 0,
      answeredLast30Days: questions?.answered ?? 0,
      indexedProperties: indexed?.n ?? 0,
    };
  }

  async ownerOf(propertyId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ owner: properties.ownerUserId })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.isDeleted, false)));
    return row?.owner ?? null;
  }
}
