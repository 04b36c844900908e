import { z } from 'zod';
import { dbId, dbIdParam, wrapped } from './api';
import { DEVICE_CATEGORIES, DEVICE_LIMITS } from './devices';
import {
  LatitudeSchema,
  localizedText,
  LongitudeSchema,
  PhoneSchema,
  PROPERTY_LIMITS,
  SECTION_KINDS,
  WebUrlSchema,
} from './property';

/**
 * Shared blocks (docs/decisions/047-shared-blocks.md): a guide section, a place (recommendation) or a
 * device written once in the host's library and used by several of the host's guides. Each guide
 * holds a copy marked with the block's id (`guide.sections[].sharedBlockId`,
 * `guide.attractions[].sharedBlockId`, a device's `sharedBlockId`); saving the block rewrites every copy.
 *
 *   GET    {apiBase}/shared-blocks                       -> SharedBlock[] (the caller's, by name)
 *   POST   {apiBase}/shared-blocks      SharedBlockInput -> SharedBlock (Idempotency-Key honoured)
 *   GET    {apiBase}/shared-blocks/{sharedBlockId}       -> SharedBlock
 *   PUT    {apiBase}/shared-blocks/{sharedBlockId} SharedBlockInput -> SharedBlock (every copy rewritten)
 *   DELETE {apiBase}/shared-blocks/{sharedBlockId}       -> { sharedBlockId } (copies stay as plain sections)
 *   POST   {apiBase}/shared-blocks/{sharedBlockId}/use    { propertyId } -> SharedBlock
 *   POST   {apiBase}/shared-blocks/{sharedBlockId}/detach { propertyId } -> SharedBlock
 *
 * A block belongs to one account and is used only in that account's own properties; another
 * account's block, or a property the caller does not own, is a 404. Detach is also open to the
 * property's co-hosts who may edit its guide (it changes only that guide).
 */

/** What a shared block holds: a guide section, a place (recommendation) or a device. */
export const SHARED_BLOCK_KINDS = ['section', 'place', 'device'] as const;
export type SharedBlockKind = (typeof SHARED_BLOCK_KINDS)[number];

/** Section kinds a shared block may be: a Wi-Fi section names one flat's network, so it is not offered. */
export const SHAREABLE_SECTION_KINDS = SECTION_KINDS.filter((kind) => kind !== 'wifi') as Exclude<
  (typeof SECTION_KINDS)[number],
  'wifi'
>[];

export const SHARED_BLOCK_LIMITS = {
  name: 120,
  /** Blocks per account. */
  blocks: 200,
} as const;

/** What a place block shares: the recommendation's words (its photo stays each guide's own). */
export const SharedPlaceSchema = z.object({
  attractionTypeId: dbId().describe('From GET /list/attractionTypes'),
  name: z.string().trim().min(1).max(PROPERTY_LIMITS.attractionName),
  description: localizedText(PROPERTY_LIMITS.attractionDescription).default({}).describe('Sanitised HTML per language'),
  address: z.string().trim().max(PROPERTY_LIMITS.address).nullable().default(null),
  latitude: LatitudeSchema.nullable().default(null),
  longitude: LongitudeSchema.nullable().default(null),
  url: WebUrlSchema.nullable().default(null),
  phone: PhoneSchema.nullable().default(null),
});
export type SharedPlace = z.infer<typeof SharedPlaceSchema>;

/**
 * What a device block shares: what the device is and how it works. Where it is in each home
 * (`location`), its photos, video and PDF manual stay each property's own.
 */
export const SharedDeviceSchema = z.object({
  name: z.string().trim().min(1).max(DEVICE_LIMITS.name),
  category: z.enum(DEVICE_CATEGORIES),
  brand: z.string().trim().max(DEVICE_LIMITS.brand).default(''),
  model: z.string().trim().max(DEVICE_LIMITS.model).default(''),
  howTo: localizedText(DEVICE_LIMITS.text).default({}).describe('Sanitised HTML per language'),
  troubleshooting: localizedText(DEVICE_LIMITS.text).default({}).describe('Sanitised HTML per language'),
});
export type SharedDevice = z.infer<typeof SharedDeviceSchema>;

export const SharedBlockInputSchema = z
  .object({
    kind: z.enum(SHARED_BLOCK_KINDS).default('section'),
    name: z
      .string()
      .trim()
      .min(1)
      .max(SHARED_BLOCK_LIMITS.name)
      .describe('How the host finds the block in the library, e.g. "House rules (city flats)"; guests never see it'),
    sectionKind: z
      .enum(SHAREABLE_SECTION_KINDS as [string, ...string[]])
      .default('rules')
      .describe('The kind of section the copies are (not "wifi")'),
    icon: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/)
      .nullable()
      .default(null)
      .describe("Tabler icon name without prefix; null = the kind's icon"),
    title: localizedText(PROPERTY_LIMITS.sectionTitle).default({}).describe('Kind "section": at least one language'),
    body: localizedText(PROPERTY_LIMITS.sectionBody).default({}).describe('Sanitised HTML (allow-list) per language'),
    place: SharedPlaceSchema.strict().optional().describe('Kind "place": required'),
    device: SharedDeviceSchema.strict().optional().describe('Kind "device": required'),
  })
  .strict()
  .superRefine((input, ctx) => {
    for (const kind of ['place', 'device'] as const) {
      if (input.kind === kind && !input[kind]) ctx.addIssue({ code: 'custom', path: [kind], message: 'Required' });
      if (input.kind !== kind && input[kind])
        ctx.addIssue({ code: 'custom', path: [kind], message: `Only for kind "${kind}"` });
    }
    if (input.place && (input.place.latitude === null) !== (input.place.longitude === null))
      ctx.addIssue({
        code: 'custom',
        path: ['place', input.place.latitude === null ? 'latitude' : 'longitude'],
        message: 'Both or neither',
      });
  });
export type SharedBlockInput = z.input<typeof SharedBlockInputSchema>;

export const SharedBlockUseSchema = z.object({
  propertyId: dbId().describe('A property of the caller (its owner)'),
});

export const SharedBlockIdParamsSchema = z.object({ sharedBlockId: dbIdParam() });

/** A guide that holds a copy of the block. */
export const SharedBlockUseSiteSchema = z.object({
  propertyId: z.number().int(),
  name: z.string().describe("The property's name"),
  itemId: z.string().describe('The copy in that guide: its section id, place id (attractionId) or device id'),
  sectionId: z.string().describe('Same as itemId (kept for older clients)'),
});
export type SharedBlockUseSite = z.infer<typeof SharedBlockUseSiteSchema>;

export const SharedBlockSchema = z.object({
  sharedBlockId: z.number().int(),
  kind: z.enum(SHARED_BLOCK_KINDS),
  name: z.string(),
  sectionKind: z.enum(SECTION_KINDS).nullable().describe('Kind "section" only'),
  icon: z.string().nullable(),
  title: localizedText(PROPERTY_LIMITS.sectionTitle).describe('Kind "section" only (empty otherwise)'),
  body: localizedText(PROPERTY_LIMITS.sectionBody).describe('Kind "section" only (empty otherwise)'),
  place: SharedPlaceSchema.nullable().describe('Kind "place" only'),
  device: SharedDeviceSchema.nullable().describe('Kind "device" only'),
  usedBy: z.array(SharedBlockUseSiteSchema).describe('The guides (not deleted) that hold a copy, by property id'),
  createDate: z.string().describe('ISO 8601 date-time'),
  modifyDate: z.string().describe('ISO 8601 date-time'),
});
export type SharedBlock = z.infer<typeof SharedBlockSchema>;

export const SharedBlockResponseSchema = wrapped(SharedBlockSchema);
export const SharedBlockListResponseSchema = wrapped(z.array(SharedBlockSchema));
export const DeletedSharedBlockResponseSchema = wrapped(z.object({ sharedBlockId: z.number().int() }));

/** Error descriptions (translation keys in common/locales/{en,es}/host.json). */
export const SHARED_BLOCK_ERROR_KEYS = {
  guideFull: 'host.sharedBlocks.errors.guideFull',
  unknownPlaceType: 'host.sharedBlocks.errors.unknownPlaceType',
  kindFixed: 'host.sharedBlocks.errors.kindFixed',
  tooMany: 'host.sharedBlocks.errors.tooMany',
  notUsed: 'host.sharedBlocks.errors.notUsed',
} as const;
