import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { costCentres } from './accounting.ts';
import { companies, jobs } from './company.ts';

/**
 * A person the company employs or has employed (spec 01 §3 PERSON). Tenant-owned: company_id
 * leads the key and the unique document index, so the same cédula may exist in two companies.
 */
export const persons = pgTable(
  'persons',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    /** PILA document type code (reference list `document-types`). */
    documentType: varchar('document_type', { length: 4 }).notNull(),
    documentNumber: varchar('document_number', { length: 12 }).notNull(),
    firstName: varchar('first_name', { length: 60 }).notNull(),
    otherNames: varchar('other_names', { length: 60 }),
    firstSurname: varchar('first_surname', { length: 60 }).notNull(),
    secondSurname: varchar('second_surname', { length: 60 }),
    address: varchar('address', { length: 200 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    departmentCode: varchar('department_code', { length: 2 }),
    cityCode: varchar('city_code', { length: 5 }),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'persons_pkey', columns: [table.companyId, table.id] }),
    uniqueIndex('persons_document_unique').on(table.companyId, table.documentType, table.documentNumber),
  ],
);

/**
 * A labour contract (spec 01 §3 contract, every field of the four cards). The salary is NOT a
 * column: it lives in `contract_salaries` with the date each amount took effect.
 */
export const contracts = pgTable(
  'contracts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    personId: integer('person_id').notNull(),
    salaryType: varchar('salary_type', { length: 2 }).notNull(),
    contractType: varchar('contract_type', { length: 4 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    status: varchar('status', { length: 20 }).notNull(),
    /** A job of the company's jobs table (company feature); the key keeps it in the same company. */
    jobId: integer('job_id').notNull(),
    vacationSystem: varchar('vacation_system', { length: 30 }).notNull(),
    /** Vacation days already taken when the contract was registered; fixed after creation. */
    vacationsTaken: numeric('vacations_taken', { precision: 8, scale: 2 }).notNull(),
    /** A cost centre of the company (accounting feature). */
    costCenterId: integer('cost_center_id'),
    workPlace: varchar('work_place', { length: 30 }).notNull(),
    bankCode: varchar('bank_code', { length: 8 }).notNull(),
    accountType: varchar('account_type', { length: 30 }).notNull(),
    accountNumber: varchar('account_number', { length: 20 }).notNull(),
    epsCode: varchar('eps_code', { length: 10 }).notNull(),
    afpCode: varchar('afp_code', { length: 10 }).notNull(),
    severanceFundCode: varchar('severance_fund_code', { length: 10 }).notNull(),
    ccfCode: varchar('ccf_code', { length: 10 }).notNull(),
    voluntaryPensionFundCode: varchar('voluntary_pension_fund_code', { length: 10 }),
    voluntaryPensionMonthly: numeric('voluntary_pension_monthly', { precision: 18, scale: 2 }),
    /** AFC accounts are held at banks (E.T. art. 126-4): the fund is a bank code. */
    afcFundCode: varchar('afc_fund_code', { length: 8 }),
    afcAccount: varchar('afc_account', { length: 20 }),
    afcMonthly: numeric('afc_monthly', { precision: 18, scale: 2 }),
    arlRiskClass: varchar('arl_risk_class', { length: 1 }).notNull(),
    /** Decreto 768 de 2022 activity code (PILA registro tipo 2, campo 98). */
    economicActivity: varchar('economic_activity', { length: 7 }).notNull(),
    contributorType: varchar('contributor_type', { length: 2 }).notNull(),
    contributorSubtype: varchar('contributor_subtype', { length: 2 }).notNull(),
    withholdingProcedure: varchar('withholding_procedure', { length: 2 }).notNull(),
    withholdingPercentage: numeric('withholding_percentage', { precision: 5, scale: 2 }).notNull(),
    housingYearly: numeric('housing_yearly', { precision: 18, scale: 2 }),
    housingMonthly: numeric('housing_monthly', { precision: 18, scale: 2 }),
    housingStartDate: date('housing_start_date', { mode: 'string' }),
    housingEndDate: date('housing_end_date', { mode: 'string' }),
    prepaidMedicineYearly: numeric('prepaid_medicine_yearly', { precision: 18, scale: 2 }),
    prepaidMedicineMonthly: numeric('prepaid_medicine_monthly', { precision: 18, scale: 2 }),
    prepaidMedicineStartDate: date('prepaid_medicine_start_date', { mode: 'string' }),
    prepaidMedicineEndDate: date('prepaid_medicine_end_date', { mode: 'string' }),
    dependants: boolean('dependants').notNull().default(false),
    dependantsStartDate: date('dependants_start_date', { mode: 'string' }),
    dependantsEndDate: date('dependants_end_date', { mode: 'string' }),
    retirementReason: varchar('retirement_reason', { length: 30 }),
    retirementDate: date('retirement_date', { mode: 'string' }),
    transportAidExcluded: boolean('transport_aid_excluded').notNull().default(false),
    /** Storage key of the photo (storage interface). */
    photoKey: varchar('photo_key', { length: 300 }),
    /**
     * Last day of the last settled payroll period, written by the settlement process. Salary
     * rows in force up to this day are immutable (ARCHITECTURE.md §4).
     */
    settledThrough: date('settled_through', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'contracts_pkey', columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'contracts_person_fk',
      columns: [table.companyId, table.personId],
      foreignColumns: [persons.companyId, persons.id],
    }),
    foreignKey({
      name: 'contracts_job_fk',
      columns: [table.companyId, table.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }),
    foreignKey({
      name: 'contracts_cost_centre_fk',
      columns: [table.companyId, table.costCenterId],
      foreignColumns: [costCentres.companyId, costCentres.id],
    }),
    index('contracts_person_idx').on(table.companyId, table.personId),
    check('contracts_vacations_taken_check', sql`${table.vacationsTaken} >= 0`),
    check(
      'contracts_end_after_start_check',
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);

/**
 * Salary history: one row per amount with the day it took effect. "Salary as of a date" is the
 * row with the latest start on or before it. Rows in force within a settled period are never
 * rewritten; a change adds a row (CST art. 127: the salary the settlement used stays the record).
 */
export const contractSalaries = pgTable(
  'contract_salaries',
  {
    companyId: integer('company_id').notNull(),
    contractId: integer('contract_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (table) => [
    primaryKey({
      name: 'contract_salaries_pkey',
      columns: [table.companyId, table.contractId, table.startDate],
    }),
    foreignKey({
      name: 'contract_salaries_contract_fk',
      columns: [table.companyId, table.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('cascade'),
    check('contract_salaries_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * Dated events of a contract's term (issue 27; CST art. 46 as Ley 2466 de 2025 left it): an automatic
 * or decided renewal of a fixed-term contract (RENOVACION, with the end date before and after), the
 * written notice of non-renewal (PREAVISO_NO_RENOVACION, with the day it was given), and the change to
 * an indefinite term once renewals pass four years (INDEFINIDO). The employee's history shows them and
 * every run reads the contract's end date they leave.
 */
export const contractEvents = pgTable(
  'contract_events',
  {
    companyId: integer('company_id').notNull(),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    contractId: integer('contract_id').notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    /** The day the event takes effect (a renewal: the day after the previous end date). */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    previousEndDate: date('previous_end_date', { mode: 'string' }),
    newEndDate: date('new_end_date', { mode: 'string' }),
    /** A notice of non-renewal: the day the written notice was given to the worker. */
    noticeDate: date('notice_date', { mode: 'string' }),
    /** A renewal: its number (1 for the first), which decides its minimum term (CST art. 46 §1). */
    renewalNumber: integer('renewal_number'),
    /** True when the law renewed the contract (no notice given); false when a user recorded it. */
    automatic: boolean('automatic').notNull().default(false),
    note: text('note'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'contract_events_pkey', columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'contract_events_contract_fk',
      columns: [table.companyId, table.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }).onDelete('cascade'),
    index('contract_events_contract_idx').on(table.companyId, table.contractId, table.eventDate),
    check(
      'contract_events_type_check',
      sql`${table.type} in ('RENOVACION', 'PREAVISO_NO_RENOVACION', 'INDEFINIDO')`,
    ),
  ],
);
