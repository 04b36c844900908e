import { z } from 'zod';
import { BotTokenSchema, EmailSchema, LocaleSchema } from './user';

/**
 * Contracts of the /auth calls (docs/api.md, "Call groups"). Sign-in calls answer the UserSession of
 * ./user.ts; wrong credentials, unconfirmed accounts and bad codes answer 409 with a description
 * key under `auth.errors.*`. Too many attempts answer 429 with a Retry-After header.
 */

/** Translation keys the /auth and /user calls send as error descriptions (auth.json, `errors` group). */
export const AUTH_ERROR_KEYS = {
  invalidCredentials: 'auth.errors.invalidCredentials',
  emailNotConfirmed: 'auth.errors.emailNotConfirmed',
  accountInactive: 'auth.errors.accountInactive',
  invalidCode: 'auth.errors.invalidCode',
  codeExpired: 'auth.errors.codeExpired',
  codeUsed: 'auth.errors.codeUsed',
  invalidTwoFactorCode: 'auth.errors.invalidTwoFactorCode',
  twoFactorNotSetUp: 'auth.errors.twoFactorNotSetUp',
  twoFactorAlreadyEnabled: 'auth.errors.twoFactorAlreadyEnabled',
  twoFactorNotEnabled: 'auth.errors.twoFactorNotEnabled',
  invalidRefreshToken: 'auth.errors.invalidRefreshToken',
  sessionExpired: 'auth.errors.sessionExpired',
  botCheckFailed: 'auth.errors.botCheckFailed',
  googleTokenInvalid: 'auth.errors.googleTokenInvalid',
  googleDisabled: 'auth.errors.googleDisabled',
  notYourEmail: 'auth.errors.notYourEmail',
  tooManyAttempts: 'auth.errors.tooManyAttempts',
} as const;

/**
 * Action names of the bot check. reCAPTCHA v3: pass it to `grecaptcha.execute(siteKey, { action })`;
 * the server checks the token's action matches the call.
 */
export const BOT_CHECK_ACTIONS = { signup: 'signup', login: 'login', forgot: 'forgot', contact: 'contact' } as const;
export type BotCheckAction = (typeof BOT_CHECK_ACTIONS)[keyof typeof BOT_CHECK_ACTIONS];

/** POST /auth/issuetoken: email and password sign-in. Answer: UserSession (TwoFa-pending when 2FA is on). */
export const IssueTokenRequestSchema = z.object({
  email: EmailSchema,
  password: z.string().min(1).max(1024).describe('The account password'),
  rememberMe: z.boolean().default(false).describe('Keep the profile stored after sign-out; also kept on the session'),
  botToken: BotTokenSchema,
});
export type IssueTokenRequest = z.input<typeof IssueTokenRequestSchema>;

/** POST /auth/verify2fa (Bearer: the TwoFa token from issuetoken): a TOTP or a recovery code. Answer: the full UserSession. */
export const VerifyTwoFactorRequestSchema = z.object({
  code: z.string().trim().min(6).max(32).describe('6-digit TOTP from the authenticator app, or a recovery code'),
});
export type VerifyTwoFactorRequest = z.infer<typeof VerifyTwoFactorRequestSchema>;

/**
 * POST /auth/refreshtoken (no Bearer needed): the current pair, the access token possibly expired.
 * Answers a new pair; the refresh token presented is spent. Presenting a spent one ends the session
 * (every token of it) and answers 401.
 */
export const RefreshTokenRequestSchema = z.object({
  token: z.string().min(1).max(4096).describe('The current (possibly expired) access token'),
  refreshToken: z.string().min(1).max(256).describe('The current refresh token'),
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequestSchema>;

/** The token pair: a short-lived access token and a refresh token that is spent once. */
export const TokenPairSchema = z.object({
  token: z.string().describe('New access token (JWT)'),
  refreshToken: z.string().describe('New refresh token; the previous one is spent'),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/**
 * POST /auth/IssueTokenGoogle: the ID token from Google Identity Services (`credential` of the
 * callback). Answers 404 when GOOGLE_CLIENT_ID is not configured. Signs in the linked account, links
 * an account with the same verified email, or creates one. Answer: UserSession.
 */
export const GoogleSignInRequestSchema = z.object({
  credential: z.string().min(1).max(8192).describe('Google ID token (JWT)'),
  rememberMe: z.boolean().default(false),
  locale: LocaleSchema.optional().describe('Language of an account created by this sign-in'),
});
export type GoogleSignInRequest = z.input<typeof GoogleSignInRequestSchema>;

/** POST /auth/signout (no Bearer needed): ends the session the refresh token belongs to. Always answers signedOut. */
export const SignOutRequestSchema = z.object({
  refreshToken: z.string().max(256).describe('The refresh token of the session to end'),
});
export type SignOutRequest = z.infer<typeof SignOutRequestSchema>;
export const SignOutResultSchema = z.object({ signedOut: z.literal(true) });
export type SignOutResult = z.infer<typeof SignOutResultSchema>;

/**
 * GET /auth/botcheck/challenge: an ALTCHA proof-of-work challenge (https://altcha.org protocol),
 * inside the usual `{ result, errors }` wrapper (give `result` to the widget, e.g. as `challengejson`).
 * The solved payload - base64 of JSON `{ algorithm, challenge, number, salt, signature }` - is sent
 * as `botToken`. A challenge expires (see the salt's `expires` parameter) and is accepted once.
 */
export const AltchaChallengeSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().describe('hex SHA-256 of salt + number'),
  salt: z.string().describe('Random salt with ?expires=<unix seconds>'),
  maxnumber: z.number().int().describe('Upper bound of the secret number'),
  signature: z.string().describe('hex HMAC-SHA-256 of the challenge'),
});
export type AltchaChallenge = z.infer<typeof AltchaChallengeSchema>;

/** The solved ALTCHA payload, base64-encoded JSON, sent as botToken. */
export const AltchaPayloadSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  number: z.number().int().nonnegative(),
  salt: z.string(),
  signature: z.string(),
});
export type AltchaPayload = z.infer<typeof AltchaPayloadSchema>;
