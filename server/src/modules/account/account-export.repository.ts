import { and, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  aiIndexRuns,
  aiQaPairs,
  aiQuestions,
  aiSettings,
  auditLog,
  authSessions,
  calendarFeeds,
  coHostInvitationProperties,
  coHostInvitations,
  devices,
  guestMessages,
  guideEventCounts,
  guideShortCodes,
  hostContacts,
  sharedBlocks,
  inboxQuestions,
  mailOutbox,
  media,
  messageSchedules,
  messageTemplates,
  properties,
  propertyCoHosts,
  stays,
  supportAttachments,
  supportMessages,
  supportTickets,
  users,
  videos,
} from '../../db/schema';

/** A table's columns without the named ones: secrets are never read, so they cannot leak. */
function columnsWithout<T extends PgTable, K extends keyof T['_']['columns']>(table: T, omit: K[]) {
  const columns = { ...getTableColumns(table) } as T['_']['columns'];
  for (const key of omit) delete columns[key];
  return columns as Omit<T['_']['columns'], K>;
}

/**
 * Reads of everything an account owns, for its data export (account-export.ts). The user's own
 * rows by user id; their properties' rows by property id (properties they own, not those they
 * co-host: those belong to their owner). Secret columns are left out of the SELECTs.
 */
export class AccountExportRepository {
  constructor(private readonly db: Db) {}

  async read(userId: string) {
    const db = this.db;
    const [user] = await db
      .select(columnsWithout(users, ['passwordHash', 'twoFactorSecret', 'twoFactorPendingSecret', 'twoFactorLastStep']))
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    const own = await db.select().from(properties).where(eq(properties.ownerUserId, userId)).orderBy(properties.id);
    const ids = own.map((p) => p.id);
    const ofProperties = (column: SQL.Aliased | unknown): SQL =>
      ids.length ? inArray(column as never, ids) : sql`false`;
    const tickets = await db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.requesterUserId, userId))
      .orderBy(supportTickets.id);
    const ticketIds = tickets.map((t) => t.id);
    const ofTickets = (column: unknown): SQL => (ticketIds.length ? inArray(column as never, ticketIds) : sql`false`);
    const invitations = await db
      .select(columnsWithout(coHostInvitations, ['tokenHash']))
      .from(coHostInvitations)
      .where(eq(coHostInvitations.ownerUserId, userId))
      .orderBy(coHostInvitations.id);
    const invitationIds = invitations.map((i) => i.id);

    const [
      sessions,
      coHostsOfOwn,
      coHosting,
      invitationProperties,
      photos,
      videoRows,
      deviceRows,
      shortCodes,
      stayRows,
      feeds,
      templates,
      schedules,
      sentToGuests,
      mails,
      aiSettingRows,
      qaPairs,
      questions,
      indexRuns,
      guideEvents,
      ticketMessages,
      attachments,
      audit,
    ] = await Promise.all([
      db.select().from(authSessions).where(eq(authSessions.userId, userId)).orderBy(authSessions.createDate),
      db.select().from(propertyCoHosts).where(ofProperties(propertyCoHosts.propertyId)),
      db.select().from(propertyCoHosts).where(eq(propertyCoHosts.userId, userId)),
      invitationIds.length
        ? db
            .select()
            .from(coHostInvitationProperties)
            .where(inArray(coHostInvitationProperties.invitationId, invitationIds))
        : Promise.resolve([]),
      db.select().from(media).where(ofProperties(media.propertyId)).orderBy(media.id),
      db.select().from(videos).where(ofProperties(videos.propertyId)).orderBy(videos.id),
      db.select().from(devices).where(ofProperties(devices.propertyId)).orderBy(devices.id),
      db.select().from(guideShortCodes).where(ofProperties(guideShortCodes.propertyId)),
      db
        .select(columnsWithout(stays, ['linkToken']))
        .from(stays)
        .where(ofProperties(stays.propertyId))
        .orderBy(stays.id),
      db
        .select(columnsWithout(calendarFeeds, ['url']))
        .from(calendarFeeds)
        .where(ofProperties(calendarFeeds.propertyId))
        .orderBy(calendarFeeds.id),
      db.select().from(messageTemplates).where(eq(messageTemplates.userId, userId)).orderBy(messageTemplates.id),
      db.select().from(messageSchedules).where(eq(messageSchedules.userId, userId)).orderBy(messageSchedules.id),
      db.select().from(guestMessages).where(ofProperties(guestMessages.propertyId)).orderBy(guestMessages.id),
      db
        .select()
        .from(mailOutbox)
        .where(sql`lower(${mailOutbox.toAddress}) = lower(${user.email})`)
        .orderBy(mailOutbox.createDate),
      db.select().from(aiSettings).where(ofProperties(aiSettings.propertyId)),
      db.select().from(aiQaPairs).where(ofProperties(aiQaPairs.propertyId)),
      db.select().from(aiQuestions).where(ofProperties(aiQuestions.propertyId)).orderBy(aiQuestions.createDate),
      db
        .select()
        .from(aiIndexRuns)
        .where(or(ofProperties(aiIndexRuns.propertyId), eq(aiIndexRuns.requestedBy, userId))),
      db
        .select()
        .from(guideEventCounts)
        .where(ofProperties(guideEventCounts.propertyId))
        .orderBy(guideEventCounts.propertyId, guideEventCounts.day),
      db
        .select()
        .from(supportMessages)
        .where(and(ofTickets(supportMessages.ticketId), eq(supportMessages.internal, false)))
        .orderBy(supportMessages.id),
      db
        .select(columnsWithout(supportAttachments, ['data']))
        .from(supportAttachments)
        .where(ofTickets(supportAttachments.ticketId))
        .orderBy(supportAttachments.id),
      db
        .select()
        .from(auditLog)
        .where(
          or(eq(auditLog.actorUserId, userId), and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId))),
        )
        .orderBy(desc(auditLog.createDate)),
    ]);
    const [hostContact] = await db.select().from(hostContacts).where(eq(hostContacts.userId, userId));
    const guestQuestions = await db
      .select(columnsWithout(inboxQuestions, ['guestKeyHash']))
      .from(inboxQuestions)
      .where(ofProperties(inboxQuestions.propertyId))
      .orderBy(inboxQuestions.createDate);
    const blocks = await db
      .select()
      .from(sharedBlocks)
      .where(eq(sharedBlocks.ownerUserId, userId))
      .orderBy(sharedBlocks.id);
    return {
      user,
      hostContact: hostContact ?? null,
      sharedBlocks: blocks,
      guestQuestions,
      properties: own,
      sessions,
      coHostsOfOwn,
      coHosting,
      invitations,
      invitationProperties,
      photos,
      videos: videoRows,
      devices: deviceRows,
      shortCodes,
      stays: stayRows,
      calendarFeeds: feeds,
      messageTemplates: templates,
      messageSchedules: schedules,
      guestMessages: sentToGuests,
      mails,
      aiSettings: aiSettingRows,
      aiQaPairs: qaPairs,
      aiQuestions: questions,
      aiIndexRuns: indexRuns,
      guideEvents,
      tickets,
      ticketMessages,
      attachments,
      audit,
    };
  }
}

export type AccountRows = NonNullable<Awaited<ReturnType<AccountExportRepository['read']>>>;
