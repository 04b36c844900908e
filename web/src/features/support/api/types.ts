import { type z } from 'zod';
import { type TicketPageSchema, type TicketSummarySchema } from '@common/contracts/support';

export type TicketSummary = z.infer<typeof TicketSummarySchema>;
export type TicketPage = z.infer<typeof TicketPageSchema>;
