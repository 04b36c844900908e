import { z } from 'zod';

/** One error in the answer wrapper. `description` is a translation key; `field` names the bad input. */
export const ApiErrorSchema = z.object({
  code: z.string().describe('Machine-readable error code from common/errors.ts'),
  description: z.string().describe('Translation key, translated by the client for display'),
  field: z.string().optional().describe('The request field that was rejected, dotted path'),
  params: z
    .record(z.string(), z.union([z.string(), z.number()]))
    .optional()
    .describe('Interpolation values for the description'),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** The answer wrapper of every call: `{ result, errors }` (docs/api.md). */
export const wrapped = <T extends z.ZodType>(result: T) => z.object({ result, errors: z.array(ApiErrorSchema) });

/** The largest id a database integer column holds (PostgreSQL int4); a larger one can name nothing. */
export const DB_ID_MAX = 2_147_483_647;
/** A database id in a JSON body. */
export const dbId = () => z.number().int().positive().max(DB_ID_MAX);
/** A database id in a path or query string (text, coerced). */
export const dbIdParam = () => z.coerce.number().int().positive().max(DB_ID_MAX);

export const ErrorEnvelopeSchema = z.object({ result: z.null(), errors: z.array(ApiErrorSchema) });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type Envelope<T> = { result: T; errors: ApiError[] };
