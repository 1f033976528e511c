import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { costCentres } from './accounting.ts';
import { companyForeignKey, momentNow } from './columns.ts';
import { companyColumn, jobs } from './company.ts';

/**
 * A person the company employs or has employed (spec 01 §3 PERSON). Tenant-owned: company_id
 * leads the key and the unique document index, so the same cédula may exist in two companies.
 */
export const persons = pg.pgTable(
  'persons',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    /** PILA document type code (reference list `document-types`). */
    documentType: pg.varchar('document_type', { length: 4 }).notNull(),
    documentNumber: pg.varchar('document_number', { length: 12 }).notNull(),
    firstName: pg.varchar('first_name', { length: 60 }).notNull(),
    otherNames: pg.varchar('other_names', { length: 60 }),
    firstSurname: pg.varchar('first_surname', { length: 60 }).notNull(),
    secondSurname: pg.varchar('second_surname', { length: 60 }),
    address: pg.varchar('address', { length: 200 }).notNull(),
    countryCode: pg.varchar('country_code', { length: 2 }).notNull(),
    departmentCode: pg.varchar('department_code', { length: 2 }),
    cityCode: pg.varchar('city_code', { length: 5 }),
    email: pg.varchar('email', { length: 254 }).notNull(),
    createdAt: momentNow('created_at'),
    updatedAt: momentNow('updated_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'persons_pkey', columns: [table.companyId, table.id] }),
    pg.uniqueIndex('persons_document_unique').on(table.companyId, table.documentType, table.documentNumber),
  ],
);

/**
 * A labour contract (spec 01 §3 contract, every field of the four cards). The salary is NOT a
 * column: it lives in `contract_salaries` with the date each amount took effect.
 */
export const contracts = pg.pgTable(
  'contracts',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    personId: pg.integer('person_id').notNull(),
    salaryType: pg.varchar('salary_type', { length: 2 }).notNull(),
    contractType: pg.varchar('contract_type', { length: 4 }).notNull(),
    startDate: pg.date('start_date', { mode: 'string' }).notNull(),
    endDate: pg.date('end_date', { mode: 'string' }),
    status: pg.varchar('status', { length: 20 }).notNull(),
    /** A job of the company's jobs table (company feature); the key keeps it in the same company. */
    jobId: pg.integer('job_id').notNull(),
    vacationSystem: pg.varchar('vacation_system', { length: 30 }).notNull(),
    /** Vacation days already taken when the contract was registered; fixed after creation. */
    vacationsTaken: pg.numeric('vacations_taken', { precision: 8, scale: 2 }).notNull(),
    /** A cost centre of the company (accounting feature). */
    costCenterId: pg.integer('cost_center_id'),
    workPlace: pg.varchar('work_place', { length: 30 }).notNull(),
    bankCode: pg.varchar('bank_code', { length: 8 }).notNull(),
    accountType: pg.varchar('account_type', { length: 30 }).notNull(),
    accountNumber: pg.varchar('account_number', { length: 20 }).notNull(),
    epsCode: pg.varchar('eps_code', { length: 10 }).notNull(),
    afpCode: pg.varchar('afp_code', { length: 10 }).notNull(),
    severanceFundCode: pg.varchar('severance_fund_code', { length: 10 }).notNull(),
    ccfCode: pg.varchar('ccf_code', { length: 10 }).notNull(),
    voluntaryPensionFundCode: pg.varchar('voluntary_pension_fund_code', { length: 10 }),
    voluntaryPensionMonthly: pg.numeric('voluntary_pension_monthly', { precision: 18, scale: 2 }),
    /** AFC accounts are held at banks (E.T. art. 126-4): the fund is a bank code. */
    afcFundCode: pg.varchar('afc_fund_code', { length: 8 }),
    afcAccount: pg.varchar('afc_account', { length: 20 }),
    afcMonthly: pg.numeric('afc_monthly', { precision: 18, scale: 2 }),
    arlRiskClass: pg.varchar('arl_risk_class', { length: 1 }).notNull(),
    /** Decreto 768 de 2022 activity code (PILA registro tipo 2, campo 98). */
    economicActivity: pg.varchar('economic_activity', { length: 7 }).notNull(),
    contributorType: pg.varchar('contributor_type', { length: 2 }).notNull(),
    contributorSubtype: pg.varchar('contributor_subtype', { length: 2 }).notNull(),
    withholdingProcedure: pg.varchar('withholding_procedure', { length: 2 }).notNull(),
    withholdingPercentage: pg.numeric('withholding_percentage', { precision: 5, scale: 2 }).notNull(),
    housingYearly: pg.numeric('housing_yearly', { precision: 18, scale: 2 }),
    housingMonthly: pg.numeric('housing_monthly', { precision: 18, scale: 2 }),
    housingStartDate: pg.date('housing_start_date', { mode: 'string' }),
    housingEndDate: pg.date('housing_end_date', { mode: 'string' }),
    prepaidMedicineYearly: pg.numeric('prepaid_medicine_yearly', { precision: 18, scale: 2 }),
    prepaidMedicineMonthly: pg.numeric('prepaid_medicine_monthly', { precision: 18, scale: 2 }),
    prepaidMedicineStartDate: pg.date('prepaid_medicine_start_date', { mode: 'string' }),
    prepaidMedicineEndDate: pg.date('prepaid_medicine_end_date', { mode: 'string' }),
    dependants: pg.boolean('dependants').notNull().default(false),
    dependantsStartDate: pg.date('dependants_start_date', { mode: 'string' }),
    dependantsEndDate: pg.date('dependants_end_date', { mode: 'string' }),
    retirementReason: pg.varchar('retirement_reason', { length: 30 }),
    retirementDate: pg.date('retirement_date', { mode: 'string' }),
    transportAidExcluded: pg.boolean('transport_aid_excluded').notNull().default(false),
    /** Storage key of the photo (storage interface). */
    photoKey: pg.varchar('photo_key', { length: 300 }),
    /**
     * Last day of the last settled payroll period, written by the settlement process. Salary
     * rows in force up to this day are immutable (ARCHITECTURE.md §4).
     */
    settledThrough: pg.date('settled_through', { mode: 'string' }),
    createdAt: momentNow('created_at'),
    updatedAt: momentNow('updated_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'contracts_pkey', columns: [table.companyId, table.id] }),
    companyForeignKey('contracts_person_fk', [table.companyId, table.personId], persons),
    companyForeignKey('contracts_job_fk', [table.companyId, table.jobId], jobs),
    companyForeignKey('contracts_cost_centre_fk', [table.companyId, table.costCenterId], costCentres),
    pg.index('contracts_person_idx').on(table.companyId, table.personId),
    pg.check('contracts_vacations_taken_check', sql`${table.vacationsTaken} >= 0`),
    pg.check(
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
export const contractSalaries = pg.pgTable(
  'contract_salaries',
  {
    companyId: pg.integer('company_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    startDate: pg.date('start_date', { mode: 'string' }).notNull(),
    amount: pg.numeric('amount', { precision: 18, scale: 2 }).notNull(),
    createdAt: momentNow('created_at'),
    createdBy: pg.integer('created_by'),
  },
  (table) => [
    pg.primaryKey({
      name: 'contract_salaries_pkey',
      columns: [table.companyId, table.contractId, table.startDate],
    }),
    companyForeignKey(
      'contract_salaries_contract_fk',
      [table.companyId, table.contractId],
      contracts,
    ).onDelete('cascade'),
    pg.check('contract_salaries_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * Dated events of a contract's term (issue 27; CST art. 46 as Ley 2466 de 2025 left it): an automatic
 * or decided renewal of a fixed-term contract (RENOVACION, with the end date before and after), the
 * written notice of non-renewal (PREAVISO_NO_RENOVACION, with the day it was given), and the change to
 * an indefinite term once renewals pass four years (INDEFINIDO). The employee's history shows them and
 * every run reads the contract's end date they leave.
 */
export const contractEvents = pg.pgTable(
  'contract_events',
  {
    companyId: pg.integer('company_id').notNull(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    contractId: pg.integer('contract_id').notNull(),
    type: pg.varchar('type', { length: 30 }).notNull(),
    /** The day the event takes effect (a renewal: the day after the previous end date). */
    eventDate: pg.date('event_date', { mode: 'string' }).notNull(),
    previousEndDate: pg.date('previous_end_date', { mode: 'string' }),
    newEndDate: pg.date('new_end_date', { mode: 'string' }),
    /** A notice of non-renewal: the day the written notice was given to the worker. */
    noticeDate: pg.date('notice_date', { mode: 'string' }),
    /** A renewal: its number (1 for the first), which decides its minimum term (CST art. 46 §1). */
    renewalNumber: pg.integer('renewal_number'),
    /** True when the law renewed the contract (no notice given); false when a user recorded it. */
    automatic: pg.boolean('automatic').notNull().default(false),
    note: pg.text('note'),
    createdBy: pg.integer('created_by'),
    createdAt: momentNow('created_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'contract_events_pkey', columns: [table.companyId, table.id] }),
    companyForeignKey('contract_events_contract_fk', [table.companyId, table.contractId], contracts).onDelete(
      'cascade',
    ),
    pg.index('contract_events_contract_idx').on(table.companyId, table.contractId, table.eventDate),
    pg.check(
      'contract_events_type_check',
      sql`${table.type} in ('RENOVACION', 'PREAVISO_NO_RENOVACION', 'INDEFINIDO')`,
    ),
  ],
);
