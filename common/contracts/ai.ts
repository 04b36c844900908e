import { z } from 'zod';
import { wrapped, dbIdParam } from './api';
import { PROPERTY_LIMITS } from './property';

/**
 * The AI knowledge base of a guide and the guest concierge.
 *
 * Host (signed in; owner or co-host of the property, anyone else gets 404):
 *   GET    {apiBase}/property/index/{propertyId}/{scope}      -> AiIndexStatus   starts indexing;
 *                                                                 409 `host.ai.errors.alreadyIndexing` while a run is in progress
 *   GET    {apiBase}/ai/property                              -> AiIndexStatus[] every property of the host, with its index state
 *   GET    {apiBase}/ai/property/{propertyId}                 -> AiIndexStatus
 *   GET    {apiBase}/ai/property/{propertyId}/settings        -> AiSettings
 *   PUT    {apiBase}/ai/property/{propertyId}/settings        AiSettingsInput -> AiSettings
 *   GET    {apiBase}/ai/property/{propertyId}/qa              -> QaPair[]
 *   POST   {apiBase}/ai/property/{propertyId}/qa              QaPairInput -> QaPair
 *   PUT    {apiBase}/ai/property/{propertyId}/qa/{qaId}       QaPairInput -> QaPair
 *   DELETE {apiBase}/ai/property/{propertyId}/qa/{qaId}       -> { qaId }
 *   GET    {apiBase}/ai/property/{propertyId}/questions?filter=&page=  -> GuestQuestionPage
 *   POST   {apiBase}/ai/property/{propertyId}/questions/{questionId}/qa  QuestionToQaInput -> QaPair
 *   POST   {apiBase}/ai/property/{propertyId}/questions/{questionId}/section  QuestionToSectionInput -> QuestionSection
 *          appends a custom section to the guide and bumps the property's modifyDate (an editor
 *          holding the old one gets the usual 409); 409 when the question is already in the Q&A or
 *          the guide, or the guide has PROPERTY_LIMITS.sections sections
 *   POST   {apiBase}/ai/property/{propertyId}/ask             HostAskRequest -> AskAnswer (console; not logged)
 *
 * Guest (public, rate limited per guide and per client; the guide must be published):
 *   GET    {apiBase}/guide/{slug}/concierge?locale=           -> ConciergeInfo (suggested questions, host contact)
 *   POST   {apiBase}/guide/{slug}/ask                         AskRequest -> AskAnswer
 *          With `Accept: text/event-stream` the answer streams as server-sent events, each `data:` line
 *          one AskStreamEvent: `delta` pieces of text, then one `done` carrying the whole AskAnswer
 *          (whose `answer` is authoritative: a `reset` event tells the client to drop what it showed).
 */

export const AI_INDEX_SCOPES = ['all', 'en', 'es'] as const;
export type AiIndexScope = (typeof AI_INDEX_SCOPES)[number];

export const AI_LOCALES = ['en', 'es'] as const;
export type AiLocale = (typeof AI_LOCALES)[number];

export const AI_TONES = ['friendly', 'formal', 'concise'] as const;
export type AiTone = (typeof AI_TONES)[number];

/** Limits shared by the API validation and the web forms. */
export const AI_LIMITS = {
  question: 500,
  qaQuestion: 300,
  qaAnswer: 2_000,
  qaPairs: 200,
  instructions: 2_000,
  topics: 30,
  topic: 80,
  contactName: 120,
  contactPhone: 32,
  contactEmail: 254,
  questionsPageSize: 20,
} as const;

const isoDate = z.string().describe('ISO 8601 date-time');
const positiveId = dbIdParam();
const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'uuid');

export const AiIndexParamsSchema = z.object({
  propertyId: positiveId.describe('The property to index'),
  scope: z.enum(AI_INDEX_SCOPES).describe('all, or only the passages of one language (en, es)'),
});
export const AiPropertyParamsSchema = z.object({ propertyId: positiveId });
export const AiQaParamsSchema = z.object({ propertyId: positiveId, qaId: uuid });
export const AiQuestionParamsSchema = z.object({ propertyId: positiveId, questionId: uuid });
export const GuideSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'slug'),
});

export const AI_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type AiRunStatus = (typeof AI_RUN_STATUSES)[number];

/** The last indexing run of a property. */
export const AiIndexRunSchema = z.object({
  runId: z.string(),
  scope: z.enum(AI_INDEX_SCOPES),
  status: z.enum(AI_RUN_STATUSES),
  /** Translation key of the failure (status failed) or of a warning (succeeded without embeddings). */
  errorKey: z.string().nullable(),
  createDate: isoDate,
  finishedDate: isoDate.nullable(),
  passageCount: z.number().int().nullable().describe('Passages written by the run'),
});
export type AiIndexRun = z.infer<typeof AiIndexRunSchema>;

/** A property's knowledge-base state as the host's AI page shows it. */
export const AiIndexStatusSchema = z.object({
  propertyId: z.number().int(),
  name: z.string(),
  isCoHost: z.boolean(),
  published: z.boolean(),
  isIndexing: z.boolean(),
  lastIndexDate: isoDate.nullable(),
  /** The guide, its Q&A pairs or AI settings changed after the last index: answers may be out of date. */
  outOfDate: z.boolean(),
  passageCount: z.number().int(),
  lastRun: AiIndexRunSchema.nullable(),
  /** Which answering mode guests get: extractive (embedded default) or ai (a configured provider). */
  mode: z.enum(['extractive', 'ai']),
  embeddings: z.boolean().describe('An embeddings model is configured'),
  fillerSectionIds: z
    .array(z.string())
    .describe(
      "Sections still holding the starter template's placeholder lines: hidden from guests and never answered from; publishing warns",
    ),
});
export type AiIndexStatus = z.infer<typeof AiIndexStatusSchema>;

const nullableTrimmed = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), z.string().trim().max(max).nullable());

export const EscalationContactSchema = z.object({
  name: nullableTrimmed(AI_LIMITS.contactName).default(null),
  phone: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z
        .string()
        .trim()
        .regex(/^[0-9+()\-.\s/]{3,32}$/, 'phone number')
        .nullable(),
    )
    .default(null),
  email: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.email().max(AI_LIMITS.contactEmail).nullable(),
    )
    .default(null),
});
export type EscalationContact = z.infer<typeof EscalationContactSchema>;

/** Host settings for the concierge of one property. */
export const AiSettingsInputSchema = z.object({
  tone: z.enum(AI_TONES).default('friendly').describe('How a configured AI model phrases answers'),
  instructions: z
    .string()
    .trim()
    .max(AI_LIMITS.instructions)
    .default('')
    .describe('Extra instructions for the AI model (never shown to guests)'),
  topicsToAvoid: z
    .array(z.string().trim().min(1).max(AI_LIMITS.topic))
    .max(AI_LIMITS.topics)
    .default([])
    .describe('Questions about these get the host-contact reply'),
  escalation: EscalationContactSchema.default({ name: null, phone: null, email: null }).describe(
    "Who guests should contact when the guide has no answer; empty = the guide's host contact",
  ),
});
export type AiSettingsInput = z.input<typeof AiSettingsInputSchema>;
export type AiSettingsValues = z.output<typeof AiSettingsInputSchema>;

export const AnswerContactSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type AnswerContact = z.infer<typeof AnswerContactSchema>;

export const AiSettingsSchema = z.object({
  propertyId: z.number().int(),
  tone: z.enum(AI_TONES),
  instructions: z.string(),
  topicsToAvoid: z.array(z.string()),
  escalation: AnswerContactSchema,
  modifyDate: isoDate.nullable(),
});
export type AiSettings = z.infer<typeof AiSettingsSchema>;

/** A question and answer the host wrote; indexed like a guide section. */
export const QaPairInputSchema = z.object({
  question: z.string().trim().min(3).max(AI_LIMITS.qaQuestion),
  answer: z.string().trim().min(1).max(AI_LIMITS.qaAnswer),
  locale: z.enum(AI_LOCALES).describe('Language the pair is written in'),
});
export type QaPairInput = z.input<typeof QaPairInputSchema>;
export type QaPairValues = z.output<typeof QaPairInputSchema>;

export const QaPairSchema = z.object({
  qaId: z.string(),
  question: z.string(),
  answer: z.string(),
  locale: z.enum(AI_LOCALES),
  createDate: isoDate,
  modifyDate: isoDate,
});
export type QaPair = z.infer<typeof QaPairSchema>;

export const DeletedQaPairSchema = z.object({ qaId: z.string() });

/** Where an answer came from: a guide section (anchor `#s-{sectionId}` on the guest page) or another part of the guide. */
export const AskCitationSchema = z.object({
  sectionId: z
    .string()
    .describe(
      'Guide section id (page anchor #s-{id}), or a pseudo id: place-{attractionId}, emergency, checkin, checkout, property, contact, qa-{id}',
    ),
  title: z.string(),
});
export type AskCitation = z.infer<typeof AskCitationSchema>;

export const AskRequestSchema = z.object({
  question: z.string().trim().min(1).max(AI_LIMITS.question),
  locale: z.enum(AI_LOCALES).default('en').describe("The guest's language: the answer is in it when the guide has it"),
  accessCode: z.string().max(16).optional().describe("The guide's access code; also read from the X-Guide-Code header"),
});
export type AskRequest = z.input<typeof AskRequestSchema>;

export const HostAskRequestSchema = z.object({
  question: z.string().trim().min(1).max(AI_LIMITS.question),
  locale: z.enum(AI_LOCALES).default('en'),
  withAccessCode: z.boolean().default(false).describe('Answer as a guest who entered the access code'),
});
export type HostAskRequest = z.input<typeof HostAskRequestSchema>;

export const AskAnswerSchema = z.object({
  answer: z.string(),
  answered: z.boolean().describe('False when the guide has no good answer: `answer` is then the host-contact reply'),
  citations: z.array(AskCitationSchema),
  mode: z.enum(['extractive', 'ai']).describe('ai = written by a language model (label it as an AI answer)'),
  /** The best answer is in a part of the guide that needs the access code. */
  needsCode: z.boolean(),
  /** Who to contact, when the answer is the host-contact reply. */
  contact: AnswerContactSchema.nullable(),
  /** Language of the quoted guide text when it is not the guest's (an extractive answer quotes the guide as written). */
  quotedLocale: z.enum(AI_LOCALES).optional(),
});
export type AskAnswer = z.infer<typeof AskAnswerSchema>;

export type AskStreamEvent =
  | { type: 'delta'; text: string }
  | { type: 'reset' }
  | { type: 'done'; result: AskAnswer }
  | { type: 'error'; description: string };

export const ConciergeQuerySchema = z.object({ locale: z.enum(AI_LOCALES).default('en') });

export const ConciergeInfoSchema = z.object({
  /** The guide has been indexed: asking makes sense. */
  available: z.boolean(),
  mode: z.enum(['extractive', 'ai']),
  suggestions: z
    .array(z.string())
    .describe("Questions in the requested language, from the guide's sections and the host's Q&A"),
  contact: AnswerContactSchema.nullable(),
  strings: z
    .record(z.string(), z.string())
    .describe("The widget's texts in the requested language (guest.concierge.*), so the guest page bundles none"),
});
export type ConciergeInfo = z.infer<typeof ConciergeInfoSchema>;

export const QUESTION_FILTERS = ['all', 'answered', 'unanswered'] as const;

export const GuestQuestionsQuerySchema = z.object({
  filter: z.enum(QUESTION_FILTERS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const GuestQuestionSchema = z.object({
  questionId: z.string(),
  question: z.string(),
  locale: z.enum(AI_LOCALES),
  answered: z.boolean(),
  mode: z.enum(['extractive', 'ai']),
  citations: z.array(AskCitationSchema),
  createDate: isoDate,
  /** The Q&A pair the host wrote from this question, if any. */
  qaId: z.string().nullable(),
  /** The guide section the host wrote from this question, while it is still in the guide. */
  sectionId: z.string().nullable(),
  /** That section's current title (in the question's language when it has one). */
  sectionTitle: z.string().nullable(),
});
export type GuestQuestion = z.infer<typeof GuestQuestionSchema>;

export const GuestQuestionPageSchema = z.object({
  items: z.array(GuestQuestionSchema),
  totalCount: z.number().int(),
  unansweredCount: z.number().int().describe('Unanswered questions not yet turned into a Q&A pair or a guide section'),
});
export type GuestQuestionPage = z.infer<typeof GuestQuestionPageSchema>;

export const QuestionToQaInputSchema = z.object({
  answer: z.string().trim().min(1).max(AI_LIMITS.qaAnswer),
  question: z.string().trim().min(3).max(AI_LIMITS.qaQuestion).optional().describe("Defaults to the guest's wording"),
});
export type QuestionToQaInput = z.input<typeof QuestionToQaInputSchema>;
export type QuestionToQaValues = z.output<typeof QuestionToQaInputSchema>;

/** A guest's question turned into a new guide section (kind custom, in the question's language). */
export const QuestionToSectionInputSchema = z.object({
  title: z.string().trim().min(1).max(PROPERTY_LIMITS.sectionTitle),
  body: z
    .string()
    .trim()
    .min(1)
    .max(PROPERTY_LIMITS.sectionBody)
    .describe('Rich text (HTML), sanitised like section bodies; must keep some text'),
});
export type QuestionToSectionInput = z.input<typeof QuestionToSectionInputSchema>;
export type QuestionToSectionValues = z.output<typeof QuestionToSectionInputSchema>;

/** The section a question became. */
export const QuestionSectionSchema = z.object({
  sectionId: z.string().describe('The new section (guest page anchor, editor id)'),
  title: z.string(),
  questionId: z.string(),
});
export type QuestionSection = z.infer<typeof QuestionSectionSchema>;

export const AiIndexStatusResponseSchema = wrapped(AiIndexStatusSchema);
export const AiIndexStatusListResponseSchema = wrapped(z.array(AiIndexStatusSchema));
export const AiSettingsResponseSchema = wrapped(AiSettingsSchema);
export const QaPairResponseSchema = wrapped(QaPairSchema);
export const QaPairListResponseSchema = wrapped(z.array(QaPairSchema));
export const DeletedQaPairResponseSchema = wrapped(DeletedQaPairSchema);
export const AskAnswerResponseSchema = wrapped(AskAnswerSchema);
export const ConciergeInfoResponseSchema = wrapped(ConciergeInfoSchema);
export const GuestQuestionPageResponseSchema = wrapped(GuestQuestionPageSchema);
export const QuestionSectionResponseSchema = wrapped(QuestionSectionSchema);

/** Error descriptions the AI calls send (translation keys in common/locales/{en,es}/host.json). */
export const AI_ERROR_KEYS = {
  alreadyIndexing: 'host.ai.errors.alreadyIndexing',
  indexFailed: 'host.ai.errors.indexFailed',
  indexInterrupted: 'host.ai.errors.indexInterrupted',
  embeddingsUnavailable: 'host.ai.errors.embeddingsUnavailable',
  tooManyQaPairs: 'host.ai.errors.tooManyQaPairs',
  questionAlreadyConverted: 'host.ai.errors.questionAlreadyConverted',
  questionAlreadyInGuide: 'host.ai.errors.questionAlreadyInGuide',
  tooManySections: 'host.ai.errors.tooManySections',
} as const;
