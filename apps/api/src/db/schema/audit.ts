import { bigint, index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

/**
 * The audit log of pay-affecting data (issue 10, decision 0210): one row per inserted, changed or
 * deleted row of an audited table, written by a database trigger in the same transaction as the
 * change. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (see the migration).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** The acting user (transaction setting `quincena.user_id`); null for system work. */
    userId: integer('user_id'),
    /** The audited table, e.g. `contract_salaries`. */
    entity: varchar('entity', { length: 40 }).notNull(),
    /** The row's key inside the company, e.g. `12/2026-01-01` for a salary row. */
    entityId: varchar('entity_id', { length: 120 }).notNull(),
    /** The contract the row belongs to, when it belongs to one (the employee filter). */
    contractId: integer('contract_id'),
    action: varchar('action', { length: 6 }).notNull().$type<'INSERT' | 'UPDATE' | 'DELETE' | 'CALL'>(),
    /** Changed columns only for an update; the whole row for an insert (after) or delete (before). */
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (table) => [
    primaryKey({ name: 'audit_log_pkey', columns: [table.companyId, table.id] }),
    index('audit_log_time_idx').on(table.companyId, table.occurredAt),
    index('audit_log_contract_idx').on(table.companyId, table.contractId, table.occurredAt),
  ],
);
