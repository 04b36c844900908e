/**
 * The shared-blocks module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { sharedBlockRoutes } from './shared-blocks.routes';
