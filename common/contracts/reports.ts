import { z } from 'zod';
import { REPORT_LIMITS } from '../limits';
import { dbIdParam, wrapped } from './api';

/**
 * Reports: what guests did and asked, for one property or all the host's (own and co-hosted):
 *   GET {apiBase}/reports?propertyId&from&to&days&tz            -> Report
 *   GET {apiBase}/reports/csv/{table}?propertyId&from&to&days&tz -> text/csv (UTF-8 with BOM, one table)
 *
 * "The last 7 days" is `days=7` without dates: the server ends it on the properties' local today, which
 * a browser in another zone cannot know (near midnight its "today" is a day off from the property's).
 *
 * Days: guide events are counted per day in the property's time zone when they happen (UTC when it
 * has none), so their days are the property's. Questions and messages carry a time: they are put on
 * the day of `tz` when given, else of their property's time zone. Another host's property is a 404.
 */

// Defined with the other zod-free constants, so the reports page reads them without zod.
export { REPORT_LIMITS };

/** The tables a report holds; each can be downloaded as CSV. */
export const REPORT_TABLES = [
  'opens',
  'languages',
  'sections',
  'actions',
  'questions',
  'declined',
  'stays',
  'messages',
  'properties',
] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/** A real calendar date, YYYY-MM-DD (2026-02-30 is refused; anything else is a 400, never a throw). */
export const ReportDateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'YYYY-MM-DD')
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
  }, 'not a calendar date');

/** An IANA time zone name the runtime knows (Europe/Madrid, UTC...). */
export const ReportTimeZoneSchema = z
  .string()
  .max(64)
  .refine((value) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: value });
      return true;
    } catch {
      return false;
    }
  }, 'unknown time zone');

export const ReportQuerySchema = z
  .object({
    propertyId: dbIdParam().optional().describe("One property; all the host's properties when omitted"),
    from: ReportDateSchema.optional().describe('First day (YYYY-MM-DD); default `days` - 1 days before `to`'),
    to: ReportDateSchema.optional().describe(
      "Last day, included (YYYY-MM-DD); default today in `tz`, else the latest local today of the report's properties",
    ),
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(REPORT_LIMITS.maxDays)
      .optional()
      .describe(
        `Length of the period ending on \`to\` when \`from\` is not given; default ${REPORT_LIMITS.defaultDays}`,
      ),
    tz: ReportTimeZoneSchema.optional().describe("Time zone for questions and messages; default each property's own"),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to) {
      const days = (Date.parse(`${value.to}T00:00:00Z`) - Date.parse(`${value.from}T00:00:00Z`)) / 86_400_000 + 1;
      if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'before from' });
      else if (days > REPORT_LIMITS.maxDays)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `more than ${REPORT_LIMITS.maxDays} days after from` });
    }
  });
export type ReportQuery = z.output<typeof ReportQuerySchema>;

export const ReportCsvParamsSchema = z.object({ table: z.enum(REPORT_TABLES) });

export const ReportDaySchema = z.object({
  day: z.string().describe('YYYY-MM-DD'),
  opens: z.number().int().describe('Guide opens (every page load)'),
  uniqueOpens: z
    .number()
    .int()
    .describe(
      'Devices that opened the guide that day (see docs/decisions/014: counted once per browser and day, without identifiers)',
    ),
  questions: z.number().int(),
  declined: z.number().int(),
});

export const ReportLanguageSchema = z.object({
  locale: z.string().describe("en, es, or '' when the guide page did not say (events before languages were counted)"),
  opens: z.number().int(),
});

export const ReportSectionSchema = z.object({
  propertyId: z.number().int(),
  propertyName: z.string(),
  sectionId: z.string(),
  title: z
    .string()
    .describe("The section's title in the host's language (else the other one; '' for a deleted section)"),
  views: z.number().int(),
});

export const ReportActionsSchema = z.object({
  wifiCopies: z.number().int(),
  calls: z.number().int(),
  directions: z.number().int(),
  searches: z.number().int(),
  searchesNoResult: z
    .number()
    .int()
    .describe('Searches that found nothing in the guide (the term itself is never sent)'),
  prints: z.number().int(),
  installs: z.number().int(),
});

export const ReportQuestionsSchema = z.object({
  asked: z.number().int(),
  answered: z.number().int(),
  declined: z.number().int(),
});

export const ReportDeclinedSchema = z.object({
  propertyId: z.number().int(),
  propertyName: z.string(),
  question: z.string().describe('The wording of the latest time it was asked'),
  count: z.number().int().describe('Times asked (same words, case and spacing ignored)'),
  lastAskedAt: z.string().describe('ISO time'),
  questionId: z
    .string()
    .describe('The latest one: POST /ai/property/{propertyId}/questions/{questionId}/qa adds the answer'),
});

export const ReportStaysSchema = z.object({
  arrivals: z.number().int().describe('Stays checking in within the period'),
  openedBeforeArrival: z.number().int().describe('...whose stay link was first opened on or before the check-in day'),
  notOpened: z.number().int().describe('...whose link was not opened before arrival (later or never)'),
});

export const ReportMessagesSchema = z.object({
  channel: z.string().describe('email, sms or whatsapp'),
  sent: z.number().int(),
  failed: z.number().int(),
});

export const ReportPropertySchema = z.object({
  propertyId: z.number().int(),
  name: z.string(),
  timeZone: z.string().describe("The property's zone (UTC when it has none)"),
  opens: z.number().int(),
  uniqueOpens: z.number().int(),
  questions: z.number().int(),
  declined: z.number().int(),
  messagesSent: z.number().int(),
  messagesFailed: z.number().int(),
});

export const ReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string().nullable().describe('The tz asked for, or null (each property in its own)'),
  propertyId: z.number().int().nullable(),
  totals: z.object({ opens: z.number().int(), uniqueOpens: z.number().int() }),
  days: z.array(ReportDaySchema).describe('Every day of the period, zeros included'),
  languages: z.array(ReportLanguageSchema),
  sections: z.array(ReportSectionSchema).describe(`Most viewed first, at most ${REPORT_LIMITS.topRows}`),
  actions: ReportActionsSchema,
  questions: ReportQuestionsSchema,
  declined: z.array(ReportDeclinedSchema).describe(`Most asked first, at most ${REPORT_LIMITS.topRows}`),
  stays: ReportStaysSchema,
  messages: z.array(ReportMessagesSchema),
  properties: z.array(ReportPropertySchema),
});
export type Report = z.infer<typeof ReportSchema>;
export type ReportDay = z.infer<typeof ReportDaySchema>;
export type ReportDeclined = z.infer<typeof ReportDeclinedSchema>;
export const ReportResponseSchema = wrapped(ReportSchema);
