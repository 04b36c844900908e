/**
 * The concierge module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { default as aiPlugin } from './ai.plugin';
export { AiProvider } from './ai.provider';
