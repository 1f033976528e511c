import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';

/**
 * Cost centres of a company (spec 03 §2.4, §3): the id the table shows as "ID Centro de costos", a code unique
 * per company (case-insensitive) and the expense type (reference list expense-types) that decides where its
 * payroll cost is posted.
 */
export const costCentres = pgTable(
  'cost_centres',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    expenseType: varchar('expense_type', { length: 10 }).notNull(),
    /** Siigo Pyme's own numeric centre (4 digits) and sub-centre (3 digits); the Siigo Pyme file needs both. */
    siigoCentre: varchar('siigo_centre', { length: 4 }),
    siigoSubcentre: varchar('siigo_subcentre', { length: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'cost_centres_pk', columns: [table.companyId, table.id] }),
    uniqueIndex('cost_centres_company_code_unique').on(table.companyId, sql`lower(${table.code})`),
  ],
);

/**
 * Third parties of the accounting postings (spec 03 §2.5, §3): a document type (reference list document-types),
 * the number, its DIAN check digit (empty when the document has none) and the name. The number is unique per
 * company, because the account plan finds a third party by it.
 */
export const thirdParties = pgTable(
  'third_parties',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    documentType: varchar('document_type', { length: 3 }).notNull(),
    nit: varchar('nit', { length: 15 }).notNull(),
    checkDigit: varchar('check_digit', { length: 1 }).notNull().default(''),
    name: varchar('name', { length: 200 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'third_parties_pk', columns: [table.companyId, table.id] }),
    uniqueIndex('third_parties_company_nit_unique').on(table.companyId, sql`upper(${table.nit})`),
  ],
);

/**
 * The account plan (spec 03 §2.6, §3): for a payroll concept, the accounts it is posted to, the nature, the
 * voucher type, how the third party is chosen and whether the posting carries the contract's cost centre.
 * A row of third-party type 14630 points at one third party of the same company (composite key, never across
 * companies); 14631 names an entity type instead.
 */
export const accountPlanRows = pgTable(
  'account_plan_rows',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    id: integer('id').generatedAlwaysAsIdentity(),
    conceptCode: varchar('concept_code', { length: 40 }).notNull(),
    account1: varchar('account_1', { length: 12 }).notNull(),
    account2: varchar('account_2', { length: 12 }).notNull().default(''),
    nature: char('nature', { length: 1 }).notNull(),
    voucherType: varchar('voucher_type', { length: 10 }).notNull(),
    thirdPartyType: varchar('third_party_type', { length: 10 }).notNull(),
    thirdPartyId: integer('third_party_id'),
    entityType: varchar('entity_type', { length: 10 }),
    expenseType: varchar('expense_type', { length: 10 }),
    managesCostCentre: boolean('manages_cost_centre').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'account_plan_rows_pk', columns: [table.companyId, table.id] }),
    foreignKey({
      name: 'account_plan_rows_third_party_fk',
      columns: [table.companyId, table.thirdPartyId],
      foreignColumns: [thirdParties.companyId, thirdParties.id],
    }),
    // One debit and one credit per concept, voucher type and expense type.
    uniqueIndex('account_plan_rows_company_mapping_unique').on(
      table.companyId,
      table.conceptCode,
      table.voucherType,
      table.nature,
      sql`coalesce(${table.expenseType}, '')`,
    ),
    index('account_plan_rows_company_third_party_idx').on(table.companyId, table.thirdPartyId),
    check('account_plan_rows_nature_check', sql`${table.nature} in ('D', 'C')`),
  ],
);
