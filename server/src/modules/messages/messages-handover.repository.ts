import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestMessages, messageSchedules, messageTemplates } from '../../db/schema';

/** The writes of a co-host's hand-over (run inside the removal's transaction). */
export class MessagesHandoverRepository {
  constructor(private readonly db: Db) {}

  /** The author's schedules on one property. */
  schedulesOn(propertyId: number, authorUserId: string) {
    return this.db
      .select()
      .from(messageSchedules)
      .where(and(eq(messageSchedules.propertyId, propertyId), eq(messageSchedules.userId, authorUserId)));
  }

  /** Copies the author's templates among `templateIds` to the new holder; answers old id -> copy's id. */
  async copyTemplates(
    templateIds: number[],
    authorUserId: string,
    holderUserId: string,
    authorName: string,
  ): Promise<Map<number, number>> {
    const copies = new Map<number, number>();
    if (!templateIds.length) return copies;
    const rows = await this.db
      .select()
      .from(messageTemplates)
      .where(and(inArray(messageTemplates.id, templateIds), eq(messageTemplates.userId, authorUserId)));
    for (const row of rows) {
      const [copy] = await this.db
        .insert(messageTemplates)
        .values({
          userId: holderUserId,
          name: row.name,
          subject: row.subject,
          body: row.body,
          handedOverFrom: authorName,
        })
        .returning({ id: messageTemplates.id });
      copies.set(row.id, copy!.id);
    }
    return copies;
  }

  /** Passes a schedule to the new holder, paused and marked for review. */
  async handOverSchedule(scheduleId: number, holderUserId: string, templateId: number, authorName: string) {
    await this.db
      .update(messageSchedules)
      .set({ userId: holderUserId, templateId, active: false, awaitingReview: true, handedOverFrom: authorName })
      .where(eq(messageSchedules.id, scheduleId));
  }

  /** Cancels what the schedules had planned and not sent yet. */
  async cancelPlanned(scheduleIds: number[]): Promise<void> {
    if (!scheduleIds.length) return;
    await this.db
      .update(guestMessages)
      .set({ status: 'cancelled' })
      .where(and(inArray(guestMessages.scheduleId, scheduleIds), eq(guestMessages.status, 'scheduled')));
  }
}
