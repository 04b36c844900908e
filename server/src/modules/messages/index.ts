/** What other modules may use of the messages module. */
export { handOverCoHostWork } from './messages.handover';
