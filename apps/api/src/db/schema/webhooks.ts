import * as pg from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { moment, momentNow } from './columns.ts';
import { companyColumn } from './company.ts';

/**
 * A company's webhook endpoint (issue 33, decision 0338). The signing secret is kept sealed with
 * the deployment's key (AES-256-GCM, bound to the endpoint), because signing needs it in clear.
 */
export const webhookEndpoints = pg.pgTable(
  'webhook_endpoints',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    url: pg.varchar('url', { length: 500 }).notNull(),
    description: pg.varchar('description', { length: 120 }).notNull().default(''),
    events: pg.jsonb('events').$type<string[]>().notNull(),
    active: pg.boolean('active').notNull().default(true),
    secretSealed: pg.text('secret_sealed').notNull(),
    /** Audited instead of the sealed secret: the log shows a rotation, never the secret. */
    secretRotatedAt: moment('secret_rotated_at').notNull(),
    createdBy: pg.integer('created_by').references(() => users.id),
    updatedBy: pg.integer('updated_by').references(() => users.id),
    createdAt: momentNow('created_at'),
    updatedAt: momentNow('updated_at'),
  },
  (table) => [pg.index('webhook_endpoints_company_idx').on(table.companyId)],
);

/** One event for one endpoint: its exact body (replays resend it) and where its attempts stand. */
export const webhookDeliveries = pg.pgTable(
  'webhook_deliveries',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    endpointId: pg
      .integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: pg.varchar('event_id', { length: 36 }).notNull(),
    eventType: pg.varchar('event_type', { length: 40 }).notNull(),
    body: pg.text('body').notNull(),
    /** PENDIENTE (an attempt is due or queued), ENTREGADA or FALLIDA (attempts exhausted). */
    status: pg.varchar('status', { length: 10 }).notNull().default('PENDIENTE'),
    attemptCount: pg.smallint('attempt_count').notNull().default(0),
    /** Attempts of the current round (a replay starts a new round with its own back-off). */
    roundAttempts: pg.smallint('round_attempts').notNull().default(0),
    nextAttemptAt: moment('next_attempt_at'),
    /** A worker holding the delivery until then; another server's job skips it meanwhile. */
    leaseUntil: moment('lease_until'),
    lastStatusCode: pg.smallint('last_status_code'),
    createdAt: momentNow('created_at'),
    deliveredAt: moment('delivered_at'),
  },
  (table) => [
    pg.index('webhook_deliveries_endpoint_idx').on(table.companyId, table.endpointId, table.id),
    pg.index('webhook_deliveries_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/** Every attempt of a delivery, with what the receiver answered. */
export const webhookAttempts = pg.pgTable(
  'webhook_attempts',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    deliveryId: pg
      .integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: moment('attempted_at').notNull(),
    statusCode: pg.smallint('status_code'),
    durationMs: pg.integer('duration_ms').notNull(),
    responseExcerpt: pg.varchar('response_excerpt', { length: 500 }).notNull().default(''),
    error: pg.varchar('error', { length: 300 }),
  },
  (table) => [pg.index('webhook_attempts_delivery_idx').on(table.deliveryId, table.id)],
);
