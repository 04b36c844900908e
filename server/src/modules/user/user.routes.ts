import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wrapped } from '@common/contracts/api';
import {
  AccountPasswordChangeRequestSchema,
  AccountPasswordCodeParamsSchema,
  BOT_TOKEN_HEADER,
  MailSentResultSchema,
  OnboardParamsSchema,
  OnboardResultSchema,
  PasswordChangedResultSchema,
  PasswordResetRequestSchema,
  PasswordResetStartParamsSchema,
  SignupConfirmationRequestSchema,
  SignupConfirmationResultSchema,
  SignupRequestSchema,
  TwoFactorDisableRequestSchema,
  TwoFactorDisableResultSchema,
  TwoFactorEnableRequestSchema,
  TwoFactorEnableResultSchema,
  TwoFactorSetupResultSchema,
  UpdateUserRequestSchema,
  UserSessionSchema,
} from '@common/contracts/user';
import { ok } from '../../lib/envelope';
import { OneTimeCodeRepository } from './one-time-codes.repository';
import { UserRepository } from './user.repository';
import { AccessPolicy } from '../access';
import { UserService } from './user.service';

const tags = ['user'];
const security = [{ bearer: [] }];
const mailSent = () => ok({ mailSent: true as const });
const passwordChanged = () => ok({ passwordChanged: true as const });

/** The user service over the app's shared pieces (also used by the admin area). */
export function userServiceFor(app: FastifyInstance): UserService {
  const { database, config } = app;
  return new UserService({
    users: new UserRepository(database.db, config.imageBaseUrl),
    access: new AccessPolicy(database.db),
    codes: new OneTimeCodeRepository(database.db),
    twoFactor: app.twoFactor,
    auth: app.authService,
    mailer: app.mailer,
    rateLimiter: app.rateLimiter,
    botCheck: app.botCheck,
    publicUrl: config.publicUrl,
  });
}

/** The /user calls (docs/api.md, "Call groups") and two-factor management. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = userServiceFor(app);
  // On request, before validation: an anonymous caller learns nothing about the body a call expects.
  const signedIn = { onRequest: app.requireUser };

  app.post(
    '/user/signup',
    {
      schema: {
        operationId: 'signUp',
        errorStatuses: [409, 429],
        tags,
        summary: 'Create an account (unconfirmed) and mail a confirmation link',
        description: 'The same answer whether or not the email already has an account.',
        body: SignupRequestSchema,
        response: { 200: wrapped(MailSentResultSchema) },
      },
    },
    async (request) => {
      await service.signup(request.body, { ip: request.ip });
      return mailSent();
    },
  );

  app.post(
    '/user/signupconfirmation',
    {
      schema: {
        operationId: 'confirmSignUp',
        errorStatuses: [409, 429],
        tags,
        summary: 'Confirm the email with the code of the link',
        description: '409 auth.errors.invalidCode / codeExpired / codeUsed.',
        body: SignupConfirmationRequestSchema,
        response: { 200: wrapped(SignupConfirmationResultSchema) },
      },
    },
    async (request) => {
      const { email } = await service.confirmSignup(request.body, { ip: request.ip });
      return ok({ confirmed: true as const, email });
    },
  );

  app.get(
    '/user/password/:email',
    {
      schema: {
        operationId: 'requestPasswordReset',
        errorStatuses: [409, 429],
        tags,
        summary: 'Start a password reset (mails a link when the account exists)',
        description: `The bot-check token travels in the ${BOT_TOKEN_HEADER} header. The same answer whether or not the account exists.`,
        params: PasswordResetStartParamsSchema,
        headers: z.object({ [BOT_TOKEN_HEADER]: z.string().max(4096).optional() }),
        response: { 200: wrapped(MailSentResultSchema) },
      },
    },
    async (request) => {
      await service.startPasswordReset(request.params.email, request.headers[BOT_TOKEN_HEADER], { ip: request.ip });
      return mailSent();
    },
  );

  app.post(
    '/user/password/',
    {
      schema: {
        operationId: 'resetPassword',
        errorStatuses: [409, 429],
        tags,
        summary: 'Finish a password reset with the code of the link',
        description: 'Ends every session of the account.',
        body: PasswordResetRequestSchema,
        response: { 200: wrapped(PasswordChangedResultSchema) },
      },
    },
    async (request) => {
      await service.resetPassword(request.body, { ip: request.ip });
      return passwordChanged();
    },
  );

  app.get(
    '/user/password/account/:email',
    {
      ...signedIn,
      schema: {
        operationId: 'requestPasswordChangeCode',
        errorStatuses: [409, 429],
        tags,
        security,
        summary: 'Mail a code for changing the password (own email only)',
        params: AccountPasswordCodeParamsSchema,
        response: { 200: wrapped(MailSentResultSchema) },
      },
    },
    async (request) => {
      await service.sendAccountPasswordCode(request.auth!.userId, request.params.email, { ip: request.ip });
      return mailSent();
    },
  );

  app.post(
    '/user/password/account/',
    {
      ...signedIn,
      schema: {
        operationId: 'changePassword',
        errorStatuses: [409, 429],
        tags,
        security,
        summary: 'Change the password with the mailed code',
        description: 'Ends every other session.',
        body: AccountPasswordChangeRequestSchema,
        response: { 200: wrapped(PasswordChangedResultSchema) },
      },
    },
    async (request) => {
      await service.changeAccountPassword(request.auth!, request.body, { ip: request.ip });
      return passwordChanged();
    },
  );

  app.get(
    '/user',
    {
      ...signedIn,
      schema: {
        operationId: 'getUser',
        tags,
        security,
        summary: 'The signed-in user as stored now',
        description:
          'Roles are read from the database on this request, so a role granted or revoked since sign-in shows at once. Token fields of the answer are empty.',
        response: { 200: wrapped(UserSessionSchema) },
      },
    },
    async (request) => ok(await service.current(request.auth!)),
  );

  app.put(
    '/user',
    {
      ...signedIn,
      schema: {
        operationId: 'updateUser',
        tags,
        security,
        summary: 'Save the profile',
        description:
          'Accepts the whole stored user; reads names, phone, profile image and locale. Token fields of the answer are empty.',
        body: UpdateUserRequestSchema,
        response: { 200: wrapped(UserSessionSchema) },
      },
    },
    async (request) => ok(await service.updateProfile(request.auth!, request.body)),
  );

  app.get(
    '/user/onboard/:value',
    {
      ...signedIn,
      schema: {
        operationId: 'setOnboardingSteps',
        tags,
        security,
        summary: 'Store the onboarding steps left',
        params: OnboardParamsSchema,
        response: { 200: wrapped(OnboardResultSchema) },
      },
    },
    async (request) => ok(await service.setOnboarding(request.auth!.userId, request.params.value)),
  );

  app.post(
    '/user/2fa/setup',
    {
      ...signedIn,
      schema: {
        operationId: 'setUpTwoFactor',
        errorStatuses: [409],
        tags,
        security,
        summary: 'Start two-factor setup: a new secret and its otpauth URL',
        response: { 200: wrapped(TwoFactorSetupResultSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await service.setupTwoFactor(request.auth!.userId));
    },
  );

  app.post(
    '/user/2fa/enable',
    {
      ...signedIn,
      schema: {
        operationId: 'enableTwoFactor',
        errorStatuses: [409, 429],
        tags,
        security,
        summary: 'Turn two-factor on with a code from the app',
        body: TwoFactorEnableRequestSchema,
        response: { 200: wrapped(TwoFactorEnableResultSchema) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const recoveryCodes = await service.enableTwoFactor(request.auth!.userId, request.body.code, { ip: request.ip });
      return ok({ twoFactorEnabled: true as const, recoveryCodes });
    },
  );

  app.post(
    '/user/2fa/disable',
    {
      ...signedIn,
      schema: {
        operationId: 'disableTwoFactor',
        errorStatuses: [409, 429],
        tags,
        security,
        summary: 'Turn two-factor off with a TOTP or recovery code',
        body: TwoFactorDisableRequestSchema,
        response: { 200: wrapped(TwoFactorDisableResultSchema) },
      },
    },
    async (request) => {
      await service.disableTwoFactor(request.auth!.userId, request.body.code, { ip: request.ip });
      return ok({ twoFactorEnabled: false as const });
    },
  );
};
