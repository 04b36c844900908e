import { boolean, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { properties } from './properties';

/**
 * Guests' concierge questions counted per property, day (the property's own, fixed when the question
 * was asked) and outcome, so a year's report reads days instead of every question. Kept by a trigger
 * on ai_questions (migration 0015_report_question_days); reports asked for another time zone read
 * the questions themselves.
 */
export const reportQuestionDays = pgTable(
  'report_question_days',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    answered: boolean('answered').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.day, t.answered] })],
);
