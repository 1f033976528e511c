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

/**
 * Sending a whole accumulated period's payslips by e-mail (issue 16; decision 0300): one row per
 * request, its progress and each recipient that could not be sent. `attempt` fences a resumed run:
 * only the run holding the current attempt may write, and it continues after `last_contract_id`.
 */
export const payslipMailings = pgTable(
  'payslip_mailings',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    calendarId: integer('calendar_id').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('EN_COLA'),
    total: integer('total').notNull(),
    sent: integer('sent').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    /** Each recipient not sent: contract, employee, address and the Spanish reason. */
    errors: jsonb('errors').notNull().default([]).$type<Array<Record<string, unknown>>>(),
    lastContractId: integer('last_contract_id').notNull().default(0),
    attempt: integer('attempt').notNull().default(1),
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'payslip_mailings_pkey', columns: [table.companyId, table.id] }),
    index('payslip_mailings_calendar_idx').on(table.companyId, table.calendarId),
    // Two mailings of one period can never both run: the database decides, not only a check.
    uniqueIndex('payslip_mailings_running_unique')
      .on(table.companyId, table.calendarId)
      .where(sql`${table.status} in ('EN_COLA', 'ENVIANDO')`),
    index('payslip_mailings_running_idx')
      .on(table.status)
      .where(sql`${table.status} in ('EN_COLA', 'ENVIANDO')`),
    check('payslip_mailings_status_check', sql`${table.status} in ('EN_COLA', 'ENVIANDO', 'TERMINADO')`),
  ],
);
