import { type z } from 'zod';
import { type TicketPageSchema } from '@common/contracts/support';

export type TicketPage = z.infer<typeof TicketPageSchema>;
