import * as pg from 'drizzle-orm/pg-core';
import { momentNow } from './columns.ts';
import { companyColumn } from './company.ts';

/**
 * The audit log of pay-affecting data (issue 10, decision 0210): one row per inserted, changed or
 * deleted row of an audited table, written by a database trigger in the same transaction as the
 * change. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (see the migration).
 */
export const auditLog = pg.pgTable(
  'audit_log',
  {
    companyId: companyColumn(),
    id: pg.bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    occurredAt: momentNow('occurred_at'),
    /** The acting user (transaction setting `quincena.user_id`); null for system work. */
    userId: pg.integer('user_id'),
    /** The audited table, e.g. `contract_salaries`. */
    entity: pg.varchar('entity', { length: 40 }).notNull(),
    /** The row's key inside the company, e.g. `12/2026-01-01` for a salary row. */
    entityId: pg.varchar('entity_id', { length: 120 }).notNull(),
    /** The contract the row belongs to, when it belongs to one (the employee filter). */
    contractId: pg.integer('contract_id'),
    action: pg.varchar('action', { length: 6 }).notNull().$type<'INSERT' | 'UPDATE' | 'DELETE' | 'CALL'>(),
    /** Changed columns only for an update; the whole row for an insert (after) or delete (before). */
    before: pg.jsonb('before').$type<Record<string, unknown> | null>(),
    after: pg.jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (table) => [
    pg.primaryKey({ name: 'audit_log_pkey', columns: [table.companyId, table.id] }),
    pg.index('audit_log_time_idx').on(table.companyId, table.occurredAt),
    pg.index('audit_log_contract_idx').on(table.companyId, table.contractId, table.occurredAt),
  ],
);
