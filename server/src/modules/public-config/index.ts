/**
 * The public-config module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { presentPublicConfig, publicConfigRoutes } from './public-config.routes';
