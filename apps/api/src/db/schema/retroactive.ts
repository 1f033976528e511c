import { date, foreignKey, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { companies } from './company.ts';
import { contracts } from './employees.ts';
import { payCalendars } from './settlement.ts';

/**
 * A retroactive change to pay (issue 32): one contract, the date the change holds from (inside
 * accumulated payroll periods), and the open payroll period chosen to carry its differences.
 * Procesar of that period recomputes the reached accumulated periods and stores the differences as
 * retroactive lines (settlement_lines.origin_calendar_id); the row stays as the record of why.
 */
export const retroactiveChanges = pgTable(
  'retroactive_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    contractId: integer('contract_id').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    carryingCalendarId: integer('carrying_calendar_id').notNull(),
    source: varchar('source', { length: 16 })
      .notNull()
      .$type<'SALARY' | 'CONTRACT' | 'NOVELTY' | 'LEGAL_VALUE'>(),
    description: varchar('description', { length: 200 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Both keys are (company, id): a change can only name its own company's contract and period.
    foreignKey({
      name: 'retroactive_changes_contract_fk',
      columns: [table.companyId, table.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }),
    foreignKey({
      name: 'retroactive_changes_carrying_fk',
      columns: [table.companyId, table.carryingCalendarId],
      foreignColumns: [payCalendars.companyId, payCalendars.id],
    }),
    index('retroactive_changes_carrying_idx').on(table.companyId, table.carryingCalendarId, table.contractId),
    index('retroactive_changes_contract_idx').on(table.companyId, table.contractId),
  ],
);
