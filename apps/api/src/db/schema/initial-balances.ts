import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { contracts } from './employees.ts';

/**
 * Balances a company brings from its previous system (spec 03 §2.9): per contract and concept,
 * the days and the amount (IBC for EPS and ARL, accrued value for the benefits) as they stood on
 * the cut-off day. Tenant-owned: company_id leads the key; the contract id is the company's own.
 */
export const initialBalances = pgTable(
  'initial_balances',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    contractId: integer('contract_id').notNull(),
    concept: varchar('concept', { length: 20 })
      .notNull()
      .$type<'EPS' | 'ARL' | 'SEVERANCE' | 'SEVERANCE_INTEREST' | 'VACATION' | 'PRIMA'>(),
    days: numeric('days', { precision: 7, scale: 2 }),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    cutOffDate: date('cut_off_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'initial_balances_pkey',
      columns: [table.companyId, table.contractId, table.concept],
    }),
    // Same company on both sides: the contract is the company's own (no key crosses companies).
    foreignKey({
      name: 'initial_balances_contract_fk',
      columns: [table.companyId, table.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }),
    check(
      'initial_balances_concept_check',
      sql`${table.concept} in ('EPS', 'ARL', 'SEVERANCE', 'SEVERANCE_INTEREST', 'VACATION', 'PRIMA')`,
    ),
    check(
      'initial_balances_days_check',
      sql`${table.days} is null or (${table.days} >= 0 and ${table.days} <= 360)`,
    ),
    check('initial_balances_amount_check', sql`${table.amount} is null or ${table.amount} >= 0`),
  ],
);
