import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { contracts } from './employees.ts';

/**
 * Months a company brought from its previous system with "Cargar acumulados" (spec 03 §2.7): one
 * engine MonthRecord per contract and month, which the settlement run reads for averages, prima and
 * cesantías (features/queries/imported-history.ts). A month a Quincena accumulated payroll already
 * covers is refused at upload (decision 0190). Tenant-owned: company_id leads every key.
 */
export const importedMonths = pgTable(
  'imported_months',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    contractId: integer('contract_id').notNull(),
    year: smallint('year').notNull(),
    month: smallint('month').notNull(),
    /** Days on the 30-day basis (worked + paid absences), without unpaid leave. */
    days: numeric('days', { precision: 5, scale: 2 }).notNull(),
    unpaidLeaveDays: numeric('unpaid_leave_days', { precision: 5, scale: 2 }).notNull(),
    fixedSalary: numeric('fixed_salary', { precision: 18, scale: 2 }).notNull(),
    variableSalary: numeric('variable_salary', { precision: 18, scale: 2 }).notNull(),
    overtimeAndSurcharges: numeric('overtime_and_surcharges', { precision: 18, scale: 2 }).notNull(),
    transportAid: numeric('transport_aid', { precision: 18, scale: 2 }).notNull(),
    labourIncome: numeric('labour_income', { precision: 18, scale: 2 }).notNull(),
    nonTaxableIncome: numeric('non_taxable_income', { precision: 18, scale: 2 }).notNull(),
    ibc: numeric('ibc', { precision: 18, scale: 2 }).notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'imported_months_pkey',
      columns: [table.companyId, table.contractId, table.year, table.month],
    }),
    foreignKey({
      name: 'imported_months_contract_fk',
      columns: [table.companyId, table.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }),
    check('imported_months_month_check', sql`${table.month} between 1 and 12`),
    check(
      'imported_months_days_check',
      sql`${table.days} >= 0 and ${table.unpaidLeaveDays} >= 0 and ${table.days} + ${table.unpaidLeaveDays} <= 30`,
    ),
  ],
);
