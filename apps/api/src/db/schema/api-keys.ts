import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { moment, momentNow } from './columns.ts';
import { companyColumn } from './company.ts';

/**
 * Company API keys (issue 33, decision 0337). Only the SHA-256 of the secret is kept; the prefix
 * (its first characters) finds the row and names the key on screen. Each key acts through its own
 * principal user (`user_id`: inactive, no password, never listed), so the audit triggers and every
 * "created by" column name the key, not a person.
 */
export const apiKeys = pg.pgTable(
  'api_keys',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    name: pg.varchar('name', { length: 60 }).notNull(),
    prefix: pg.varchar('prefix', { length: 24 }).notNull(),
    secretHash: pg.varchar('secret_hash', { length: 64 }).notNull(),
    access: pg.varchar('access', { length: 10 }).notNull().$type<'READ' | 'READ_WRITE'>(),
    areas: pg.jsonb('areas').notNull().$type<string[]>(),
    userId: pg
      .integer('user_id')
      .notNull()
      .references(() => users.id),
    createdBy: pg.integer('created_by').references(() => users.id),
    createdAt: momentNow('created_at'),
    lastUsedAt: moment('last_used_at'),
    revokedAt: moment('revoked_at'),
    revokedBy: pg.integer('revoked_by').references(() => users.id),
  },
  (table) => [
    pg.uniqueIndex('api_keys_prefix_unique').on(table.prefix),
    pg.uniqueIndex('api_keys_user_unique').on(table.userId),
    pg.index('api_keys_company_idx').on(table.companyId),
    pg.check('api_keys_access_check', sql`${table.access} in ('READ', 'READ_WRITE')`),
  ],
);

/**
 * POST requests carrying an `Idempotency-Key` (decision 0337): one row per company and key, claimed
 * before the handler runs (the unique key decides between concurrent duplicates on any server) and
 * completed with the first answer, which a retry receives again until `expires_at`.
 */
export const idempotencyRequests = pg.pgTable(
  'idempotency_requests',
  {
    companyId: companyColumn(),
    key: pg.varchar('key', { length: 255 }).notNull(),
    /** SHA-256 of method, route and body: the same key with another request is refused. */
    requestHash: pg.varchar('request_hash', { length: 64 }).notNull(),
    /** Null while the first request runs. */
    statusCode: pg.integer('status_code'),
    contentType: pg.varchar('content_type', { length: 200 }),
    body: pg.varchar('body'),
    createdAt: momentNow('created_at'),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    pg.uniqueIndex('idempotency_requests_key_unique').on(table.companyId, table.key),
    pg.index('idempotency_requests_expiry_idx').on(table.expiresAt),
  ],
);
