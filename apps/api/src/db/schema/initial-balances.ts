import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { companyForeignKey, momentNow } from './columns.ts';
import { companyColumn } from './company.ts';
import { contracts } from './employees.ts';

/**
 * Balances a company brings from its previous system (spec 03 §2.9): per contract and concept,
 * the days and the amount (IBC for EPS and ARL, accrued value for the benefits) as they stood on
 * the cut-off day. Tenant-owned: company_id leads the key; the contract id is the company's own.
 */
export const initialBalances = pg.pgTable(
  'initial_balances',
  {
    companyId: companyColumn(),
    contractId: pg.integer('contract_id').notNull(),
    concept: pg
      .varchar('concept', { length: 20 })
      .notNull()
      .$type<'EPS' | 'ARL' | 'SEVERANCE' | 'SEVERANCE_INTEREST' | 'VACATION' | 'PRIMA'>(),
    days: pg.numeric('days', { precision: 7, scale: 2 }),
    amount: pg.numeric('amount', { precision: 18, scale: 2 }),
    cutOffDate: pg.date('cut_off_date', { mode: 'string' }).notNull(),
    createdAt: momentNow('created_at'),
    updatedAt: momentNow('updated_at'),
  },
  (table) => [
    pg.primaryKey({
      name: 'initial_balances_pkey',
      columns: [table.companyId, table.contractId, table.concept],
    }),
    // Same company on both sides: the contract is the company's own (no key crosses companies).
    companyForeignKey('initial_balances_contract_fk', [table.companyId, table.contractId], contracts),
    pg.check(
      'initial_balances_concept_check',
      sql`${table.concept} in ('EPS', 'ARL', 'SEVERANCE', 'SEVERANCE_INTEREST', 'VACATION', 'PRIMA')`,
    ),
    pg.check(
      'initial_balances_days_check',
      sql`${table.days} is null or (${table.days} >= 0 and ${table.days} <= 360)`,
    ),
    pg.check('initial_balances_amount_check', sql`${table.amount} is null or ${table.amount} >= 0`),
  ],
);
