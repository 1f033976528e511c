import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { moment, momentNow } from './columns.ts';

/**
 * A company (the spec's CLIENT, spec 01 §3 COMPANY). Tenant-owned tables reference `companies.id` as their
 * leading `company_id`. Codes are those of the reference lists (apps/api/src/features/reference/data).
 * The company-data columns are nullable only because rows created before them exist; the API requires them.
 */
export const companies = pg.pgTable(
  'companies',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Display name: the legal name, or a natural person's names and surnames. */
    name: pg.varchar('name', { length: 200 }).notNull(),
    /** Document number without the check digit (spec 01 §5: at most 12 characters). */
    nit: pg.varchar('nit', { length: 12 }),
    /** Storage key of the logo image, served through the storage interface. */
    logoKey: pg.varchar('logo_key', { length: 300 }),
    createdAt: momentNow('created_at'),
    /** `taxpayer-types`: 1 legal entity, 2 natural person (RUT casilla 24). */
    taxpayerType: pg.varchar('taxpayer_type', { length: 2 }),
    /** `document-types` (PILA code: NI, CC, CE …). */
    documentType: pg.varchar('document_type', { length: 4 }),
    /** DIAN modulo-11 check digit of `nit`. */
    checkDigit: pg.char('check_digit', { length: 1 }),
    companyName: pg.varchar('company_name', { length: 200 }),
    firstName: pg.varchar('first_name', { length: 60 }),
    secondName: pg.varchar('second_name', { length: 10 }),
    firstSurname: pg.varchar('first_surname', { length: 60 }),
    secondSurname: pg.varchar('second_surname', { length: 10 }),
    phone: pg.varchar('phone', { length: 10 }),
    countryCode: pg.varchar('country_code', { length: 2 }),
    departmentCode: pg.varchar('department_code', { length: 2 }),
    municipalityCode: pg.varchar('municipality_code', { length: 5 }),
    address: pg.varchar('address', { length: 200 }),
    billingEmail: pg.varchar('billing_email', { length: 254 }),
    paymentPeriod: pg.varchar('payment_period', { length: 2 }),
    employeeCountRange: pg.varchar('employee_count_range', { length: 10 }),
    arlCode: pg.varchar('arl_code', { length: 10 }),
    pilaOperatorCode: pg.varchar('pila_operator_code', { length: 4 }),
    /** Ley 1607 de 2012 art. 25 (Estatuto Tributario art. 114-1): exonerated from health, SENA and ICBF. */
    law1607Exempt: pg.boolean('law_1607_exempt'),
    /** First payroll month in Quincena (`start-months`); set on creation only. */
    startMonth: pg.varchar('start_month', { length: 2 }),
    bankCode: pg.varchar('bank_code', { length: 4 }),
    accountType: pg.varchar('account_type', { length: 20 }),
    accountNumber: pg.varchar('account_number', { length: 20 }),
    rutKey: pg.varchar('rut_key', { length: 300 }),
    chamberOfCommerceKey: pg.varchar('chamber_of_commerce_key', { length: 300 }),
    updatedAt: moment('updated_at'),
  },
  (table) => [
    // One company per document: two tenants can never claim the same NIT.
    pg
      .uniqueIndex('companies_document_unique')
      .on(table.documentType, table.nit)
      .where(sql`${table.documentType} is not null`),
  ],
);

/** The `company_id` that leads a tenant-owned table's key: not null, a foreign key to `companies`. */
export function companyColumn() {
  return pg
    .integer('company_id')
    .notNull()
    .references(() => companies.id);
}

/** The `company_id` of a table with one row per company: its primary key, a foreign key to `companies`. */
export function companyKeyColumn() {
  return pg
    .integer('company_id')
    .primaryKey()
    .references(() => companies.id);
}

/** Job positions of a company (spec 01 §2.8, §3 JOBS). */
export const jobs = pg.pgTable(
  'jobs',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    name: pg.varchar('name', { length: 100 }).notNull(),
    area: pg.varchar('area', { length: 100 }).notNull(),
    code: pg.varchar('code', { length: 20 }),
    createdAt: momentNow('created_at'),
  },
  (table) => [pg.primaryKey({ columns: [table.companyId, table.id] })],
);

/**
 * Who signs the company's labour certificates (spec 01 §2.9, §3 signature config): one per employee contract,
 * with the image, the foot-of-page text and the months of variable pay averaged.
 */
export const signatureConfigs = pg.pgTable(
  'signature_configs',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    /** The signer's contract (the employees feature's `contracts`, same company). */
    contractId: pg.integer('contract_id').notNull(),
    averageMonths: pg.smallint('average_months').notNull(),
    footer: pg.varchar('footer', { length: 500 }).notNull().default(''),
    imageKey: pg.varchar('image_key', { length: 300 }).notNull(),
    createdAt: momentNow('created_at'),
  },
  (table) => [
    pg.primaryKey({ columns: [table.companyId, table.id] }),
    pg.uniqueIndex('signature_configs_contract_unique').on(table.companyId, table.contractId),
    pg.check('signature_configs_average_months_check', sql`${table.averageMonths} >= 1`),
  ],
);

/** Payroll concepts the company averages as variable pay in labour certificates (spec 01 §2.9 dialog). */
export const signatureAverageConcepts = pg.pgTable(
  'signature_average_concepts',
  {
    companyId: companyColumn(),
    conceptCode: pg.varchar('concept_code', { length: 40 }).notNull(),
  },
  (table) => [
    pg.primaryKey({ columns: [table.companyId, table.conceptCode] }),
    pg.index('signature_average_concepts_company_idx').on(table.companyId),
  ],
);
