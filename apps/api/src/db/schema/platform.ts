import { sql } from 'drizzle-orm';
import {
  char,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

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

/** PostgreSQL's bytea as a Buffer (node-postgres) or Uint8Array (PGlite); the store copies it to a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Stored files' bytes, once per content (FILE_STORAGE=database, decision 0330): the sha-256 of the
 * bytes is the key, so the same logo stored under two names is one row.
 */
export const fileBlobs = pgTable(
  'file_blobs',
  {
    hash: char('hash', { length: 64 }).primaryKey(),
    bytes: bytea('bytes').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('file_blobs_size_check', sql`${table.size} = octet_length(${table.bytes})`)],
);

/** The storage key a feature uses (`companies/12/logo.png`) and the blob it names now. */
export const fileKeys = pgTable(
  'file_keys',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hash: char('hash', { length: 64 })
      .notNull()
      .references(() => fileBlobs.hash),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('file_keys_hash_idx').on(table.hash)],
);

/**
 * FILE_STORAGE=s3 (decision 0330): the bucket holds the bytes under their hash; which key names
 * which hash lives here, beside the rows that point at the keys, so it commits with them and a
 * removal can tell in one query whether another key still needs the object.
 */
export const objectKeys = pgTable(
  'object_keys',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hash: char('hash', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('object_keys_hash_idx').on(table.hash)],
);
