/**
 * The inbox module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { default as inboxPlugin } from './inbox.plugin';
export { InboxRepository } from './inbox.repository';
