import { type MessageStatus } from '@common/contracts/messages';
import { MESSAGE_LOG_QUERY_KEY, MESSAGES_QUERY_KEY } from '@web/lib/stay-query-keys';

export const TEMPLATES_QUERY_KEY = [...MESSAGES_QUERY_KEY, 'templates'] as const;
export const SCHEDULES_QUERY_KEY = [...MESSAGES_QUERY_KEY, 'schedules'] as const;

/** The filters of the message log (GET /messages/log); page is 1-based like the API. */
export interface MessageLogParams {
  status?: MessageStatus;
  propertyId?: number;
  stayId?: number;
  page: number;
  pageSize: number;
}

export const messageLogQueryKey = (params: MessageLogParams) => [...MESSAGE_LOG_QUERY_KEY, params] as const;
export const messagePreviewQueryKey = (request: object) => [...MESSAGES_QUERY_KEY, 'preview', request] as const;
