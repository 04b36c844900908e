import { z } from 'zod';
import { dbId } from './api';
import { ONBOARDING_STEPS } from '../limits';
import { LOCALES } from '../locales';

/**
 * Contracts of the /user calls (docs/api.md, "Call groups") and the signed-in user's session object
 * (docs/product.md, "Session"). Requests are validated by the server with these schemas; web forms reuse them.
 */

/** Minimum password length (the form also shows a strength meter). */
export const PASSWORD_MIN_LENGTH = 10;
/** Upper bound so hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 128;
// Defined with the other zod-free constants, so the web's first view reads it without zod.
export { ONBOARDING_STEPS };

/** An email address, trimmed; the server compares emails case-insensitively. */
export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .describe('Email address; compared case-insensitively');
/** A new password: 10 to 128 characters. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .describe(`New password, ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
export const LocaleSchema = z.enum(LOCALES).describe('Interface language; mails are sent in it');
/** A one-time code from a mail (link codes are long, typed codes short). */
export const OneTimeCodeSchema = z.string().trim().min(1).max(128).describe('One-time code from the mail or link');
/**
 * The bot-check answer of the form: an ALTCHA payload (base64 JSON) by default, a reCAPTCHA v3
 * token when the server has RECAPTCHA_* configured (see GET /config botCheck.provider).
 */
export const BotTokenSchema = z
  .string()
  .max(4096)
  .optional()
  .describe('Bot-check token: ALTCHA payload (base64) or reCAPTCHA v3 token');

/** A role held by the user: Internal, Admin; TwoFa while two-factor is pending (docs/product.md, "Route guards"). */
export const UserRoleSchema = z.object({ name: z.string().describe('Role name: Internal, Admin or TwoFa') });
export type UserRole = z.infer<typeof UserRoleSchema>;

/**
 * The signed-in user as the browser keeps it in local storage (docs/product.md, "Session"), answered by
 * POST /auth/issuetoken, /auth/verify2fa, /auth/IssueTokenGoogle and PUT /user; GET /user answers the
 * signed-in user as stored now (roles read on that request), with empty token fields.
 *
 * While two-factor is pending (issuetoken for a user with 2FA on), the answer has the same shape but
 * only `token` (role claim TwoFa), `email`, `rememberMe`, `twoFactorEnabled: true` and
 * `roles: [{ name: 'TwoFa' }]` are filled; `refreshToken` is empty and the profile fields are blank
 * until POST /auth/verify2fa answers the full user.
 */
export const UserSessionSchema = z.object({
  aspNetUsersId: z.string().describe('User id (uuid)'),
  firstName: z.string().describe('Given name'),
  lastName: z.string().describe('Family name'),
  refreshToken: z
    .string()
    .describe(
      'Opaque refresh token; single use, rotated by POST /auth/refreshtoken. Empty in PUT /user answers and while two-factor is pending',
    ),
  email: z.string().describe('Email address as the user typed it at signup'),
  phoneNumber: z.string().describe('Phone number, empty when none'),
  token: z
    .string()
    .describe('Access token (short-lived JWT, Bearer). Empty in PUT /user answers: the web keeps its own'),
  profileImageMediaId: z.number().int().nullable().describe('Media library item used as the profile photo, or null'),
  twoFactorEnabled: z.boolean().describe('Whether sign-in asks for a TOTP or recovery code'),
  phoneNumberConfirmed: z.boolean().describe('Whether the phone number was verified'),
  onboardingCount: z.number().int().describe('Onboarding steps left (0 = done)'),
  rememberMe: z
    .boolean()
    .describe('Keep the profile in the browser after sign-out (the tokens are dropped either way)'),
  fullName: z.string().describe('"First Last"'),
  fullNameLastFirst: z.string().describe('"Last, First"'),
  shortName: z.string().describe('"First L." (first name and last initial)'),
  shortNameFirst: z.string().describe("First name only (falls back to the email's local part)"),
  isActive: z.boolean().describe('False for a deactivated account'),
  createDate: z.string().describe('Account creation, ISO 8601'),
  lastLoginDate: z.string().nullable().describe('This sign-in, ISO 8601, or null'),
  previousLoginDate: z.string().nullable().describe('The sign-in before this one, ISO 8601, or null'),
  profileImage: z.string().nullable().describe('Full URL of the profile photo, or null'),
  roles: z.array(UserRoleSchema).describe('Roles, e.g. [{ name: "Admin" }]'),
  locale: LocaleSchema,
});
export type UserSession = z.infer<typeof UserSessionSchema>;

/** POST /user/signup. The answer is the same neutral SignupResult whether or not the email is taken. */
export const SignupRequestSchema = z.object({
  firstName: z.string().trim().min(1).max(100).describe('Given name'),
  lastName: z.string().trim().min(1).max(100).describe('Family name'),
  email: EmailSchema,
  password: PasswordSchema,
  phoneNumber: z.string().trim().max(32).optional().describe('Optional phone number'),
  locale: LocaleSchema,
  botToken: BotTokenSchema,
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

/**
 * Neutral answer of POST /user/signup and GET /user/password/{email}: identical whether or not an
 * account exists, so nobody can learn which emails are registered.
 */
export const MailSentResultSchema = z.object({
  mailSent: z.literal(true).describe('Always true: a mail is sent if the request applies to an account'),
});
export type MailSentResult = z.infer<typeof MailSentResultSchema>;

/** POST /user/signupconfirmation with the email and code of the confirmation link. Wrong, expired or used code: 409. */
export const SignupConfirmationRequestSchema = z.object({ email: EmailSchema, code: OneTimeCodeSchema });
export type SignupConfirmationRequest = z.infer<typeof SignupConfirmationRequestSchema>;
export const SignupConfirmationResultSchema = z.object({
  confirmed: z.literal(true),
  email: z.string().describe('The confirmed email, for prefilling the login form'),
});
export type SignupConfirmationResult = z.infer<typeof SignupConfirmationResultSchema>;

/** Path of GET /user/password/{email}: starts a reset (bot token in the X-Bot-Token header, since a GET has no body). */
export const PasswordResetStartParamsSchema = z.object({ email: EmailSchema });
export type PasswordResetStartParams = z.infer<typeof PasswordResetStartParamsSchema>;
/** Header carrying the bot-check token on GET /user/password/{email}. */
export const BOT_TOKEN_HEADER = 'x-bot-token';

/** POST /user/password/ with the email and code of the reset link. Ends every session of the account. */
export const PasswordResetRequestSchema = z.object({
  email: EmailSchema,
  code: OneTimeCodeSchema,
  password: PasswordSchema,
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** Path of GET /user/password/account/{email} (signed in; must be the user's own email). Mails an 8-digit code. */
export const AccountPasswordCodeParamsSchema = z.object({ email: EmailSchema });
export type AccountPasswordCodeParams = z.infer<typeof AccountPasswordCodeParamsSchema>;

/** POST /user/password/account/ (signed in): the mailed code and the new password. Ends every other session. */
export const AccountPasswordChangeRequestSchema = z.object({ code: OneTimeCodeSchema, password: PasswordSchema });
export type AccountPasswordChangeRequest = z.infer<typeof AccountPasswordChangeRequestSchema>;

/** Answer of POST /user/password/ and POST /user/password/account/. */
export const PasswordChangedResultSchema = z.object({ passwordChanged: z.literal(true) });
export type PasswordChangedResult = z.infer<typeof PasswordChangedResultSchema>;

/**
 * PUT /user: the whole stored user may be sent; only these fields are read, every other one is ignored.
 * The answer is the updated UserSession with empty token fields (the web keeps its own pair).
 */
export const UpdateUserRequestSchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
  phoneNumber: z.string().trim().max(32).nullish().describe('Empty or null clears it'),
  profileImageMediaId: dbId().nullish().describe('Media library item for the profile photo; null clears it'),
  locale: LocaleSchema.optional().describe('Interface and mail language; unchanged when absent'),
});
export type UpdateUserRequest = z.infer<typeof UpdateUserRequestSchema>;

/** Path of GET /user/onboard/{value}: the onboarding steps left, 0..ONBOARDING_STEPS. The answer is the stored count. */
export const OnboardParamsSchema = z.object({ value: z.coerce.number().int().min(0).max(ONBOARDING_STEPS) });
export type OnboardParams = z.infer<typeof OnboardParamsSchema>;
export const OnboardResultSchema = z.number().int().describe('The stored onboarding count');

/** POST /user/2fa/setup (no body): a fresh secret to show as a QR code; not active until enabled. */
export const TwoFactorSetupResultSchema = z.object({
  secret: z.string().describe('Base32 TOTP secret, for manual entry'),
  otpauthUrl: z.string().describe('otpauth://totp/... URL to render as a QR code'),
});
export type TwoFactorSetupResult = z.infer<typeof TwoFactorSetupResultSchema>;

/** POST /user/2fa/enable {code}: a TOTP from the app proves the secret was saved. */
export const TwoFactorEnableRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .describe('6-digit code from the authenticator app'),
});
export type TwoFactorEnableRequest = z.infer<typeof TwoFactorEnableRequestSchema>;
export const TwoFactorEnableResultSchema = z.object({
  twoFactorEnabled: z.literal(true),
  recoveryCodes: z.array(z.string()).describe('Ten single-use recovery codes, shown once'),
});
export type TwoFactorEnableResult = z.infer<typeof TwoFactorEnableResultSchema>;

/** POST /user/2fa/disable {code}: a current TOTP or a recovery code. */
export const TwoFactorDisableRequestSchema = z.object({
  code: z.string().trim().min(6).max(32).describe('6-digit TOTP or a recovery code'),
});
export type TwoFactorDisableRequest = z.infer<typeof TwoFactorDisableRequestSchema>;
export const TwoFactorDisableResultSchema = z.object({ twoFactorEnabled: z.literal(false) });
export type TwoFactorDisableResult = z.infer<typeof TwoFactorDisableResultSchema>;

/**
 * The account's data export (docs/export-format.md):
 *   GET {apiBase}/user/export -> the export document (the signed-in user's own data)
 * A few downloads per hour per account; more answer 429 (`errors.rateLimited`).
 */
export const ACCOUNT_EXPORT_LIMITS = {
  /** Downloads per account in one window. */
  perWindow: 5,
  /** The window, in seconds. */
  windowSeconds: 3600,
} as const;

/**
 * DELETE /user: the signed-in host deletes their own account with everything it owns. Accounts
 * with a password confirm with it; accounts that only sign in with Google type their e-mail again.
 */
export const AccountDeletionRequestSchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional().describe('The account password (accounts with one)'),
  confirmEmail: EmailSchema.optional().describe('The account e-mail typed again (accounts without a password)'),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequestSchema>;
export const AccountDeletedResultSchema = z.object({ deleted: z.literal(true) });

export const ACCOUNT_DELETION_ERROR_KEYS = {
  wrongPassword: 'auth.account.deleteAccount.errors.wrongPassword',
  wrongEmail: 'auth.account.deleteAccount.errors.wrongEmail',
  lastAdmin: 'auth.account.deleteAccount.errors.lastAdmin',
} as const;

export const ACCOUNT_DELETION_LIMITS = {
  /** Confirmation attempts per account in one window (wrong passwords slow down like sign-in). */
  perWindow: 5,
  windowSeconds: 900,
} as const;
