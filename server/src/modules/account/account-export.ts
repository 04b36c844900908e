import { FILES_ROUTE_PREFIX } from '../storage';
import { AccountExportRepository, type AccountRows } from './account-export.repository';
import type { Db } from '../../db/client';

/** The export's format name and version (docs/export-format.md); a change of shape bumps the version. */
export const EXPORT_FORMAT = 'guidebook-account-export';
export const EXPORT_VERSION = 1;

/**
 * Every table that holds an account's data (it references users or properties, directly or through
 * another such table), and where it is in the export: the document's key, or why it is left out.
 * account-export.test.ts fails when a table with such a reference is missing here.
 */
export const EXPORT_COVERAGE: Record<string, string> = {
  users: 'account',
  auth_sessions: 'sessions',
  refresh_tokens: 'left out: secret tokens',
  one_time_codes: 'left out: secret codes',
  recovery_codes: 'left out: secret codes',
  properties: 'properties',
  property_co_hosts: 'coHosts, coHosting',
  co_host_invitations: 'invitations',
  co_host_invitation_properties: 'invitations (propertyIds)',
  media: 'photos',
  videos: 'videos',
  devices: 'devices',
  guide_short_codes: 'guideShortCodes',
  guide_event_counts: 'guideEvents',
  guide_event_months: 'left out: monthly sums of guideEvents',
  report_question_days: 'left out: daily counts of conciergeQuestions',
  stays: 'stays',
  calendar_feeds: 'calendarFeeds',
  message_templates: 'messageTemplates',
  message_schedules: 'messageSchedules',
  guest_messages: 'sentMessages',
  ai_settings: 'conciergeSettings',
  ai_qa_pairs: 'conciergeAnswers',
  ai_questions: 'conciergeQuestions',
  ai_index_runs: 'conciergeIndexRuns',
  ai_passages: 'left out: search index built from the guide (properties)',
  ai_vocabulary: 'left out: search index built from the guide (properties)',
  support_tickets: 'supportTickets',
  support_messages: 'supportTickets (messages)',
  support_attachments: 'supportTickets (attachments, as links)',
  audit_log: 'auditLog',
  message_failure_acks: 'left out: which failed messages the host marked as seen on the dashboard',
  message_failure_digests: 'left out: the days a digest of failed messages was e-mailed',
  host_contacts: 'hostContact',
  inbox_questions: 'guestQuestions (without the hashed guest-side id)',
  shared_blocks: 'sharedBlocks',
  idempotency_keys: 'left out: stored answers to retried creates (copies of exported records, kept 24 h)',
};

export interface ExportLinks {
  /** Base of photo addresses (IMAGE_BASE_URL, ending in a slash). */
  imageBaseUrl: string;
  /** The site's address (PUBLIC_URL). */
  publicUrl: string;
  /** The API's path (API_BASE_PATH). */
  apiBase: string;
}

const join = (base: string, path: string) => `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;

/**
 * An account's data export: one versioned JSON document, one key per kind of record, every file as
 * a link (docs/export-format.md, decision 032). Secrets - password hash, two-factor secrets, session
 * and invitation tokens, stay-link tokens, calendar feed addresses - are never read.
 */
export class AccountExport {
  private readonly repo: AccountExportRepository;

  constructor(
    db: Db,
    private readonly links: ExportLinks,
  ) {
    this.repo = new AccountExportRepository(db);
  }

  /** Null when there is no such user. */
  async of(userId: string, now: Date = new Date()) {
    const rows = await this.repo.read(userId);
    return rows ? this.document(rows, now) : null;
  }

  private document(rows: AccountRows, now: Date) {
    const image = (key: string | null) => (key ? join(this.links.imageBaseUrl, key) : null);
    const file = (key: string | null) => (key ? join(this.links.publicUrl, `${FILES_ROUTE_PREFIX}${key}`) : null);
    const { googleSubject, ...account } = rows.user;
    const visibleMessageIds = new Set(rows.ticketMessages.map((m) => m.id));
    return {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now.toISOString(),
      account: { ...account, signInWithGoogle: googleSubject !== null },
      hostContact: rows.hostContact,
      sessions: rows.sessions,
      properties: rows.properties,
      coHosts: rows.coHostsOfOwn,
      coHosting: rows.coHosting,
      invitations: rows.invitations.map((invitation) => ({
        ...invitation,
        propertyIds: rows.invitationProperties.filter((p) => p.invitationId === invitation.id).map((p) => p.propertyId),
      })),
      photos: rows.photos.map((p) => ({ ...p, smallUrl: image(p.smallPath), largeUrl: image(p.largePath) })),
      videos: rows.videos.map((v) => ({ ...v, fileUrl: file(v.fileKey) })),
      devices: rows.devices.map((d) => ({ ...d, manualUrl: file(d.manualKey) })),
      guideShortCodes: rows.shortCodes,
      guideEvents: rows.guideEvents,
      stays: rows.stays,
      calendarFeeds: rows.calendarFeeds,
      messageTemplates: rows.messageTemplates,
      messageSchedules: rows.messageSchedules,
      sentMessages: rows.guestMessages,
      mails: rows.mails,
      conciergeSettings: rows.aiSettings,
      conciergeAnswers: rows.aiQaPairs,
      conciergeQuestions: rows.aiQuestions,
      conciergeIndexRuns: rows.aiIndexRuns,
      guestQuestions: rows.guestQuestions,
      sharedBlocks: rows.sharedBlocks,
      supportTickets: rows.tickets.map((ticket) => ({
        ...ticket,
        messages: rows.ticketMessages.filter((m) => m.ticketId === ticket.id),
        attachments: rows.attachments
          .filter((a) => a.ticketId === ticket.id && visibleMessageIds.has(a.messageId))
          .map((a) => ({
            ...a,
            url: join(this.links.publicUrl, `${this.links.apiBase}/support/tickets/${ticket.id}/attachments/${a.id}`),
          })),
      })),
      auditLog: rows.audit,
    };
  }
}

export type AccountExportDocument = NonNullable<Awaited<ReturnType<AccountExport['of']>>>;
