import { z } from 'zod';
import { dbIdParam, wrapped } from './api';
import { MESSAGE_CHANNELS } from './messages';

/**
 * Guest messages that could not be sent, shown to the host until fixed or acknowledged:
 *   GET  {apiBase}/messages/failures?propertyId                    -> MessageFailures (properties the caller manages messages on)
 *   POST {apiBase}/messages/failures/{messageId}/acknowledge       -> MessageFailures (that failure is no longer shown)
 * A failure is "fixed" when the message leaves the failed state (the stay got its address and the
 * message was planned again, or the host resent it). Owners also get a daily e-mail digest of new failures.
 */

/** Failures older than this are no longer shown (the stay is long over). */
export const MESSAGE_FAILURE_WINDOW_DAYS = 30;
/** The notice lists at most this many (the newest); `count` is the full number. */
export const MESSAGE_FAILURE_LIST_LIMIT = 20;

export const MessageFailureSchema = z.object({
  messageId: z.number().int(),
  stayId: z.number().int(),
  propertyId: z.number().int(),
  propertyName: z.string(),
  guestName: z.string(),
  templateName: z.string().nullable(),
  channel: z.enum(MESSAGE_CHANNELS),
  reason: z.string().describe('Translation key of why it could not be sent (host.messages.errors.*)'),
  failedAt: z.string().describe('ISO instant'),
});
export type MessageFailure = z.infer<typeof MessageFailureSchema>;

export const MessageFailuresSchema = z.object({
  count: z.number().int().describe('Failures not fixed nor acknowledged, last 30 days'),
  items: z.array(MessageFailureSchema).describe('The newest 20, newest first'),
});
export type MessageFailures = z.infer<typeof MessageFailuresSchema>;

export const MessageFailuresQuerySchema = z.object({ propertyId: dbIdParam().optional() });
export const MessageFailureParamsSchema = z.object({ messageId: dbIdParam() });
export const MessageFailuresResponseSchema = wrapped(MessageFailuresSchema);
