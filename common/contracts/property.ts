import { z } from 'zod';
import { wrapped, dbId, dbIdParam } from './api';
import { GUIDE_LOCALES, PROPERTY_LIMITS, SECTION_KINDS } from './property-constants';

/**
 * Properties and their guides:
 *   GET    {apiBase}/property/user/list          -> PropertyListItem[] (dropdowns)
 *   GET    {apiBase}/property/user               -> Property[] (own + co-hosted, not deleted;
 *                                                   optional paging: ?limit=&after=, or ?propertyId=)
 *   POST   {apiBase}/property/user   (no body)   -> Property (new, with template sections)
 *   PUT    {apiBase}/property/user   PropertyUpdate -> Property (saved)
 *   DELETE {apiBase}/property/user/{propertyId}  -> { propertyId }
 *
 * Names (`state.name`, `propertyStr.name`) are in the request language (`?locale=` or
 * Accept-Language, like the lookup lists). Another host's or a deleted property is a 404 everywhere.
 * A co-host sees the property with `isCoHost: true`, may PUT it except for changing `guide.published`
 * (403 `host.cohosts.errors.cannotPublish`), and gets 403 on DELETE (see common/contracts/cohosts.ts).
 * PUT with a `modifyDate` different from the stored one is a 409 with the description
 * `host.property.errors.staleUpdate`; nothing is written.
 */

export {
  PROPERTY_PAGE_MAX,
  type PropertiesQuery,
  PropertiesQuerySchema,
  type PropertyListItem,
  PropertyListItemSchema,
  PropertyListResponseSchema,
} from './property-list';

// The constants live apart, without zod, so the web pages that only need them do not load it.
export {
  DEFAULT_SECTION_ICONS,
  GUIDE_LOCALES,
  PROPERTY_LIMITS,
  SECTION_KINDS,
  type SectionKind,
} from './property-constants';

const nullableText = (max: number) => z.string().trim().max(max).nullable();

/** Text per language; either may be missing. */
export const localizedText = (max: number) =>
  z.object({ en: z.string().max(max).optional(), es: z.string().max(max).optional() });
export type LocalizedText = { en?: string; es?: string };

/** An id the client may omit for a new item; the server assigns one (url-safe, <= 64 chars). */
const clientId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** http(s) URL, or a path on this site ("/images/..."): what the photo drawer hands out. */
export const ImageUrlSchema = z
  .string()
  .max(PROPERTY_LIMITS.url)
  .regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i, 'http(s) URL or site path');

/** A web link a guest may open: http or https only. */
export const WebUrlSchema = z
  .string()
  .trim()
  .max(PROPERTY_LIMITS.url)
  .regex(/^https?:\/\/[^\s]+$/i, 'http(s) URL');

export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^[0-9+()\-.\s/]{3,32}$/, 'phone number');
export const LatitudeSchema = z.number().min(-90).max(90);
export const LongitudeSchema = z.number().min(-180).max(180);
/** "HH:MM", 24-hour. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');
/** 4 to 8 digits. */
export const AccessCodeSchema = z.string().regex(/^\d{4,8}$/, '4-8 digits');

export const WifiSchema = z.object({
  network: z.string().trim().max(PROPERTY_LIMITS.wifiNetwork),
  password: z.string().max(PROPERTY_LIMITS.wifiPassword),
});
export type Wifi = z.infer<typeof WifiSchema>;

/**
 * When each language's text was last written (ISO 8601): kept by the server on save, read-only
 * (whatever a client sends is ignored). Equal stamps: the languages are in step; an older one is out
 * of date. See common/guide-languages.ts.
 */
export const EditedStampsSchema = z
  .object({ en: z.string().max(40).optional(), es: z.string().max(40).optional() })
  .describe("Read-only: when each language's text was last written (ISO 8601)");

/** Per language, the fingerprint of machine-translated text (decision 055; common/machine-translation.ts). */
export const MachineMarksSchema = z
  .object({ en: z.string().max(40).optional(), es: z.string().max(40).optional() })
  .describe(
    'Per language, the fingerprint of machine-translated text (from POST /translation/...); the server keeps it only while it matches the saved words',
  );

const sectionFields = {
  kind: z.enum(SECTION_KINDS),
  icon: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .nullable()
    .default(null)
    .describe('Tabler icon name without prefix, e.g. "wifi"'),
  sensitive: z.boolean().default(false).describe('Shown to guests only with the access code'),
  sortOrder: z.number().int().min(0).default(0).describe('Ascending; the server renumbers 0..n-1 on save'),
  title: localizedText(PROPERTY_LIMITS.sectionTitle),
  body: localizedText(PROPERTY_LIMITS.sectionBody).describe('Sanitised HTML (allow-list) per language'),
  mediaIds: z.array(dbId()).max(PROPERTY_LIMITS.sectionMedia).default([]),
  imageUrls: z
    .array(ImageUrlSchema)
    .max(PROPERTY_LIMITS.sectionMedia)
    .default([])
    .describe('Photos picked from the drawer (library or stock URL)'),
  wifi: WifiSchema.nullable().optional().describe('For kind "wifi"'),
  videoId: dbId()
    .nullable()
    .optional()
    .describe("One of the property's videos (GET /videos/property/{id}), shown with the section"),
  edited: EditedStampsSchema.optional(),
  sharedBlockId: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe(
      "Read-only: the shared block (GET /shared-blocks) this section is a copy of; its kind, icon, title and body are the block's and a PUT keeps the stored ones",
    ),
  machine: MachineMarksSchema.optional(),
};

export const GuideSectionInputSchema = z.object({ sectionId: clientId.optional(), ...sectionFields });
export const GuideSectionSchema = z.object({ sectionId: z.string(), ...sectionFields });
export type GuideSection = z.infer<typeof GuideSectionSchema>;
export type GuideSectionInput = z.input<typeof GuideSectionInputSchema>;

const attractionFields = {
  attractionTypeId: dbId().describe('From GET /list/attractionTypes'),
  name: z.string().trim().min(1).max(PROPERTY_LIMITS.attractionName),
  description: localizedText(PROPERTY_LIMITS.attractionDescription).default({}).describe('Sanitised HTML per language'),
  address: nullableText(PROPERTY_LIMITS.address).default(null),
  latitude: LatitudeSchema.nullable().default(null),
  longitude: LongitudeSchema.nullable().default(null),
  url: WebUrlSchema.nullable().default(null),
  phone: PhoneSchema.nullable().default(null),
  mediaId: dbId().nullable().default(null),
  imageUrl: ImageUrlSchema.nullable().default(null),
  edited: EditedStampsSchema.optional(),
  /** Read-only: the shared block this place is a copy of (decision 047); a PUT keeps the stored words. */
  sharedBlockId: z.number().int().nullable().optional().describe('Read-only: the shared block this place copies'),
  machine: MachineMarksSchema.optional(),
};

export const AttractionInputSchema = z.object({ attractionId: clientId.optional(), ...attractionFields });
export const AttractionSchema = z.object({ attractionId: z.string(), ...attractionFields });
export type Attraction = z.infer<typeof AttractionSchema>;

const emergencyFields = {
  emergencyInfoTypeId: dbId().describe('From GET /list/emergencyinfotypes'),
  name: z.string().trim().max(PROPERTY_LIMITS.emergencyName).default(''),
  phone: PhoneSchema.nullable().default(null),
  address: nullableText(PROPERTY_LIMITS.address).default(null),
  latitude: LatitudeSchema.nullable().default(null),
  longitude: LongitudeSchema.nullable().default(null),
  notes: localizedText(PROPERTY_LIMITS.emergencyNotes).default({}).describe('Sanitised HTML per language'),
};

export const EmergencyInfoInputSchema = z.object({ emergencyInfoId: clientId.optional(), ...emergencyFields });
export const EmergencyInfoSchema = z.object({ emergencyInfoId: z.string(), ...emergencyFields });
export type EmergencyInfo = z.infer<typeof EmergencyInfoSchema>;

export const HostContactSchema = z.object({
  name: nullableText(120).default(null),
  phone: PhoneSchema.nullable().default(null),
  email: z.email().max(254).nullable().default(null),
  show: z.boolean().default(false).describe('Show the contact to guests'),
});
export type HostContact = z.infer<typeof HostContactSchema>;

const guideFields = {
  published: z.boolean().default(false).describe('The guest link works only when published'),
  accessCode: AccessCodeSchema.nullable().default(null).describe('4-8 digits; when set, sensitive sections need it'),
  themeId: dbId().nullable().default(null).describe('From GET /list/themes; null = default theme'),
  defaultLocale: z.enum(GUIDE_LOCALES).default('en'),
  checkInTime: TimeOfDaySchema.nullable().default(null),
  checkOutTime: TimeOfDaySchema.nullable().default(null),
  hostContact: HostContactSchema.default({ name: null, phone: null, email: null, show: false }),
};

/** The guide as the client sends it. `slug` is read-only: any value sent is ignored. */
export const GuideInputSchema = z.object({
  slug: z.string().optional().describe('Ignored: read-only'),
  ...guideFields,
  guestAnalytics: z
    .boolean()
    .optional()
    .describe(
      'Let the page-analytics tag load on the guest guide (after each guest consents); absent keeps the stored value',
    ),
  sections: z.array(GuideSectionInputSchema).max(PROPERTY_LIMITS.sections).default([]),
  attractions: z.array(AttractionInputSchema).max(PROPERTY_LIMITS.attractions).default([]),
});
export type GuideInput = z.input<typeof GuideInputSchema>;

export const GuideSchema = z.object({
  slug: z.string().describe('Read-only; the guest link is /g/{slug}; unguessable, url-safe, >= 10 chars'),
  ...guideFields,
  guestAnalytics: z
    .boolean()
    .describe(
      'The host lets the page-analytics tag load on the guest guide, only after each guest consents (and only when the server has ANALYTICS_ID)',
    ),
  sections: z.array(GuideSectionSchema),
  attractions: z.array(AttractionSchema),
});
export type Guide = z.infer<typeof GuideSchema>;

/** A person on a property (owner or co-host), as shown to the other hosts. */
export const PropertyPersonSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  profileImageMediaId: z.number().int().nullable(),
});
export type PropertyPerson = z.infer<typeof PropertyPersonSchema>;

const isoDate = z.string().describe('ISO 8601 date-time');

/** A property with every field, as the /property/user calls answer it. */
export const PropertySchema = z.object({
  propertyId: z.number().int(),
  exId: z.string().describe('Stable external id (uuid)'),
  name: z.string(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  stateId: z.number().int().nullable(),
  countryId: z.number().int().nullable(),
  postalCode: z.string().nullable(),
  createDate: isoDate,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeZone: z.string().nullable().describe('IANA zone, e.g. Europe/Madrid'),
  isActive: z.boolean(),
  propertyImageMediaId: z.number().int().nullable(),
  subscriptionId: z.number().int().nullable().describe('Read-only'),
  assignToSubscription: z.boolean().describe('Read-only'),
  isCoHost: z.boolean().describe('True when the caller is a co-host, not the owner'),
  isDeleted: z.boolean(),
  deleteDate: isoDate.nullable(),
  modifyDate: isoDate.describe('Send back unchanged on PUT (optimistic concurrency)'),
  isIndexing: z.boolean().describe('Read-only (AI indexing)'),
  lastIndexDate: isoDate.nullable().describe('Read-only (AI indexing)'),
  videoCollectionId: z.number().int().nullable(),
  fullAddress: z.string().describe('Read-only: one line, e.g. "1 Main St, Austin, Texas 78701, United States"'),
  propertyImage: z.string().nullable().describe('Image URL (from the photo drawer) or null'),
  propertyImageSmall: z
    .string()
    .nullable()
    .describe('Read-only: the same image at card size (the small variant of the library photo), null when none'),
  state: z
    .object({ stateId: z.number().int(), code: z.string(), name: z.string() })
    .nullable()
    .describe('Read-only, from stateId'),
  propertyStr: z
    .object({ strTypeId: z.number().int(), code: z.string(), name: z.string() })
    .nullable()
    .describe('Read-only: the main rental type (first of propertyStrTypes)'),
  propertyStrTypes: z.array(z.number().int()).describe('Rental type ids (GET /list/strTypes), main type first'),
  userProfile: PropertyPersonSchema.describe('Read-only: the owner'),
  coHosts: z.array(PropertyPersonSchema).describe('Read-only here (managed through /cohosts); empty for a co-host'),
  emergencyInfos: z.array(EmergencyInfoSchema),
  guide: GuideSchema,
});
export type Property = z.infer<typeof PropertySchema>;

/** POST /property/user: an optional body naming the new property (without one it is "My property N"). */
export const PropertyCreateSchema = z
  .object({ name: z.string().trim().min(1).max(PROPERTY_LIMITS.name).optional() })
  .strict()
  .nullish();
export type PropertyCreate = z.infer<typeof PropertyCreateSchema>;

/** POST /property/user/{propertyId}/duplicate body: the new property's name. */
export const PropertyDuplicateSchema = z.object({ name: z.string().trim().min(1).max(PROPERTY_LIMITS.name) }).strict();
export type PropertyDuplicate = z.infer<typeof PropertyDuplicateSchema>;

/**
 * PUT /property/user body: the whole Property as received from GET, edited. Read-only fields
 * (exId, createDate, isCoHost, isDeleted, deleteDate, isIndexing, lastIndexDate, fullAddress,
 * propertyImageSmall, state,
 * propertyStr, userProfile, coHosts, subscriptionId, assignToSubscription, guide.slug) may be sent and
 * are ignored. An optional writable field that is absent keeps its stored value; `guide` and
 * `emergencyInfos` are replaced whole. Section bodies, attraction descriptions and emergency notes
 * are sanitised (allow-list HTML) before they are stored.
 */
export const PropertyUpdateSchema = z.object({
  propertyId: dbId(),
  modifyDate: z.string().min(1).describe('The modifyDate last received; a different stored value answers 409'),
  name: z.string().trim().min(1).max(PROPERTY_LIMITS.name),
  address1: nullableText(PROPERTY_LIMITS.address).optional(),
  address2: nullableText(PROPERTY_LIMITS.address).optional(),
  city: nullableText(PROPERTY_LIMITS.city).optional(),
  stateId: dbId().nullable().optional().describe('Must belong to countryId'),
  countryId: dbId().nullable().optional(),
  postalCode: nullableText(PROPERTY_LIMITS.postalCode).optional(),
  latitude: LatitudeSchema.nullable().optional(),
  longitude: LongitudeSchema.nullable().optional(),
  timeZone: z.string().max(PROPERTY_LIMITS.timeZone).nullable().optional().describe('IANA zone name'),
  isActive: z.boolean().optional(),
  propertyImageMediaId: dbId().nullable().optional(),
  propertyImage: ImageUrlSchema.nullable().optional(),
  videoCollectionId: dbId().nullable().optional(),
  propertyStrTypes: z.array(dbId()).max(PROPERTY_LIMITS.strTypes).optional(),
  emergencyInfos: z.array(EmergencyInfoInputSchema).max(PROPERTY_LIMITS.emergencyInfos),
  guide: GuideInputSchema,
});
export type PropertyUpdate = z.input<typeof PropertyUpdateSchema>;

export const PropertyIdParamsSchema = z.object({ propertyId: dbIdParam() });

export const DeletedPropertySchema = z.object({ propertyId: z.number().int() });
export type DeletedProperty = z.infer<typeof DeletedPropertySchema>;

export const PropertyResponseSchema = wrapped(PropertySchema);
export const PropertiesResponseSchema = wrapped(z.array(PropertySchema));
export const DeletedPropertyResponseSchema = wrapped(DeletedPropertySchema);

/** Error descriptions the property calls send (translation keys in common/locales/{en,es}/host.json). */
export const PROPERTY_ERROR_KEYS = {
  staleUpdate: 'host.property.errors.staleUpdate',
  coHostCannotDelete: 'host.property.errors.coHostCannotDelete',
  coHostCannotDuplicate: 'host.property.errors.coHostCannotDuplicate',
  unknownCountry: 'host.property.errors.unknownCountry',
  unknownState: 'host.property.errors.unknownState',
  stateNeedsCountry: 'host.property.errors.stateNeedsCountry',
  unknownTheme: 'host.property.errors.unknownTheme',
  unknownStrType: 'host.property.errors.unknownStrType',
  unknownAttractionType: 'host.property.errors.unknownAttractionType',
  unknownEmergencyInfoType: 'host.property.errors.unknownEmergencyInfoType',
  unknownTimeZone: 'host.property.errors.unknownTimeZone',
  duplicateId: 'host.property.errors.duplicateId',
  unknownMedia: 'host.property.errors.unknownMedia',
} as const;
