/**
 * Query key roots of stays (GET /stays...) and guest messages (GET /messages...). They live here
 * because each feature invalidates the other's: saving or deleting a stay re-plans its messages, and
 * a schedule change plans messages for existing stays.
 */
export const STAYS_QUERY_KEY = ['stays'] as const;
export const MESSAGES_QUERY_KEY = ['messages'] as const;
/** The message log pages (['messages', 'log', filters]). */
export const MESSAGE_LOG_QUERY_KEY = [...MESSAGES_QUERY_KEY, 'log'] as const;
