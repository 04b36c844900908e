import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Host and staff accounts. `id` is exposed to clients as aspNetUsersId. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    phoneNumberConfirmed: boolean('phone_number_confirmed').notNull().default(false),
    profileImageMediaId: integer('profile_image_media_id'),
    locale: text('locale').notNull().default('en'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    twoFactorSecret: text('two_factor_secret'),
    /** Secret from POST /user/2fa/setup, waiting to be proven by POST /user/2fa/enable. */
    twoFactorPendingSecret: text('two_factor_pending_secret'),
    /** Last accepted TOTP time step: a code is accepted once. */
    twoFactorLastStep: integer('two_factor_last_step'),
    googleSubject: text('google_subject'),
    onboardingCount: integer('onboarding_count').notNull().default(5),
    isActive: boolean('is_active').notNull().default(true),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    lastLoginDate: timestamp('last_login_date', { withTimezone: true }),
    previousLoginDate: timestamp('previous_login_date', { withTimezone: true }),
    modifyDate: timestamp('modify_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Emails are compared case-insensitively.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_idx').on(t.googleSubject),
    index('users_create_date_idx').on(t.createDate),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
