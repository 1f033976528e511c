import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { moment, momentNow } from './columns.ts';

/** Every e-mail the app sends, kept whether it went over SMTP or only to the outbox folder. */
export const mailOutbox = pg.pgTable('mail_outbox', {
  id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
  toAddress: pg.varchar('to_address', { length: 254 }).notNull(),
  subject: pg.varchar('subject', { length: 300 }).notNull(),
  textBody: pg.text('text_body').notNull(),
  htmlBody: pg.text('html_body'),
  /** STORED (outbox only, no SMTP configured), SENT, or FAILED. */
  status: pg.varchar('status', { length: 10 }).notNull().$type<'STORED' | 'SENT' | 'FAILED'>(),
  error: pg.varchar('error', { length: 500 }),
  createdAt: moment('created_at').notNull(),
  sentAt: moment('sent_at'),
});

/** Secrets generated once per deployment and shared by all of its processes (JWT and ALTCHA keys). */
export const appSecrets = pg.pgTable('app_secrets', {
  name: pg.varchar('name', { length: 60 }).primaryKey(),
  value: pg.varchar('value', { length: 200 }).notNull(),
  createdAt: momentNow('created_at'),
});

/** Rate-limit windows when no Redis is configured (ARCHITECTURE §4b: never only in memory). */
export const rateLimitWindows = pg.pgTable('rate_limit_windows', {
  key: pg.varchar('key', { length: 300 }).primaryKey(),
  hits: pg.integer('hits').notNull(),
  windowStartedAt: moment('window_started_at').notNull(),
  windowMs: pg.integer('window_ms').notNull(),
});

/** Human-check challenges already redeemed, so one solved challenge cannot be replayed. */
export const humanCheckRedemptions = pg.pgTable('human_check_redemptions', {
  challengeId: pg.varchar('challenge_id', { length: 200 }).primaryKey(),
  redeemedAt: moment('redeemed_at').notNull(),
});

/** PostgreSQL's bytea as a Buffer (node-postgres) or Uint8Array (PGlite); the store copies it to a Buffer. */
const bytea = pg.customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Stored files' bytes, once per content (FILE_STORAGE=database, decision 0330): the sha-256 of the
 * bytes is the key, so the same logo stored under two names is one row.
 */
export const fileBlobs = pg.pgTable(
  'file_blobs',
  {
    hash: pg.char('hash', { length: 64 }).primaryKey(),
    bytes: bytea('bytes').notNull(),
    size: pg.integer('size').notNull(),
    createdAt: momentNow('created_at'),
  },
  (table) => [pg.check('file_blobs_size_check', sql`${table.size} = octet_length(${table.bytes})`)],
);

/** The storage key a feature uses (`companies/12/logo.png`) and the blob it names now. */
export const fileKeys = pg.pgTable(
  'file_keys',
  {
    key: pg.varchar('key', { length: 300 }).primaryKey(),
    hash: pg
      .char('hash', { length: 64 })
      .notNull()
      .references(() => fileBlobs.hash),
    storedAt: momentNow('stored_at'),
  },
  (table) => [pg.index('file_keys_hash_idx').on(table.hash)],
);

/**
 * FILE_STORAGE=s3 (decision 0330): the bucket holds the bytes under their hash; which key names
 * which hash lives here, beside the rows that point at the keys, so it commits with them and a
 * removal can tell in one query whether another key still needs the object.
 */
export const objectKeys = pg.pgTable(
  'object_keys',
  {
    key: pg.varchar('key', { length: 300 }).primaryKey(),
    hash: pg.char('hash', { length: 64 }).notNull(),
    size: pg.integer('size').notNull(),
    storedAt: momentNow('stored_at'),
  },
  (table) => [pg.index('object_keys_hash_idx').on(table.hash)],
);
