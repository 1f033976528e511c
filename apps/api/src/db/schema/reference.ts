import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { momentNow } from './columns.ts';
import { companyColumn, companyKeyColumn } from './company.ts';

/** The extra attributes of a reference item (NIT, PILA or ACH code, rate, …), scalars only. */
export type ReferenceAttributes = Record<string, string | number | boolean | null>;

/**
 * Every item of every official or product reference list (apps/api/src/features/reference/data), seeded at
 * start-up. Global, not tenant-owned. Items that leave the sourced data are deactivated, never deleted, because
 * company records keep the codes they were saved with.
 */
export const referenceItems = pg.pgTable(
  'reference_items',
  {
    listKey: pg.varchar('list_key', { length: 40 }).notNull(),
    code: pg.varchar('code', { length: 40 }).notNull(),
    name: pg.text('name').notNull(),
    /** The item's place in its sourced list, the order lists are served in. */
    position: pg.integer('position').notNull(),
    active: pg.boolean('active').notNull().default(true),
    /**
     * The item the list hangs from when it has one (the department of a municipality), copied out of the
     * attributes so that "municipalities of a department" is an index lookup.
     */
    parentCode: pg.varchar('parent_code', { length: 40 }),
    attributes: pg.jsonb('attributes').$type<ReferenceAttributes>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    pg.primaryKey({ name: 'reference_items_pk', columns: [table.listKey, table.code] }),
    pg.index('reference_items_list_order_idx').on(table.listKey, table.position),
    pg.index('reference_items_list_parent_idx').on(table.listKey, table.parentCode, table.position),
  ],
);

/** One row per list: the fingerprint of the data last seeded, so the seed re-applies only changed lists. */
export const referenceLists = pg.pgTable('reference_lists', {
  listKey: pg.varchar('list_key', { length: 40 }).primaryKey(),
  description: pg.varchar('description', { length: 300 }).notNull(),
  source: pg.text('source').notNull(),
  /** SHA-256 of the list's sourced items, hex. */
  dataHash: pg.varchar('data_hash', { length: 64 }).notNull(),
  itemCount: pg.integer('item_count').notNull(),
  seededAt: momentNow('seeded_at'),
});

/**
 * The company's holiday and vacation settings (/Festivos, spec 01 §2.12): whether Saturday is a business day
 * when vacation days are counted (CST art. 186; code of the list `vacation-systems`).
 */
export const companyHolidaySettings = pg.pgTable('company_holiday_settings', {
  companyId: companyKeyColumn(),
  vacationSystem: pg.varchar('vacation_system', { length: 40 }).notNull(),
  updatedAt: momentNow('updated_at'),
  updatedByUserId: pg.integer('updated_by_user_id').notNull(),
});

/**
 * Concepts a company creates for its reported (OCA) and fixed (STA) novelties (spec 02 "Concept being
 * created"), next to the global catalogue of the list `payroll-concepts`. Codes are generated per company.
 */
export const companyPayrollConcepts = pg.pgTable(
  'company_payroll_concepts',
  {
    companyId: companyColumn(),
    code: pg.varchar('code', { length: 40 }).notNull(),
    name: pg.varchar('name', { length: 100 }).notNull(),
    nature: pg.varchar('nature', { length: 12 }).notNull().$type<'earning' | 'deduction'>(),
    module: pg.varchar('module', { length: 3 }).notNull().$type<'OCA' | 'STA'>(),
    /** The payroll engine's item category (packages/payroll, ItemCategory), derived from the DIAN element. */
    category: pg.varchar('category', { length: 30 }).notNull(),
    dianElement: pg.varchar('dian_element', { length: 40 }).notNull(),
    /** Earnings only: constitutes salary (CST art. 127) or not (CST art. 128). */
    salary: pg.boolean('salary'),
    /** Earnings only: part of the withholding base (E.T. arts. 383 and 387; spec 02 TYPE_RETE). */
    withholdingBase: pg.boolean('withholding_base'),
    incomeWithholdingGroup: pg.varchar('income_withholding_group', { length: 40 }),
    active: pg.boolean('active').notNull().default(true),
    createdAt: momentNow('created_at'),
    createdByUserId: pg.integer('created_by_user_id').notNull(),
  },
  (table) => [
    pg.primaryKey({ name: 'company_payroll_concepts_pk', columns: [table.companyId, table.code] }),
    pg.uniqueIndex('company_payroll_concepts_name_unique').on(table.companyId, sql`lower(${table.name})`),
    pg.check('company_payroll_concepts_nature_check', sql`${table.nature} in ('earning', 'deduction')`),
    pg.check('company_payroll_concepts_module_check', sql`${table.module} in ('OCA', 'STA')`),
  ],
);
