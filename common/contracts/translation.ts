import { z } from 'zod';
import { dbIdParam, wrapped } from './api';
import { DEVICE_LIMITS } from './devices';
import { GUIDE_LOCALES, PROPERTY_LIMITS } from './property';

/**
 * Translation help for the guide editor (docs/decisions/055-translation-help.md).
 *
 *   POST {apiBase}/translation/property/{propertyId}/sections   TranslateSectionsRequest -> TranslatedSections
 *   POST {apiBase}/translation/property/{propertyId}/items      TranslateItemsRequest -> TranslatedItems
 *
 * `items` takes sections, places (recommendations) and devices together, so the editor's
 * "Translate the guide" is one call; a place's fingerprint goes to its `machine.{to}` like a
 * section's, a device's to the device's `machine.{to}` (PUT /devices).
 * Translates section titles and bodies (the editor's working copy, saved or not) from one guide
 * language to the other with the provider the server is configured with (TRANSLATION_PROVIDER:
 * DeepL or the concierge's language model). Owner or a co-host who may edit the guide; anyone else
 * 404. Bodies come back sanitised like every guide text, `{placeholders}` unchanged; each section
 * carries the fingerprint (`machine`) the editor stores under `machine.{to}` so the text is marked
 * machine-translated until the host edits it. No provider configured: 503 `errors.translationUnavailable`.
 * Counted per user (TRANSLATION_RATE_LIMIT_*): 429 with Retry-After.
 */

export const TRANSLATION_PROVIDERS = ['deepl', 'llm'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

export const TranslateParamsSchema = z.object({ propertyId: dbIdParam() });

export const TranslateSectionInputSchema = z.object({
  sectionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  title: z.string().max(PROPERTY_LIMITS.sectionTitle).default(''),
  body: z.string().max(PROPERTY_LIMITS.sectionBody).default('').describe('HTML of the rich-text editor'),
});

export const TranslateSectionsRequestSchema = z
  .object({
    from: z.enum(GUIDE_LOCALES).describe('The language the sections are written in'),
    to: z.enum(GUIDE_LOCALES).describe('The other language'),
    sections: z.array(TranslateSectionInputSchema).min(1).max(PROPERTY_LIMITS.sections),
  })
  .refine((request) => request.from !== request.to, { path: ['to'], message: 'must differ from from' });
export type TranslateSectionsRequest = z.input<typeof TranslateSectionsRequestSchema>;

export const TranslatedSectionSchema = z.object({
  sectionId: z.string(),
  title: z.string().describe('Plain text'),
  body: z.string().describe('Sanitised HTML'),
  machine: z.string().describe("Fingerprint to keep in the section's `machine.{to}` (common/machine-translation.ts)"),
});
export type TranslatedSection = z.infer<typeof TranslatedSectionSchema>;

export const TranslatedSectionsSchema = z.object({
  provider: z.enum(TRANSLATION_PROVIDERS),
  from: z.enum(GUIDE_LOCALES),
  to: z.enum(GUIDE_LOCALES),
  sections: z.array(TranslatedSectionSchema),
});
export type TranslatedSections = z.infer<typeof TranslatedSectionsSchema>;
export const TranslatedSectionsResponseSchema = wrapped(TranslatedSectionsSchema);

const itemId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

export const TranslatePlaceInputSchema = z.object({
  attractionId: itemId,
  description: z.string().max(PROPERTY_LIMITS.attractionDescription).default('').describe('HTML or plain text'),
});

export const TranslateDeviceInputSchema = z.object({
  deviceId: z.number().int().min(0).max(2_147_483_647).describe('0 for a device not saved yet'),
  howTo: z.string().max(DEVICE_LIMITS.text).default('').describe('HTML of the rich-text editor'),
  troubleshooting: z.string().max(DEVICE_LIMITS.text).default('').describe('HTML of the rich-text editor'),
});

export const TranslateItemsRequestSchema = z
  .object({
    from: z.enum(GUIDE_LOCALES).describe('The language the items are written in'),
    to: z.enum(GUIDE_LOCALES).describe('The other language'),
    sections: z.array(TranslateSectionInputSchema).max(PROPERTY_LIMITS.sections).default([]),
    places: z.array(TranslatePlaceInputSchema).max(PROPERTY_LIMITS.attractions).default([]),
    devices: z.array(TranslateDeviceInputSchema).max(DEVICE_LIMITS.perProperty).default([]),
  })
  .refine((request) => request.from !== request.to, { path: ['to'], message: 'must differ from from' })
  .refine((request) => request.sections.length + request.places.length + request.devices.length > 0, {
    path: ['sections'],
    message: 'at least one section, place or device',
  });
export type TranslateItemsRequest = z.input<typeof TranslateItemsRequestSchema>;

export const TranslatedPlaceSchema = z.object({
  attractionId: z.string(),
  description: z.string().describe('Sanitised HTML'),
  machine: z.string().describe("Fingerprint to keep in the place's `machine.{to}`"),
});
export type TranslatedPlace = z.infer<typeof TranslatedPlaceSchema>;

export const TranslatedDeviceSchema = z.object({
  deviceId: z.number().int(),
  howTo: z.string().describe('Sanitised HTML'),
  troubleshooting: z.string().describe('Sanitised HTML'),
  machine: z.string().describe("Fingerprint to keep in the device's `machine.{to}`"),
});
export type TranslatedDevice = z.infer<typeof TranslatedDeviceSchema>;

export const TranslatedItemsSchema = TranslatedSectionsSchema.extend({
  places: z.array(TranslatedPlaceSchema),
  devices: z.array(TranslatedDeviceSchema),
});
export type TranslatedItems = z.infer<typeof TranslatedItemsSchema>;
export const TranslatedItemsResponseSchema = wrapped(TranslatedItemsSchema);
