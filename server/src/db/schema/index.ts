export * from './settings';
export * from './users';
export * from './auth-sessions';
export * from './one-time-codes';
export * from './two-factor';
export * from './mail-outbox';
export * from './rate-limits';
export * from './bot-check';
