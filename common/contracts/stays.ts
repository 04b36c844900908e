import { z } from 'zod';
import { dbId, dbIdParam, wrapped } from './api';
import { GUIDE_LOCALES, PhoneSchema } from './property';

/**
 * Stays (a guest's booking at one property) and the calendars they are imported from:
 *   GET    {apiBase}/stays?propertyId&status&q&page&pageSize -> StayPage      (own and co-hosted properties)
 *   GET    {apiBase}/stays/agenda?days=7                    -> StayAgenda    (dashboard: arrivals, departures, guest actions)
 *   GET    {apiBase}/stays/{stayId}                         -> Stay
 *   POST   {apiBase}/stays              StayInput           -> Stay          (created, with its own guide link)
 *   PUT    {apiBase}/stays              StayUpdate          -> Stay          (409 when modifyDate is stale)
 *   DELETE {apiBase}/stays/{stayId}                         -> { stayId }    (pending messages are cancelled)
 *   POST   {apiBase}/stays/{stayId}/link/revoke             -> Stay          (the link stops working at once)
 *   POST   {apiBase}/stays/{stayId}/link/renew              -> Stay          (a new link; the old one stops working)
 *   POST   {apiBase}/stays/import/{propertyId}  { csv }     -> StayImportResult (good rows kept, bad rows by line)
 *   GET    {apiBase}/stays/feeds?propertyId                 -> CalendarFeed[]
 *   POST   {apiBase}/stays/feeds    CalendarFeedInput       -> CalendarFeed  (fetched at once, then on a schedule)
 *   DELETE {apiBase}/stays/feeds/{feedId}                   -> { feedId }    (imported stays are kept)
 *   POST   {apiBase}/stays/feeds/{feedId}/sync              -> CalendarFeed  (fetch now)
 *
 * Guest side (the stay link `/g/{slug}?s={token}`; the token travels in the X-Stay-Token header on API calls):
 *   GET    {apiBase}/guide/{slug}  + X-Stay-Token            -> GuestGuide with `stay` (welcome, dates, unlock window)
 *   POST   {apiBase}/guide/{slug}/stay/arrived  + X-Stay-Token   -> GuestStay (host notified)
 *   POST   {apiBase}/guide/{slug}/stay/checkedout + X-Stay-Token -> GuestStay (host notified)
 *
 * Dates are calendar dates (YYYY-MM-DD) and times wall-clock times (HH:MM) in the property's time
 * zone (UTC when the property has none). Another host's stay or property is a 404.
 */

export const STAY_LIMITS = {
  guestName: 120,
  email: 254,
  notes: 4_000,
  guestCount: 50,
  /** Stays per CSV import (one request). */
  importRows: 2_000,
  /** CSV text per import, bytes. */
  importBytes: 1_000_000,
  pageSize: 100,
  feedName: 80,
  feedUrl: 2_048,
  feedsPerProperty: 10,
  agendaDays: 31,
  reservationCode: 40,
} as const;

/** A platform's reservation code (Airbnb "HMABCD1234", Booking.com "4012345678", Vrbo "HA-1AB2CD"). */
export const RESERVATION_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]*$/;
export const ReservationCodeSchema = z
  .string()
  .trim()
  .max(STAY_LIMITS.reservationCode)
  .regex(RESERVATION_CODE_PATTERN, 'letters, digits and dashes')
  .describe("The platform's reservation code");

/** Sensitive sections open this long before check-in on a stay link, unless configured otherwise. */
export const STAY_UNLOCK_HOURS_BEFORE_DEFAULT = 48;

export const STAY_STATUSES = ['upcoming', 'inHouse', 'past'] as const;
export type StayStatus = (typeof STAY_STATUSES)[number];
export const STAY_SOURCES = ['manual', 'csv', 'ical'] as const;

/** A real calendar date, YYYY-MM-DD (2030-02-30 is refused). */
export const DateSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'not a calendar date');
export const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/** What the host enters for a stay. Times left null follow the guide's check-in and check-out times. */
export const StayInputSchema = z.object({
  propertyId: dbId(),
  guestName: z.string().trim().min(1).max(STAY_LIMITS.guestName),
  email: z.email().max(STAY_LIMITS.email).nullable().default(null),
  phone: PhoneSchema.nullable().default(null),
  locale: z.enum(GUIDE_LOCALES).default('en'),
  guestCount: z.number().int().min(1).max(STAY_LIMITS.guestCount).default(1),
  checkInDate: DateSchema,
  checkInTime: TimeSchema.nullable().default(null),
  checkOutDate: DateSchema,
  checkOutTime: TimeSchema.nullable().default(null),
  notes: z.string().max(STAY_LIMITS.notes).default(''),
  reservationCode: ReservationCodeSchema.nullable().default(null),
});
export type StayInput = z.input<typeof StayInputSchema>;

export const StayUpdateSchema = StayInputSchema.extend({
  stayId: dbId(),
  modifyDate: z.string().describe('The modifyDate last read; a different stored one answers 409'),
});
export type StayUpdate = z.input<typeof StayUpdateSchema>;

/** The stay's own guide link. */
export const StayLinkSchema = z.object({
  url: z.string().describe('The guide link for this guest (/g/{slug}?s={token}); null-like when revoked'),
  revoked: z.boolean(),
  /** When sensitive sections (door code, key box) open on this link, and when they close again (check-out). */
  unlocksAt: z.string().describe('ISO instant'),
  locksAt: z.string().describe('ISO instant'),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  openCount: z.number().int(),
});

export const StaySchema = z.object({
  stayId: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  guestName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  locale: z.enum(GUIDE_LOCALES),
  guestCount: z.number().int(),
  checkInDate: z.string(),
  checkInTime: z.string().describe("The stay's time, else the guide's check-in time, else 15:00"),
  checkOutDate: z.string(),
  checkOutTime: z.string().describe("The stay's time, else the guide's check-out time, else 11:00"),
  timeZone: z.string(),
  notes: z.string(),
  reservationCode: z.string().nullable(),
  phoneLast4: z.string().nullable().describe("The last 4 digits of the guest's phone, from the platform's calendar"),
  reservationUrl: z
    .string()
    .nullable()
    .describe("The reservation's page on the platform (https, on the calendar's own host), from the calendar"),
  source: z.enum(STAY_SOURCES),
  status: z.enum(STAY_STATUSES).describe("Now, in the property's time zone"),
  link: StayLinkSchema,
  arrivedAt: z.string().nullable().describe('When the guest pressed "I\'ve arrived"'),
  checkedOutAt: z.string().nullable().describe('When the guest pressed "I\'ve checked out"'),
  createDate: z.string(),
  modifyDate: z.string(),
});
export type Stay = z.infer<typeof StaySchema>;

export const StayListQuerySchema = z.object({
  propertyId: dbIdParam().optional(),
  status: z.enum(STAY_STATUSES).optional(),
  q: z.string().trim().max(120).optional().describe('Guest name, e-mail, phone or reservation code contains'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(STAY_LIMITS.pageSize).default(25),
});
export const StayPageSchema = z.object({ items: z.array(StaySchema), totalCount: z.number().int() });
export type StayPage = z.infer<typeof StayPageSchema>;

export const StayIdParamsSchema = z.object({ stayId: dbIdParam() });
export const StayPropertyParamsSchema = z.object({ propertyId: dbIdParam() });

export const AgendaQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(STAY_LIMITS.agendaDays).default(7),
});
/** One day of the dashboard agenda, in the host's view: arrivals and departures of that local date. */
export const StayAgendaSchema = z.object({
  today: z.string().describe("Today (YYYY-MM-DD, UTC); each stay's dates are in its property's time zone"),
  localToday: z
    .record(z.string(), z.string())
    .describe(
      "Today (YYYY-MM-DD) in each time zone of the listed stays, by zone: a stay is today's when its date is its zone's today (near midnight UTC's today is a day off from Madrid's)",
    ),
  arrivals: z.array(StaySchema).describe('Check-ins from today for `days` days, by date'),
  departures: z.array(StaySchema).describe('Check-outs from today for `days` days, by date'),
  recentGuestActions: z
    .array(z.object({ stay: StaySchema, action: z.enum(['arrived', 'checkedOut']), at: z.string() }))
    .describe('"I\'ve arrived" / "I\'ve checked out" of the last 7 days, newest first'),
});
export type StayAgenda = z.infer<typeof StayAgendaSchema>;

export const StayImportBodySchema = z.object({ csv: z.string().min(1).max(STAY_LIMITS.importBytes) });
export const StayImportResultSchema = z.object({
  created: z.number().int(),
  rows: z.number().int().describe('Data rows read (header excluded)'),
  errors: z.array(
    z.object({
      line: z.number().int().describe('1-based line in the file, header = 1'),
      field: z.string(),
      description: z.string(),
    }),
  ),
});
export type StayImportResult = z.infer<typeof StayImportResultSchema>;

/** CSV columns (header names, case-insensitive; en or es). Required: guest name, check-in and check-out. */
export const STAY_CSV_COLUMNS = {
  guestName: ['guest name', 'name', 'guest', 'nombre', 'huésped', 'huesped'],
  email: ['email', 'e-mail', 'correo'],
  phone: ['phone', 'teléfono', 'telefono'],
  locale: ['language', 'locale', 'idioma'],
  guestCount: ['guests', 'guest count', 'huéspedes', 'huespedes', 'personas'],
  checkInDate: ['check-in', 'check in', 'checkin', 'check-in date', 'arrival', 'llegada', 'entrada'],
  checkInTime: ['check-in time', 'arrival time', 'hora de llegada', 'hora de entrada'],
  checkOutDate: ['check-out', 'check out', 'checkout', 'check-out date', 'departure', 'salida'],
  checkOutTime: ['check-out time', 'departure time', 'hora de salida'],
  notes: ['notes', 'notas'],
  reservationCode: [
    'reservation code',
    'confirmation code',
    'booking number',
    'código de reserva',
    'codigo de reserva',
    'código de confirmación',
    'codigo de confirmacion',
  ],
} as const;

export const CalendarFeedInputSchema = z.object({
  propertyId: dbId(),
  name: z.string().trim().min(1).max(STAY_LIMITS.feedName).describe('e.g. "Airbnb"'),
  url: z
    .string()
    .trim()
    .max(STAY_LIMITS.feedUrl)
    .regex(/^https?:\/\/[^\s]+$/i, 'http(s) URL')
    .describe("The listing's iCal export address"),
});
export const CALENDAR_FEED_STATUSES = ['pending', 'ok', 'failed'] as const;
export const CalendarFeedSchema = z.object({
  feedId: z.number().int(),
  propertyId: z.number().int(),
  name: z.string(),
  /** The address without its secret part (path and query are shown as "…"). */
  urlDisplay: z.string(),
  status: z.enum(CALENDAR_FEED_STATUSES),
  lastSyncAt: z.string().nullable(),
  lastError: z.string().nullable().describe('Translation key of the last failure'),
  staysImported: z.number().int().describe('Stays this feed holds now'),
  createDate: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;
export const CalendarFeedQuerySchema = z.object({ propertyId: dbIdParam().optional() });
export const FeedIdParamsSchema = z.object({ feedId: dbIdParam() });

/** What a guest on a stay link sees of their stay. */
export const GuestStaySchema = z.object({
  guestFirstName: z.string(),
  checkInDate: z.string(),
  checkInTime: z.string(),
  checkOutDate: z.string(),
  checkOutTime: z.string(),
  /** Sensitive sections are shown on this link now. */
  unlocked: z.boolean(),
  unlocksAt: z.string(),
  locksAt: z.string(),
  arrivedAt: z.string().nullable(),
  checkedOutAt: z.string().nullable(),
});
export type GuestStay = z.infer<typeof GuestStaySchema>;

export const StayResponseSchema = wrapped(StaySchema);
export const StayPageResponseSchema = wrapped(StayPageSchema);
export const StayAgendaResponseSchema = wrapped(StayAgendaSchema);
export const StayImportResponseSchema = wrapped(StayImportResultSchema);
export const DeletedStayResponseSchema = wrapped(z.object({ stayId: z.number().int() }));
export const CalendarFeedResponseSchema = wrapped(CalendarFeedSchema);
export const CalendarFeedListResponseSchema = wrapped(z.array(CalendarFeedSchema));
export const DeletedFeedResponseSchema = wrapped(z.object({ feedId: z.number().int() }));
export const GuestStayResponseSchema = wrapped(GuestStaySchema);

export const STAY_ERROR_KEYS = {
  staleUpdate: 'host.stays.errors.staleUpdate',
  checkOutBeforeCheckIn: 'host.stays.errors.checkOutBeforeCheckIn',
  tooLong: 'host.stays.errors.tooLong',
  /** PUT /stays moving a stay to a property of another owner (field: propertyId): a stay never leaves its owner's account. */
  otherOwner: 'host.stays.errors.otherOwner',
  csvEmpty: 'host.stays.errors.csvEmpty',
  csvMissingColumn: 'host.stays.errors.csvMissingColumn',
  csvTooManyRows: 'host.stays.errors.csvTooManyRows',
  invalidDate: 'host.stays.errors.invalidDate',
  invalidTime: 'host.stays.errors.invalidTime',
  invalidLocale: 'host.stays.errors.invalidLocale',
  tooManyFeeds: 'host.stays.errors.tooManyFeeds',
  feedExists: 'host.stays.errors.feedExists',
  feedUnreachable: 'host.stays.errors.feedUnreachable',
  feedRefused: 'host.stays.errors.feedRefused',
  feedTooLarge: 'host.stays.errors.feedTooLarge',
  feedTimeout: 'host.stays.errors.feedTimeout',
  feedNotCalendar: 'host.stays.errors.feedNotCalendar',
  linkRevoked: 'guest.stay.errors.linkRevoked',
} as const;
