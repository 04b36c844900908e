/** What other modules may use of the messages module. */
export { handOverCoHostWork } from './messages.handover';
export { default as messagesPlugin } from './messages.plugin';
