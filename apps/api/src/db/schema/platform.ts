import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every e-mail the app sends, kept whether it went over SMTP or only to the outbox folder. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  toAddress: varchar('to_address', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 300 }).notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  /** STORED (outbox only, no SMTP configured), SENT, or FAILED. */
  status: varchar('status', { length: 10 }).notNull().$type<'STORED' | 'SENT' | 'FAILED'>(),
  error: varchar('error', { length: 500 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Secrets generated once per deployment and shared by all of its processes (JWT and ALTCHA keys). */
export const appSecrets = pgTable('app_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: varchar('value', { length: 200 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rate-limit windows when no Redis is configured (ARCHITECTURE §4b: never only in memory). */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: varchar('key', { length: 300 }).primaryKey(),
  hits: integer('hits').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  windowMs: integer('window_ms').notNull(),
});

/** Human-check challenges already redeemed, so one solved challenge cannot be replayed. */
export const humanCheckRedemptions = pgTable('human_check_redemptions', {
  challengeId: varchar('challenge_id', { length: 200 }).primaryKey(),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull(),
});
