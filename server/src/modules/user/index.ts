/**
 * The user module's entry: what other parts of the server may use. Other modules import this file only.
 */
export { ensureDemoAccount } from './demo-account';
export { RecoveryCodeRepository } from './recovery-codes.repository';
export { TwoFactorService } from './two-factor.service';
export { displayNames, presentPendingUser, presentUser } from './user.presenter';
export { UserRepository } from './user.repository';
export { userRoutes, userServiceFor } from './user.routes';
export { type ClientContext } from './user.service';
