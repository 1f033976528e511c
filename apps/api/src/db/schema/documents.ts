import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { companies } from './company.ts';
import { contracts } from './employees.ts';

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

/**
 * Labour certificates as issued (spec 03 §2.10, §2.20; decision 0299). The id is the public,
 * unguessable validation code of /ValidateCertificate/{id}; `certified` keeps exactly the facts the
 * letter stated on the day it was issued: the PDF is drawn from them and the validation page lists them.
 */
export const labourCertificates = pgTable(
  'labour_certificates',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** 16 Crockford base-32 characters: 80 random bits. */
    id: varchar('id', { length: 16 }).notNull(),
    personId: integer('person_id').notNull(),
    contractId: integer('contract_id').notNull(),
    letterType: varchar('letter_type', { length: 20 }).notNull(),
    addressedTo: varchar('addressed_to', { length: 200 }).notNull(),
    certified: jsonb('certified').notNull().$type<Record<string, unknown>>(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: integer('issued_by').references(() => users.id),
  },
  (table) => [
    primaryKey({ name: 'labour_certificates_pkey', columns: [table.companyId, table.id] }),
    uniqueIndex('labour_certificates_id_unique').on(table.id),
    index('labour_certificates_contract_idx').on(table.companyId, table.contractId),
    foreignKey({
      name: 'labour_certificates_contract_fk',
      columns: [table.companyId, table.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }),
    check(
      'labour_certificates_letter_type_check',
      sql`${table.letterType} in ('SIN_SALARIO', 'CON_SALARIO', 'CON_PROMEDIO')`,
    ),
  ],
);
