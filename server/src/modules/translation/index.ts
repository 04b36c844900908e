/**
 * The translation module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { translationRoutes } from './translation.routes';
