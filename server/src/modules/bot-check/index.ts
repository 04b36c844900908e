/**
 * The bot-check module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { default as botCheckPlugin } from './bot-check.plugin';
export { botCheckRoutes } from './bot-check.routes';
export { type BotCheck } from './bot-check.service';
