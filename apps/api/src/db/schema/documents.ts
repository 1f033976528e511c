import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { companyForeignKey, moment, momentNow } from './columns.ts';
import { companyColumn, companyKeyColumn } from './company.ts';
import { contracts } from './employees.ts';

/**
 * How the company's documents for people are made (issue 16; decision 0298): one row per company,
 * absent while it runs on the defaults (no password, no employer contributions on the payslip).
 */
export const documentSettings = pg.pgTable('document_settings', {
  companyId: companyKeyColumn(),
  /** Payslip PDFs open only with the employee's document number. */
  protectPayslips: pg.boolean('protect_payslips').notNull().default(false),
  /** Payslips also list the employer's contributions (health, pension, ARL, parafiscales). */
  showEmployerContributions: pg.boolean('show_employer_contributions').notNull().default(false),
  updatedAt: momentNow('updated_at'),
  updatedBy: pg.integer('updated_by').references(() => users.id),
});

/**
 * Labour certificates as issued (spec 03 §2.10, §2.20; decision 0299). The id is the public,
 * unguessable validation code of /ValidateCertificate/{id}; `certified` keeps exactly the facts the
 * letter stated on the day it was issued: the PDF is drawn from them and the validation page lists them.
 */
export const labourCertificates = pg.pgTable(
  'labour_certificates',
  {
    companyId: companyColumn(),
    /** 16 Crockford base-32 characters: 80 random bits. */
    id: pg.varchar('id', { length: 16 }).notNull(),
    personId: pg.integer('person_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    letterType: pg.varchar('letter_type', { length: 20 }).notNull(),
    addressedTo: pg.varchar('addressed_to', { length: 200 }).notNull(),
    certified: pg.jsonb('certified').notNull().$type<Record<string, unknown>>(),
    issuedAt: momentNow('issued_at'),
    issuedBy: pg.integer('issued_by').references(() => users.id),
  },
  (table) => [
    pg.primaryKey({ name: 'labour_certificates_pkey', columns: [table.companyId, table.id] }),
    pg.uniqueIndex('labour_certificates_id_unique').on(table.id),
    pg.index('labour_certificates_contract_idx').on(table.companyId, table.contractId),
    companyForeignKey('labour_certificates_contract_fk', [table.companyId, table.contractId], contracts),
    pg.check(
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
export const payslipMailings = pg.pgTable(
  'payslip_mailings',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    calendarId: pg.integer('calendar_id').notNull(),
    status: pg.varchar('status', { length: 12 }).notNull().default('EN_COLA'),
    total: pg.integer('total').notNull(),
    sent: pg.integer('sent').notNull().default(0),
    failed: pg.integer('failed').notNull().default(0),
    /** Each recipient not sent: contract, employee, address and the Spanish reason. */
    errors: pg.jsonb('errors').notNull().default([]).$type<Array<Record<string, unknown>>>(),
    lastContractId: pg.integer('last_contract_id').notNull().default(0),
    attempt: pg.integer('attempt').notNull().default(1),
    requestedBy: pg.integer('requested_by').references(() => users.id),
    createdAt: momentNow('created_at'),
    updatedAt: momentNow('updated_at'),
    finishedAt: moment('finished_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'payslip_mailings_pkey', columns: [table.companyId, table.id] }),
    pg.index('payslip_mailings_calendar_idx').on(table.companyId, table.calendarId),
    // Two mailings of one period can never both run: the database decides, not only a check.
    pg
      .uniqueIndex('payslip_mailings_running_unique')
      .on(table.companyId, table.calendarId)
      .where(sql`${table.status} in ('EN_COLA', 'ENVIANDO')`),
    pg
      .index('payslip_mailings_running_idx')
      .on(table.status)
      .where(sql`${table.status} in ('EN_COLA', 'ENVIANDO')`),
    pg.check('payslip_mailings_status_check', sql`${table.status} in ('EN_COLA', 'ENVIANDO', 'TERMINADO')`),
  ],
);
