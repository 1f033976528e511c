import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { companyForeignKey, momentNow } from './columns.ts';
import { companyColumn } from './company.ts';

/**
 * Cost centres of a company (spec 03 §2.4, §3): the id the table shows as "ID Centro de costos", a code unique
 * per company (case-insensitive) and the expense type (reference list expense-types) that decides where its
 * payroll cost is posted.
 */
export const costCentres = pg.pgTable(
  'cost_centres',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity(),
    code: pg.varchar('code', { length: 20 }).notNull(),
    name: pg.varchar('name', { length: 100 }).notNull(),
    expenseType: pg.varchar('expense_type', { length: 10 }).notNull(),
    /** Siigo Pyme's own numeric centre (4 digits) and sub-centre (3 digits); the Siigo Pyme file needs both. */
    siigoCentre: pg.varchar('siigo_centre', { length: 4 }),
    siigoSubcentre: pg.varchar('siigo_subcentre', { length: 3 }),
    createdAt: momentNow('created_at'),
    updatedAt: momentNow('updated_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'cost_centres_pk', columns: [table.companyId, table.id] }),
    pg.uniqueIndex('cost_centres_company_code_unique').on(table.companyId, sql`lower(${table.code})`),
  ],
);

/**
 * Third parties of the accounting postings (spec 03 §2.5, §3): a document type (reference list document-types),
 * the number, its DIAN check digit (empty when the document has none) and the name. The number is unique per
 * company, because the account plan finds a third party by it.
 */
export const thirdParties = pg.pgTable(
  'third_parties',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity(),
    documentType: pg.varchar('document_type', { length: 3 }).notNull(),
    nit: pg.varchar('nit', { length: 15 }).notNull(),
    checkDigit: pg.varchar('check_digit', { length: 1 }).notNull().default(''),
    name: pg.varchar('name', { length: 200 }).notNull(),
    createdAt: momentNow('created_at'),
    updatedAt: momentNow('updated_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'third_parties_pk', columns: [table.companyId, table.id] }),
    pg.uniqueIndex('third_parties_company_nit_unique').on(table.companyId, sql`upper(${table.nit})`),
  ],
);

/**
 * The account plan (spec 03 §2.6, §3): for a payroll concept, the accounts it is posted to, the nature, the
 * voucher type, how the third party is chosen and whether the posting carries the contract's cost centre.
 * A row of third-party type 14630 points at one third party of the same company (composite key, never across
 * companies); 14631 names an entity type instead.
 */
export const accountPlanRows = pg.pgTable(
  'account_plan_rows',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity(),
    conceptCode: pg.varchar('concept_code', { length: 40 }).notNull(),
    account1: pg.varchar('account_1', { length: 12 }).notNull(),
    account2: pg.varchar('account_2', { length: 12 }).notNull().default(''),
    nature: pg.char('nature', { length: 1 }).notNull(),
    voucherType: pg.varchar('voucher_type', { length: 10 }).notNull(),
    thirdPartyType: pg.varchar('third_party_type', { length: 10 }).notNull(),
    thirdPartyId: pg.integer('third_party_id'),
    entityType: pg.varchar('entity_type', { length: 10 }),
    expenseType: pg.varchar('expense_type', { length: 10 }),
    managesCostCentre: pg.boolean('manages_cost_centre').notNull().default(false),
    createdAt: momentNow('created_at'),
    updatedAt: momentNow('updated_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'account_plan_rows_pk', columns: [table.companyId, table.id] }),
    companyForeignKey(
      'account_plan_rows_third_party_fk',
      [table.companyId, table.thirdPartyId],
      thirdParties,
    ),
    // One debit and one credit per concept, voucher type and expense type.
    pg
      .uniqueIndex('account_plan_rows_company_mapping_unique')
      .on(
        table.companyId,
        table.conceptCode,
        table.voucherType,
        table.nature,
        sql`coalesce(${table.expenseType}, '')`,
      ),
    pg.index('account_plan_rows_company_third_party_idx').on(table.companyId, table.thirdPartyId),
    pg.check('account_plan_rows_nature_check', sql`${table.nature} in ('D', 'C')`),
  ],
);
