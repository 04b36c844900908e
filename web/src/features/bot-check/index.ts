/** The bot check of public forms: the hook that makes tokens, and the badge ALTCHA forms show. */
export { BotCheckBadge } from './components/bot-check-badge';
export { useBotCheck, type BotCheck } from './hooks/use-bot-check';
export {
  RecaptchaLoader,
  recaptchaLoader,
  executeRecaptcha,
  SiteKeyMismatchError,
  type BotCheckLoaderState,
} from './recaptcha-loader';
export { solveAltcha, encodeAltchaPayload, type AltchaSolution } from './altcha-solver';
