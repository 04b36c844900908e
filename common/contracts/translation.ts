import { z } from 'zod';
import { dbIdParam, wrapped } from './api';
import { GUIDE_LOCALES, PROPERTY_LIMITS } from './property';

/**
 * Translation help for the guide editor (docs/decisions/055-translation-help.md).
 *
 *   POST {apiBase}/translation/property/{propertyId}/sections   TranslateSectionsRequest -> TranslatedSections
 *
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
