import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A company (the spec's CLIENT, spec 01 §3 COMPANY). Tenant-owned tables reference `companies.id` as their
 * leading `company_id`. Codes are those of the reference lists (apps/api/src/features/reference/data).
 * The company-data columns are nullable only because rows created before them exist; the API requires them.
 */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Display name: the legal name, or a natural person's names and surnames. */
    name: varchar('name', { length: 200 }).notNull(),
    /** Document number without the check digit (spec 01 §5: at most 12 characters). */
    nit: varchar('nit', { length: 12 }),
    /** Storage key of the logo image, served through the storage interface. */
    logoKey: varchar('logo_key', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** `taxpayer-types`: 1 legal entity, 2 natural person (RUT casilla 24). */
    taxpayerType: varchar('taxpayer_type', { length: 2 }),
    /** `document-types` (PILA code: NI, CC, CE …). */
    documentType: varchar('document_type', { length: 4 }),
    /** DIAN modulo-11 check digit of `nit`. */
    checkDigit: char('check_digit', { length: 1 }),
    companyName: varchar('company_name', { length: 200 }),
    firstName: varchar('first_name', { length: 60 }),
    secondName: varchar('second_name', { length: 10 }),
    firstSurname: varchar('first_surname', { length: 60 }),
    secondSurname: varchar('second_surname', { length: 10 }),
    phone: varchar('phone', { length: 10 }),
    countryCode: varchar('country_code', { length: 2 }),
    departmentCode: varchar('department_code', { length: 2 }),
    municipalityCode: varchar('municipality_code', { length: 5 }),
    address: varchar('address', { length: 200 }),
    billingEmail: varchar('billing_email', { length: 254 }),
    paymentPeriod: varchar('payment_period', { length: 2 }),
    employeeCountRange: varchar('employee_count_range', { length: 10 }),
    arlCode: varchar('arl_code', { length: 10 }),
    pilaOperatorCode: varchar('pila_operator_code', { length: 4 }),
    /** Ley 1607 de 2012 art. 25 (Estatuto Tributario art. 114-1): exonerated from health, SENA and ICBF. */
    law1607Exempt: boolean('law_1607_exempt'),
    /** First payroll month in Quincena (`start-months`); set on creation only. */
    startMonth: varchar('start_month', { length: 2 }),
    bankCode: varchar('bank_code', { length: 4 }),
    accountType: varchar('account_type', { length: 20 }),
    accountNumber: varchar('account_number', { length: 20 }),
    rutKey: varchar('rut_key', { length: 300 }),
    chamberOfCommerceKey: varchar('chamber_of_commerce_key', { length: 300 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    // One company per document: two tenants can never claim the same NIT.
    uniqueIndex('companies_document_unique')
      .on(table.documentType, table.nit)
      .where(sql`${table.documentType} is not null`),
  ],
);

/** Job positions of a company (spec 01 §2.8, §3 JOBS). */
export const jobs = pgTable(
  'jobs',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    area: varchar('area', { length: 100 }).notNull(),
    code: varchar('code', { length: 20 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.id] })],
);

/**
 * Who signs the company's labour certificates (spec 01 §2.9, §3 signature config): one per employee contract,
 * with the image, the foot-of-page text and the months of variable pay averaged.
 */
export const signatureConfigs = pgTable(
  'signature_configs',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity().notNull(),
    /** The signer's contract (the employees feature's `contracts`, same company). */
    contractId: integer('contract_id').notNull(),
    averageMonths: smallint('average_months').notNull(),
    footer: varchar('footer', { length: 500 }).notNull().default(''),
    imageKey: varchar('image_key', { length: 300 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.id] }),
    uniqueIndex('signature_configs_contract_unique').on(table.companyId, table.contractId),
    check('signature_configs_average_months_check', sql`${table.averageMonths} >= 1`),
  ],
);

/** Payroll concepts the company averages as variable pay in labour certificates (spec 01 §2.9 dialog). */
export const signatureAverageConcepts = pgTable(
  'signature_average_concepts',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    conceptCode: varchar('concept_code', { length: 40 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.conceptCode] }),
    index('signature_average_concepts_company_idx').on(table.companyId),
  ],
);
