import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { propertiesWhere } from '../access';
import { hostContacts, inboxQuestions, properties, stays, users } from '../../db/schema';

/** The columns of a published guide the public hand-off needs (its access, its contacts, a stay link's check). */
const guideColumns = {
  id: properties.id,
  name: properties.name,
  slug: properties.slug,
  timeZone: properties.timeZone,
  guide: properties.guide,
  ownerUserId: properties.ownerUserId,
  published: properties.published,
  defaultLocale: properties.defaultLocale,
  accessCode: properties.accessCode,
};

export interface ContactValues {
  phone: string | null;
  whatsapp: string | null;
  email: string | null;
  showPhone: boolean;
}

/** Host contacts and the inbox of guest questions: the only reader and writer of their tables. */
export class InboxRepository {
  constructor(private readonly db: Db) {}

  async contact(userId: string) {
    const [row] = await this.db.select().from(hostContacts).where(eq(hostContacts.userId, userId));
    return row ?? null;
  }

  /** Whether the user has told guests how to reach them (the getting-started step). */
  async hasContact(userId: string): Promise<boolean> {
    const row = await this.contact(userId);
    return !!(row && (row.phone || row.whatsapp || row.email));
  }

  async saveContact(userId: string, values: ContactValues) {
    const [row] = await this.db
      .insert(hostContacts)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: hostContacts.userId, set: { ...values, modifyDate: new Date() } })
      .returning();
    return row!;
  }

  /**
   * The owner's guides show the account contact: touching their rows bumps their revision (the
   * trigger on properties does), so every instance's guest-page cache renders them again.
   */
  async touchOwnedGuides(userId: string): Promise<void> {
    await this.db
      .update(properties)
      .set({ guideRevision: sql`${properties.guideRevision}` })
      .where(and(eq(properties.ownerUserId, userId), eq(properties.isDeleted, false)));
  }

  async publishedGuide(slug: string) {
    const [row] = await this.db
      .select(guideColumns)
      .from(properties)
      .where(and(eq(properties.slug, slug), eq(properties.isDeleted, false), eq(properties.published, true)));
    return row ?? null;
  }

  async owner(userId: string) {
    const [row] = await this.db
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId));
    return row ?? null;
  }

  /**
   * Stores a guest's question, unless the same guest sent the same words within `withinMinutes` and it
   * is still unanswered: a retry (a phone that lost the answer, a double tap) gets that question back
   * instead of a second one. Run in a transaction: the asker's advisory lock makes two concurrent
   * retries see each other.
   */
  async insertQuestionOnce(
    values: {
      propertyId: number;
      stayId: number | null;
      guestKeyHash: string | null;
      question: string;
      locale: string;
    },
    withinMinutes: number,
  ): Promise<{ row: typeof inboxQuestions.$inferSelect; created: boolean }> {
    const asker = values.stayId !== null ? `stay:${values.stayId}` : `key:${values.guestKeyHash}`;
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`inbox:${values.propertyId}:${asker}`}))`);
    const [same] = await this.db
      .select()
      .from(inboxQuestions)
      .where(
        and(
          eq(inboxQuestions.propertyId, values.propertyId),
          values.stayId !== null
            ? eq(inboxQuestions.stayId, values.stayId)
            : eq(inboxQuestions.guestKeyHash, values.guestKeyHash ?? ''),
          eq(inboxQuestions.question, values.question),
          isNull(inboxQuestions.replyDate),
          sql`${inboxQuestions.createDate} > now() - make_interval(mins => ${withinMinutes})`,
        ),
      )
      .orderBy(desc(inboxQuestions.createDate))
      .limit(1);
    if (same) return { row: same, created: false };
    const [row] = await this.db.insert(inboxQuestions).values(values).returning();
    return { row: row!, created: true };
  }

  /** A guest's own questions on a guide: those of their stay, else those of their guest-side id. */
  async guestQuestions(propertyId: number, who: { stayId: number | null; guestKeyHash: string | null }) {
    const mine =
      who.stayId !== null
        ? eq(inboxQuestions.stayId, who.stayId)
        : who.guestKeyHash !== null
          ? eq(inboxQuestions.guestKeyHash, who.guestKeyHash)
          : null;
    if (!mine) return [];
    return this.db
      .select()
      .from(inboxQuestions)
      .where(and(eq(inboxQuestions.propertyId, propertyId), mine))
      .orderBy(desc(inboxQuestions.createDate))
      .limit(20);
  }

  /** A property's questions, newest first, with the stay's guest name. */
  async propertyQuestions(propertyId: number, limit: number) {
    return this.db
      .select({ question: inboxQuestions, guestName: stays.guestName })
      .from(inboxQuestions)
      .leftJoin(stays, eq(stays.id, inboxQuestions.stayId))
      .where(eq(inboxQuestions.propertyId, propertyId))
      .orderBy(desc(inboxQuestions.createDate))
      .limit(limit);
  }

  /** The properties whose questions the user answers, with their question and unread counts. */
  async counts(userId: string) {
    return this.db
      .select({
        propertyId: properties.id,
        name: properties.name,
        questionCount: sql<number>`count(${inboxQuestions.id})::int`.mapWith(Number),
        unreadCount:
          sql<number>`(count(${inboxQuestions.id}) filter (where ${inboxQuestions.readAt} is null))::int`.mapWith(
            Number,
          ),
      })
      .from(properties)
      .leftJoin(inboxQuestions, eq(inboxQuestions.propertyId, properties.id))
      .where(propertiesWhere(userId, 'inbox.answer'))
      .groupBy(properties.id, properties.name)
      .orderBy(properties.name, properties.id);
  }

  async markRead(propertyId: number): Promise<void> {
    await this.db
      .update(inboxQuestions)
      .set({ readAt: new Date() })
      .where(and(eq(inboxQuestions.propertyId, propertyId), isNull(inboxQuestions.readAt)));
  }

  async saveReply(propertyId: number, questionId: string, reply: string, userId: string) {
    const [row] = await this.db
      .update(inboxQuestions)
      .set({
        reply,
        replyDate: new Date(),
        replyUserId: userId,
        replyMailedAt: null,
        readAt: sql`coalesce(${inboxQuestions.readAt}, now())`,
      })
      .where(and(eq(inboxQuestions.propertyId, propertyId), eq(inboxQuestions.id, questionId)))
      .returning();
    return row ?? null;
  }

  async guestName(stayId: number | null): Promise<string | null> {
    if (stayId === null) return null;
    const [row] = await this.db.select({ name: stays.guestName }).from(stays).where(eq(stays.id, stayId));
    return row?.name ?? null;
  }

  /** What the mails about a question need: the question, its property and its stay's guest. */
  async forMail(questionId: string) {
    const [row] = await this.db
      .select({
        question: inboxQuestions,
        propertyName: properties.name,
        slug: properties.slug,
        ownerUserId: properties.ownerUserId,
        stayEmail: stays.email,
        stayLocale: stays.locale,
        guestName: stays.guestName,
      })
      .from(inboxQuestions)
      .innerJoin(properties, eq(properties.id, inboxQuestions.propertyId))
      .leftJoin(stays, eq(stays.id, inboxQuestions.stayId))
      .where(eq(inboxQuestions.id, questionId));
    return row ?? null;
  }

  /** Claims the reply's mail once: at-least-once delivery must not mail the guest twice. */
  async claimMail(questionId: string): Promise<boolean> {
    const rows = await this.db
      .update(inboxQuestions)
      .set({ replyMailedAt: new Date() })
      .where(and(eq(inboxQuestions.id, questionId), isNull(inboxQuestions.replyMailedAt)))
      .returning({ id: inboxQuestions.id });
    return rows.length > 0;
  }

  /** Gives the claim back when the mail could not be sent (the event is retried). */
  async releaseMail(questionId: string): Promise<void> {
    await this.db.update(inboxQuestions).set({ replyMailedAt: null }).where(eq(inboxQuestions.id, questionId));
  }
}
