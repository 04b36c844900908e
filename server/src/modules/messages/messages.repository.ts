import { and, asc, count, desc, eq, exists, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { MessageStatus } from '@common/contracts/messages';
import type { Db } from '../../db/client';
import {
  guestMessages,
  type GuestMessageRow,
  messageSchedules,
  type MessageScheduleRow,
  messageTemplates,
  type MessageTemplateRow,
  properties,
  users,
} from '../../db/schema';
import { propertiesWhere } from '../access';

export type NewTemplate = Omit<typeof messageTemplates.$inferInsert, 'id'>;
export type NewSchedule = Omit<typeof messageSchedules.$inferInsert, 'id'>;
export type NewMessage = Omit<typeof guestMessages.$inferInsert, 'id'>;

/** The account holding a template or schedule, for "written by". */
export interface AuthorRow {
  firstName: string;
  lastName: string;
  email: string;
}

export interface ScheduleWithNames {
  schedule: MessageScheduleRow;
  templateName: string;
  propertyName: string | null;
  author: AuthorRow;
}

export interface TemplateWithAuthor {
  template: MessageTemplateRow;
  author: AuthorRow;
}

const authorColumns = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/** A property the user owns (not deleted): its owner sees everything that sends on it, whoever wrote it. */
const ownedBy = (userId: string) => and(eq(properties.ownerUserId, userId), eq(properties.isDeleted, false));

/**
 * Templates and schedules belong to their author, and are also seen by the owner of the property
 * they send on; messages belong to a property. Who may change what is the access policy's answer.
 */
export class MessagesRepository {
  constructor(private readonly db: Db) {}

  // Templates

  async templates(userId: string): Promise<MessageTemplateRow[]> {
    return this.db
      .select()
      .from(messageTemplates)
      .where(eq(messageTemplates.userId, userId))
      .orderBy(asc(messageTemplates.id));
  }

  /** The user's own templates and those a schedule sends on a property they own, with who holds each. */
  async visibleTemplates(userId: string, templateId?: number): Promise<TemplateWithAuthor[]> {
    const sendsOnOwned = exists(
      this.db
        .select({ one: sql`1` })
        .from(messageSchedules)
        .innerJoin(properties, eq(properties.id, messageSchedules.propertyId))
        .where(and(eq(messageSchedules.templateId, messageTemplates.id), ownedBy(userId))),
    );
    return this.db
      .select({ template: messageTemplates, author: authorColumns })
      .from(messageTemplates)
      .innerJoin(users, eq(users.id, messageTemplates.userId))
      .where(
        and(
          or(eq(messageTemplates.userId, userId), sendsOnOwned),
          templateId ? eq(messageTemplates.id, templateId) : undefined,
        ),
      )
      .orderBy(asc(messageTemplates.id));
  }

  async templateById(templateId: number): Promise<MessageTemplateRow | null> {
    const [row] = await this.db.select().from(messageTemplates).where(eq(messageTemplates.id, templateId));
    return row ?? null;
  }

  /** Inserts the starters the host does not have yet (a starter deleted by the host is not brought back: see starterKey). */
  async insertTemplates(rows: NewTemplate[]): Promise<void> {
    if (rows.length) await this.db.insert(messageTemplates).values(rows).onConflictDoNothing();
  }

  async insertTemplate(row: NewTemplate): Promise<MessageTemplateRow> {
    const [inserted] = await this.db.insert(messageTemplates).values(row).returning();
    return inserted!;
  }

  /** Changes a template (the access policy has checked the caller). */
  async updateTemplate(templateId: number, values: Partial<NewTemplate>): Promise<MessageTemplateRow | null> {
    const [row] = await this.db
      .update(messageTemplates)
      .set(values)
      .where(eq(messageTemplates.id, templateId))
      .returning();
    return row ?? null;
  }

  async deleteTemplate(templateId: number): Promise<boolean> {
    const rows = await this.db
      .delete(messageTemplates)
      .where(eq(messageTemplates.id, templateId))
      .returning({ id: messageTemplates.id });
    return rows.length > 0;
  }

  /** The ids of the schedules that send a template. */
  async schedulesOfTemplate(templateId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: messageSchedules.id })
      .from(messageSchedules)
      .where(eq(messageSchedules.templateId, templateId));
    return rows.map((r) => r.id);
  }

  async countTemplates(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(messageTemplates)
      .where(eq(messageTemplates.userId, userId));
    return row?.n ?? 0;
  }

  // Schedules

  /** The user's own schedules and every schedule on a property they own, whoever wrote it. */
  async schedules(userId: string, scheduleId?: number): Promise<ScheduleWithNames[]> {
    return this.db
      .select({
        schedule: messageSchedules,
        templateName: messageTemplates.name,
        propertyName: properties.name,
        author: authorColumns,
      })
      .from(messageSchedules)
      .innerJoin(messageTemplates, eq(messageSchedules.templateId, messageTemplates.id))
      .innerJoin(users, eq(users.id, messageSchedules.userId))
      .leftJoin(properties, eq(messageSchedules.propertyId, properties.id))
      .where(
        and(
          or(eq(messageSchedules.userId, userId), ownedBy(userId)),
          scheduleId ? eq(messageSchedules.id, scheduleId) : undefined,
        ),
      )
      .orderBy(asc(messageSchedules.id));
  }

  async insertSchedule(row: NewSchedule): Promise<MessageScheduleRow> {
    const [inserted] = await this.db.insert(messageSchedules).values(row).returning();
    return inserted!;
  }

  /** Changes a schedule (the access policy has checked the caller). */
  async updateSchedule(scheduleId: number, values: Partial<NewSchedule>): Promise<MessageScheduleRow | null> {
    const [row] = await this.db
      .update(messageSchedules)
      .set(values)
      .where(eq(messageSchedules.id, scheduleId))
      .returning();
    return row ?? null;
  }

  async deleteSchedule(scheduleId: number): Promise<boolean> {
    const rows = await this.db
      .delete(messageSchedules)
      .where(eq(messageSchedules.id, scheduleId))
      .returning({ id: messageSchedules.id });
    return rows.length > 0;
  }

  async countSchedules(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(messageSchedules)
      .where(eq(messageSchedules.userId, userId));
    return row?.n ?? 0;
  }

  /**
   * The active schedules that apply to a property: those for that property, and those "for all
   * properties" of its owner.
   */
  async schedulesFor(propertyId: number, ownerUserId: string): Promise<MessageScheduleRow[]> {
    return this.db
      .select()
      .from(messageSchedules)
      .where(
        and(
          eq(messageSchedules.active, true),
          or(
            eq(messageSchedules.propertyId, propertyId),
            and(isNull(messageSchedules.propertyId), eq(messageSchedules.userId, ownerUserId)),
          ),
        ),
      );
  }

  // Messages

  async messagesOfStays(stayIds: number[]): Promise<GuestMessageRow[]> {
    if (!stayIds.length) return [];
    return this.db.select().from(guestMessages).where(inArray(guestMessages.stayId, stayIds));
  }

  async insertMessage(row: NewMessage): Promise<GuestMessageRow> {
    const [inserted] = await this.db.insert(guestMessages).values(row).returning();
    return inserted!;
  }

  /** Planned messages, except where the stay has one for that schedule already (planned twice at once). */
  async insertPlanned(rows: NewMessage[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 500)
      await this.db
        .insert(guestMessages)
        .values(rows.slice(i, i + 500))
        .onConflictDoNothing();
  }

  /** Re-plans a message still waiting (scheduled); a message already sending or sent is left alone. */
  async replan(
    messageId: number,
    values: Pick<
      NewMessage,
      'dueAt' | 'channel' | 'templateId' | 'templateName' | 'locale' | 'guestName' | 'toAddress'
    >,
  ): Promise<void> {
    await this.db
      .update(guestMessages)
      .set({ ...values, attempts: 0, error: null })
      .where(and(eq(guestMessages.id, messageId), eq(guestMessages.status, 'scheduled')));
  }

  /**
   * A failed message planned again (its stay got the address it lacked): waiting once more, and
   * rendered again when sent. Only from "failed" or "cancelled" (a schedule paused, then resumed),
   * so two re-plans at once reopen it once.
   */
  async reopen(
    messageId: number,
    values: Pick<
      NewMessage,
      'dueAt' | 'channel' | 'templateId' | 'templateName' | 'locale' | 'guestName' | 'toAddress'
    >,
  ): Promise<void> {
    await this.db
      .update(guestMessages)
      .set({ ...values, status: 'scheduled', attempts: 0, error: null, subject: '', body: '', claimedAt: null })
      .where(and(eq(guestMessages.id, messageId), inArray(guestMessages.status, ['failed', 'cancelled'])));
  }

  async cancel(messageIds: number[], reason: string | null): Promise<void> {
    if (!messageIds.length) return;
    await this.db
      .update(guestMessages)
      .set({ status: 'cancelled', error: reason })
      .where(and(inArray(guestMessages.id, messageIds), eq(guestMessages.status, 'scheduled')));
  }

  async cancelForStay(stayId: number, propertyId: number, reason: string): Promise<void> {
    await this.db
      .update(guestMessages)
      .set({ status: 'cancelled', error: reason })
      .where(
        and(
          eq(guestMessages.status, 'scheduled'),
          or(
            eq(guestMessages.stayId, stayId),
            and(isNull(guestMessages.stayId), eq(guestMessages.propertyId, propertyId)),
          ),
        ),
      );
  }

  async cancelForSchedule(scheduleId: number): Promise<void> {
    await this.db
      .update(guestMessages)
      .set({ status: 'cancelled' })
      .where(and(eq(guestMessages.scheduleId, scheduleId), eq(guestMessages.status, 'scheduled')));
  }

  /**
   * Claims up to `limit` due messages for this worker: scheduled -> sending in one statement, rows
   * another worker holds are skipped. A message is therefore handed to exactly one worker.
   */
  async claimDue(limit: number, now: Date): Promise<GuestMessageRow[]> {
    const due = this.db
      .select({ id: guestMessages.id })
      .from(guestMessages)
      .where(and(eq(guestMessages.status, 'scheduled'), lte(guestMessages.dueAt, now)))
      .orderBy(asc(guestMessages.dueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(guestMessages)
      .set({ status: 'sending', claimedAt: now, attempts: sql`${guestMessages.attempts} + 1` })
      .where(inArray(guestMessages.id, due))
      .returning();
  }

  async finish(messageId: number, values: Partial<NewMessage>): Promise<GuestMessageRow | null> {
    const [row] = await this.db.update(guestMessages).set(values).where(eq(guestMessages.id, messageId)).returning();
    return row ?? null;
  }

  /** Messages left "sending" by a worker that died: they may or may not have gone out. */
  async interrupted(olderThan: Date): Promise<GuestMessageRow[]> {
    return this.db
      .select()
      .from(guestMessages)
      .where(and(eq(guestMessages.status, 'sending'), lte(guestMessages.claimedAt, olderThan)));
  }

  /** The host's view of messages (properties they own or co-host), newest due first. */
  async page(
    userId: string,
    filter: { status?: MessageStatus; propertyId?: number; stayId?: number },
    page: number,
    pageSize: number,
  ) {
    const where: SQL | undefined = and(
      propertiesWhere(userId, 'message.manage'),
      filter.status ? eq(guestMessages.status, filter.status) : undefined,
      filter.propertyId ? eq(guestMessages.propertyId, filter.propertyId) : undefined,
      filter.stayId ? eq(guestMessages.stayId, filter.stayId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ message: guestMessages, propertyName: properties.name })
        .from(guestMessages)
        .innerJoin(properties, eq(guestMessages.propertyId, properties.id))
        .where(where)
        .orderBy(desc(guestMessages.dueAt), desc(guestMessages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db
        .select({ n: count() })
        .from(guestMessages)
        .innerJoin(properties, eq(guestMessages.propertyId, properties.id))
        .where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  async messageById(messageId: number): Promise<GuestMessageRow | null> {
    const [row] = await this.db.select().from(guestMessages).where(eq(guestMessages.id, messageId));
    return row ?? null;
  }

  /** A message with its property's name (the access policy has checked the caller). */
  async messageWithProperty(messageId: number): Promise<{ message: GuestMessageRow; propertyName: string } | null> {
    const [row] = await this.db
      .select({ message: guestMessages, propertyName: properties.name })
      .from(guestMessages)
      .innerJoin(properties, eq(guestMessages.propertyId, properties.id))
      .where(eq(guestMessages.id, messageId));
    return row ?? null;
  }
}
