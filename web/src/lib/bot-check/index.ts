/** The bot check of public forms: the hook that makes tokens, and the badge ALTCHA forms show. */
export { BotCheckBadge } from './components/bot-check-badge';
export { useBotCheck } from './hooks/use-bot-check';
