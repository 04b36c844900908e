/**
 * The stays module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { calendarFeedRoutes } from './calendar-feeds.routes';
export { staleStayLink, type StayAccess } from './stay-access';
export { stayWindow } from './stay-window';
export { default as staysPlugin } from './stays.plugin';
export { guideUrl, stayLinkUrl } from './stays.presenter';
export { StaysRepository, type StayWithProperty } from './stays.repository';
export { stayRoutes } from './stays.routes';
