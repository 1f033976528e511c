import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { companies } from './company.ts';

/**
 * Company API keys (issue 33, decision 0337). Only the SHA-256 of the secret is kept; the prefix
 * (its first characters) finds the row and names the key on screen. Each key acts through its own
 * principal user (`user_id`: inactive, no password, never listed), so the audit triggers and every
 * "created by" column name the key, not a person.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: varchar('name', { length: 60 }).notNull(),
    prefix: varchar('prefix', { length: 24 }).notNull(),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    access: varchar('access', { length: 10 }).notNull().$type<'READ' | 'READ_WRITE'>(),
    areas: jsonb('areas').notNull().$type<string[]>(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => users.id),
  },
  (table) => [
    uniqueIndex('api_keys_prefix_unique').on(table.prefix),
    uniqueIndex('api_keys_user_unique').on(table.userId),
    index('api_keys_company_idx').on(table.companyId),
    check('api_keys_access_check', sql`${table.access} in ('READ', 'READ_WRITE')`),
  ],
);

/**
 * POST requests carrying an `Idempotency-Key` (decision 0337): one row per company and key, claimed
 * before the handler runs (the unique key decides between concurrent duplicates on any server) and
 * completed with the first answer, which a retry receives again until `expires_at`.
 */
export const idempotencyRequests = pgTable(
  'idempotency_requests',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 of method, route and body: the same key with another request is refused. */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request runs. */
    statusCode: integer('status_code'),
    contentType: varchar('content_type', { length: 200 }),
    body: varchar('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('idempotency_requests_key_unique').on(table.companyId, table.key),
    index('idempotency_requests_expiry_idx').on(table.expiresAt),
  ],
);
