import * as pg from 'drizzle-orm/pg-core';
import { momentNow } from './columns.ts';
import { companyColumn } from './company.ts';

/**
 * The company's choices about which group of the income-and-withholding certificate (Formulario 220)
 * each payroll concept adds up in (spec 01 §2.11, §3). A concept without a row sits in its standard
 * group (the concept catalogue's default); a row moves it to `group_code`, or takes it out of every
 * group when `group_code` is null. A concept belongs to at most one group, so the key is (company,
 * concept). Group and concept codes come from the reference data and the concept catalogue.
 */
export const cirGroupConcepts = pg.pgTable(
  'cir_group_concepts',
  {
    companyId: companyColumn(),
    conceptCode: pg.varchar('concept_code', { length: 40 }).notNull(),
    groupCode: pg.varchar('group_code', { length: 40 }),
    createdAt: momentNow('created_at'),
  },
  (table) => [
    pg.primaryKey({ columns: [table.companyId, table.conceptCode] }),
    pg.index('cir_group_concepts_group_idx').on(table.companyId, table.groupCode),
  ],
);
