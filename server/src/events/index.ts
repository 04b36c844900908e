/** Change events: what other code may use of server/src/events. */
export { type ChangeEvent, ChangeEvents } from './change-events';
export { changeGuide } from './guide-events';
export { default as eventsPlugin } from './events.plugin';
