import { AUTH_ERROR_KEYS, BOT_CHECK_ACTIONS } from '@common/contracts/auth';
import { PROPERTY_ERROR_KEYS } from '@common/contracts/property';
import type {
  AccountPasswordChangeRequest,
  PasswordResetRequest,
  SignupConfirmationRequest,
  SignupRequest,
  UpdateUserRequest,
  UserSession,
} from '@common/contracts/user';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/locales';
import type { UserRow } from '../../db/schema';
import { badRequest, conflict, unauthorized } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { randomDigits, randomToken, sha256Hex } from '../../lib/secrets';
import type { BotCheck } from '../bot-check';
import type { Mailer } from '../mail';
import type { AccessPolicy } from '../access';
import type { RateLimiter } from '../rate-limit';
import type { CodePurpose, OneTimeCodeRepository } from './one-time-codes.repository';
import type { TwoFactorService } from './two-factor.service';
import { displayNames, presentUser } from './user.presenter';
import type { UserRepository } from './user.repository';

const HOUR_MS = 3_600_000;
/** How long mailed codes work (issue 3: 24 h to confirm, 1 h to reset). */
export const CODE_TTL_MS: Record<CodePurpose, number> = {
  confirm_email: 24 * HOUR_MS,
  reset_password: HOUR_MS,
  change_password: HOUR_MS,
};
/** Digits of the code typed on the account page. */
export const CHANGE_CODE_DIGITS = 8;

/** Rate-limit action names of the /user calls. */
export const USER_LIMITED = {
  signup: 'signup',
  signupConfirm: 'signup-confirm',
  resetStart: 'password-reset-start',
  reset: 'password-reset',
  changeCode: 'password-change-code',
  change: 'password-change',
} as const;

/** Who is calling, as far as abuse limits need it. */
export interface ClientContext {
  ip: string;
}

/**
 * What account changes need of the signed-in sessions (the auth module's AuthService provides it;
 * the dependency is passed in so this module never imports auth, which builds on it).
 */
export interface SessionControl {
  /** Ends the user's sessions (all but `keepSessionId`): after a password change or reset. */
  endSessions(userId: string, reason: 'password_change' | 'password_reset', keepSessionId?: string): Promise<void>;
  /** Whether the session was started with "remember me". */
  rememberMe(sessionId: string): Promise<boolean>;
}

export interface UserServiceDeps {
  users: UserRepository;
  /** Whose library photos a user may pick (profile photo). */
  access: Pick<AccessPolicy, 'usableMedia'>;
  codes: OneTimeCodeRepository;
  twoFactor: TwoFactorService;
  auth: SessionControl;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  publicUrl: string;
}

/**
 * The /user calls: signup and confirmation, password reset and in-account change, profile,
 * onboarding and two-factor management. Answers never reveal whether an email has an account.
 */
export class UserService {
  constructor(private readonly deps: UserServiceDeps) {}

  private localeOf = (user: Pick<UserRow, 'locale'>): Locale => (isLocale(user.locale) ? user.locale : DEFAULT_LOCALE);

  /** A page link of the web app in the user's language (en has no prefix). */
  private link(locale: Locale, page: string, query: Record<string, string>): string {
    const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
    return `${this.deps.publicUrl}${prefix}${page}?${new URLSearchParams(query).toString()}`;
  }

  private async issueCode(userId: string, purpose: CodePurpose): Promise<string> {
    const code = purpose === 'change_password' ? randomDigits(CHANGE_CODE_DIGITS) : randomToken(32);
    await this.deps.codes.issue(userId, purpose, sha256Hex(code), new Date(Date.now() + CODE_TTL_MS[purpose]));
    return code;
  }

  /** Spends a mailed code; 409 invalidCode, codeExpired or codeUsed otherwise. */
  private async spendCode(user: UserRow | null, purpose: CodePurpose, code: string): Promise<void> {
    const row = user ? await this.deps.codes.find(user.id, purpose, sha256Hex(code.trim())) : null;
    if (!row) throw conflict(AUTH_ERROR_KEYS.invalidCode, { field: 'code' });
    if (row.usedAt) throw conflict(AUTH_ERROR_KEYS.codeUsed, { field: 'code' });
    if (row.expiresAt.getTime() <= Date.now()) throw conflict(AUTH_ERROR_KEYS.codeExpired, { field: 'code' });
    if (!(await this.deps.codes.spend(row.id))) throw conflict(AUTH_ERROR_KEYS.codeUsed, { field: 'code' });
  }

  /** Mails a fresh confirmation link (signup, and the admin area's "resend confirmation"). */
  async sendConfirmation(user: UserRow): Promise<void> {
    const code = await this.issueCode(user.id, 'confirm_email');
    const locale = this.localeOf(user);
    this.deps.mailer.queue({
      to: user.email,
      locale,
      name: displayNames(user).shortNameFirst,
      template: { kind: 'confirm', link: this.link(locale, '/login/confirm', { email: user.email, code }) },
    });
  }

  /**
   * POST /user/signup. A new email gets an unconfirmed account and a confirmation link; an email
   * awaiting confirmation gets a fresh link; a confirmed one gets an "you already have an account"
   * mail. The answer is the same in all three cases, and the password is hashed in all three.
   */
  async signup(request: SignupRequest, client: ClientContext): Promise<void> {
    const { users, rateLimiter, botCheck, mailer } = this.deps;
    await rateLimiter.consume(
      USER_LIMITED.signup,
      { account: request.email, ip: client.ip },
      AUTH_ERROR_KEYS.tooManyAttempts,
    );
    await botCheck.verify(request.botToken, BOT_CHECK_ACTIONS.signup, client.ip);
    const passwordHash = await hashPassword(request.password);
    const existing = await users.findByEmail(request.email);
    const created = existing
      ? null
      : await users.create({
          email: request.email,
          passwordHash,
          firstName: request.firstName,
          lastName: request.lastName,
          phoneNumber: request.phoneNumber || null,
          locale: request.locale,
        });
    const user = created ?? existing ?? (await users.findByEmail(request.email));
    if (!user) return;
    if (!user.emailConfirmed) {
      await this.sendConfirmation(user);
      return;
    }
    const locale = this.localeOf(user);
    mailer.queue({
      to: user.email,
      locale,
      name: displayNames(user).shortNameFirst,
      template: { kind: 'accountExists', link: this.link(locale, '/login/forgot', { email: user.email }) },
    });
  }

  /** POST /user/signupconfirmation. */
  async confirmSignup(request: SignupConfirmationRequest, client: ClientContext): Promise<{ email: string }> {
    const { users, rateLimiter } = this.deps;
    await rateLimiter.consume(
      USER_LIMITED.signupConfirm,
      { account: request.email, ip: client.ip },
      AUTH_ERROR_KEYS.tooManyAttempts,
    );
    const user = await users.findByEmail(request.email);
    await this.spendCode(user, 'confirm_email', request.code);
    await users.confirmEmail(user!.id);
    return { email: user!.email };
  }

  /** GET /user/password/{email}: mails a reset link when the account exists; the same answer either way. */
  async startPasswordReset(email: string, botToken: string | undefined, client: ClientContext): Promise<void> {
    const { users, rateLimiter, botCheck, mailer } = this.deps;
    await rateLimiter.consume(
      USER_LIMITED.resetStart,
      { account: email, ip: client.ip },
      AUTH_ERROR_KEYS.tooManyAttempts,
    );
    await botCheck.verify(botToken, BOT_CHECK_ACTIONS.forgot, client.ip);
    const user = await users.findByEmail(email);
    if (!user || !user.isActive) return;
    const code = await this.issueCode(user.id, 'reset_password');
    const locale = this.localeOf(user);
    mailer.queue({
      to: user.email,
      locale,
      name: displayNames(user).shortNameFirst,
      template: { kind: 'reset', link: this.link(locale, '/login/reset', { email: user.email, code }) },
    });
  }

  /** POST /user/password/: sets the new password, confirms the email (the link proved it) and ends every session. */
  async resetPassword(request: PasswordResetRequest, client: ClientContext): Promise<void> {
    const { users, rateLimiter, auth } = this.deps;
    await rateLimiter.consume(
      USER_LIMITED.reset,
      { account: request.email, ip: client.ip },
      AUTH_ERROR_KEYS.tooManyAttempts,
    );
    const user = await users.findByEmail(request.email);
    await this.spendCode(user, 'reset_password', request.code);
    await users.setPassword(user!.id, await hashPassword(request.password), { confirmEmail: true });
    await auth.endSessions(user!.id, 'password_reset');
  }

  private async currentUser(userId: string): Promise<UserRow> {
    const user = await this.deps.users.findById(userId);
    if (!user || !user.isActive) throw unauthorized();
    return user;
  }

  /** GET /user/password/account/{email}: mails an 8-digit code to the signed-in user's own address. */
  async sendAccountPasswordCode(userId: string, email: string, client: ClientContext): Promise<void> {
    const { rateLimiter, mailer } = this.deps;
    await rateLimiter.consume(
      USER_LIMITED.changeCode,
      { account: userId, ip: client.ip },
      AUTH_ERROR_KEYS.tooManyAttempts,
    );
    const user = await this.currentUser(userId);
    if (user.email.toLowerCase() !== email.trim().toLowerCase())
      throw conflict(AUTH_ERROR_KEYS.notYourEmail, { field: 'email' });
    const code = await this.issueCode(user.id, 'change_password');
    mailer.queue({
      to: user.email,
      locale: this.localeOf(user),
      name: displayNames(user).shortNameFirst,
      template: { kind: 'changeCode', code },
    });
  }

  /** POST /user/password/account/: changes the password with the mailed code and ends every other session. */
  async changeAccountPassword(
    auth: { userId: string; sessionId: string },
    request: AccountPasswordChangeRequest,
    client: ClientContext,
  ): Promise<void> {
    const { users, rateLimiter } = this.deps;
    await rateLimiter.consume(
      USER_LIMITED.change,
      { account: auth.userId, ip: client.ip },
      AUTH_ERROR_KEYS.tooManyAttempts,
    );
    const user = await this.currentUser(auth.userId);
    await this.spendCode(user, 'change_password', request.code);
    await users.setPassword(user.id, await hashPassword(request.password));
    await this.deps.auth.endSessions(user.id, 'password_change', auth.sessionId);
  }

  /** PUT /user: saves the profile fields; answers the user with empty token fields (the web keeps its pair). */
  async updateProfile(auth: { userId: string; sessionId: string }, request: UpdateUserRequest): Promise<UserSession> {
    const user = await this.currentUser(auth.userId);
    // A new profile photo must come from the library of a property the user owns or co-hosts.
    const photo = request.profileImageMediaId;
    if (
      photo &&
      photo !== user.profileImageMediaId &&
      !(await this.deps.access.usableMedia(user.id, [photo])).has(photo)
    ) {
      throw badRequest('profileImageMediaId', PROPERTY_ERROR_KEYS.unknownMedia);
    }
    const updated = await this.deps.users.updateProfile(auth.userId, {
      firstName: request.firstName,
      lastName: request.lastName,
      phoneNumber: request.phoneNumber ? request.phoneNumber : null,
      ...(request.profileImageMediaId !== undefined ? { profileImageMediaId: request.profileImageMediaId } : {}),
      ...(request.locale ? { locale: request.locale } : {}),
    });
    if (!updated) throw unauthorized();
    return presentUser(
      updated,
      { token: '', refreshToken: '', rememberMe: await this.deps.auth.rememberMe(auth.sessionId) },
      await this.deps.users.profileImageUrl(updated),
    );
  }

  /** GET /user: the signed-in user as stored now (roles included); token fields empty. */
  async current(auth: { userId: string; sessionId: string }): Promise<UserSession> {
    const user = await this.currentUser(auth.userId);
    return presentUser(
      user,
      { token: '', refreshToken: '', rememberMe: await this.deps.auth.rememberMe(auth.sessionId) },
      await this.deps.users.profileImageUrl(user),
    );
  }

  /** GET /user/onboard/{value}: stores the onboarding steps left and answers the stored count. */
  async setOnboarding(userId: string, value: number): Promise<number> {
    await this.currentUser(userId);
    const updated = await this.deps.users.updateProfile(userId, { onboardingCount: value });
    return updated!.onboardingCount;
  }

  async setupTwoFactor(userId: string) {
    return this.deps.twoFactor.setup(await this.currentUser(userId));
  }

  async enableTwoFactor(userId: string, code: string, client: ClientContext): Promise<string[]> {
    await this.deps.rateLimiter.consume(
      '2fa-enable',
      { account: userId, ip: client.ip },
      AUTH_ERROR_KEYS.tooManyAttempts,
    );
    return this.deps.twoFactor.enable(await this.currentUser(userId), code);
  }

  async disableTwoFactor(userId: string, code: string, client: ClientContext): Promise<void> {
    await this.deps.rateLimiter.consume(
      '2fa-disable',
      { account: userId, ip: client.ip },
      AUTH_ERROR_KEYS.tooManyAttempts,
    );
    await this.deps.twoFactor.disable(await this.currentUser(userId), code);
  }
}
