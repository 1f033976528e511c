import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { companyForeignKey, momentNow } from './columns.ts';
import { companyColumn } from './company.ts';
import { contracts } from './employees.ts';

/**
 * Months a company brought from its previous system with "Cargar acumulados" (spec 03 §2.7): one
 * engine MonthRecord per contract and month, which the settlement run reads for averages, prima and
 * cesantías (features/queries/imported-history.ts). A month a Quincena accumulated payroll already
 * covers is refused at upload (decision 0190). Tenant-owned: company_id leads every key.
 */
export const importedMonths = pg.pgTable(
  'imported_months',
  {
    companyId: companyColumn(),
    contractId: pg.integer('contract_id').notNull(),
    year: pg.smallint('year').notNull(),
    month: pg.smallint('month').notNull(),
    /** Days on the 30-day basis (worked + paid absences), without unpaid leave. */
    days: pg.numeric('days', { precision: 5, scale: 2 }).notNull(),
    unpaidLeaveDays: pg.numeric('unpaid_leave_days', { precision: 5, scale: 2 }).notNull(),
    fixedSalary: pg.numeric('fixed_salary', { precision: 18, scale: 2 }).notNull(),
    variableSalary: pg.numeric('variable_salary', { precision: 18, scale: 2 }).notNull(),
    overtimeAndSurcharges: pg.numeric('overtime_and_surcharges', { precision: 18, scale: 2 }).notNull(),
    transportAid: pg.numeric('transport_aid', { precision: 18, scale: 2 }).notNull(),
    labourIncome: pg.numeric('labour_income', { precision: 18, scale: 2 }).notNull(),
    nonTaxableIncome: pg.numeric('non_taxable_income', { precision: 18, scale: 2 }).notNull(),
    ibc: pg.numeric('ibc', { precision: 18, scale: 2 }).notNull(),
    loadedAt: momentNow('loaded_at'),
  },
  (table) => [
    pg.primaryKey({
      name: 'imported_months_pkey',
      columns: [table.companyId, table.contractId, table.year, table.month],
    }),
    companyForeignKey('imported_months_contract_fk', [table.companyId, table.contractId], contracts),
    pg.check('imported_months_month_check', sql`${table.month} between 1 and 12`),
    pg.check(
      'imported_months_days_check',
      sql`${table.days} >= 0 and ${table.unpaidLeaveDays} >= 0 and ${table.days} + ${table.unpaidLeaveDays} <= 30`,
    ),
  ],
);
