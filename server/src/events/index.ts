/** Change events: what other code may use of server/src/events. */
export { type ChangeEvent, type ChangeEventMap, type ChangeEventType, ChangeEvents } from './change-events';
export { default as eventsPlugin } from './events.plugin';
