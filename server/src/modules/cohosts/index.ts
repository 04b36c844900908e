/**
 * The cohosts module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { coHostRoutes } from './cohosts.routes';
