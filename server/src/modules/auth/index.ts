/**
 * The auth module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { default as authAccountsPlugin } from './auth.plugin';
export { authRoutes } from './auth.routes';
