import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { companies } from './company.ts';

/**
 * How the company's documents for people are made (issue 16; decision 0298): one row per company,
 * absent while it runs on the defaults (no password, no employer contributions on the payslip).
 */
export const documentSettings = pgTable('document_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  /** Payslip PDFs open only with the employee's document number. */
  protectPayslips: boolean('protect_payslips').notNull().default(false),
  /** Payslips also list the employer's contributions (health, pension, ARL, parafiscales). */
  showEmployerContributions: boolean('show_employer_contributions').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id),
});
