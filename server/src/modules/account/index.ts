/**
 * The account module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { default as accountPlugin } from './account.plugin';
