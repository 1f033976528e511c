import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { companies } from './company.ts';

/**
 * A company's webhook endpoint (issue 33, decision 0338). The signing secret is kept sealed with
 * the deployment's key (AES-256-GCM, bound to the endpoint), because signing needs it in clear.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    url: varchar('url', { length: 500 }).notNull(),
    description: varchar('description', { length: 120 }).notNull().default(''),
    events: jsonb('events').$type<string[]>().notNull(),
    active: boolean('active').notNull().default(true),
    secretSealed: text('secret_sealed').notNull(),
    /** Audited instead of the sealed secret: the log shows a rotation, never the secret. */
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    updatedBy: integer('updated_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('webhook_endpoints_company_idx').on(table.companyId)],
);

/** One event for one endpoint: its exact body (replays resend it) and where its attempts stand. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: varchar('event_id', { length: 36 }).notNull(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    body: text('body').notNull(),
    /** PENDIENTE (an attempt is due or queued), ENTREGADA or FALLIDA (attempts exhausted). */
    status: varchar('status', { length: 10 }).notNull().default('PENDIENTE'),
    attemptCount: smallint('attempt_count').notNull().default(0),
    /** Attempts of the current round (a replay starts a new round with its own back-off). */
    roundAttempts: smallint('round_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A worker holding the delivery until then; another server's job skips it meanwhile. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastStatusCode: smallint('last_status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.companyId, table.endpointId, table.id),
    index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/** Every attempt of a delivery, with what the receiver answered. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: smallint('status_code'),
    durationMs: integer('duration_ms').notNull(),
    responseExcerpt: varchar('response_excerpt', { length: 500 }).notNull().default(''),
    error: varchar('error', { length: 300 }),
  },
  (table) => [index('webhook_attempts_delivery_idx').on(table.deliveryId, table.id)],
);
