import * as pg from 'drizzle-orm/pg-core';
import { users } from './access.ts';
import { companyForeignKey, moment, momentNow } from './columns.ts';
import { companyColumn } from './company.ts';
import { contracts } from './employees.ts';
import { payCalendars } from './settlement.ts';

/**
 * A retroactive change to pay (issue 32): one contract, the date the change holds from (inside
 * accumulated payroll periods), and the open payroll period chosen to carry its differences.
 * Procesar of that period recomputes the reached accumulated periods and stores the differences as
 * retroactive lines (settlement_lines.origin_calendar_id); the row stays as the record of why.
 */
export const retroactiveChanges = pg.pgTable(
  'retroactive_changes',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    contractId: pg.integer('contract_id').notNull(),
    fromDate: pg.date('from_date', { mode: 'string' }).notNull(),
    carryingCalendarId: pg.integer('carrying_calendar_id').notNull(),
    source: pg
      .varchar('source', { length: 16 })
      .notNull()
      .$type<'SALARY' | 'CONTRACT' | 'NOVELTY' | 'LEGAL_VALUE'>(),
    description: pg.varchar('description', { length: 200 }),
    createdBy: pg.integer('created_by').references(() => users.id),
    createdAt: momentNow('created_at'),
  },
  (table) => [
    // Both keys are (company, id): a change can only name its own company's contract and period.
    companyForeignKey('retroactive_changes_contract_fk', [table.companyId, table.contractId], contracts),
    companyForeignKey(
      'retroactive_changes_carrying_fk',
      [table.companyId, table.carryingCalendarId],
      payCalendars,
    ),
    pg
      .index('retroactive_changes_carrying_idx')
      .on(table.companyId, table.carryingCalendarId, table.contractId),
    pg.index('retroactive_changes_contract_idx').on(table.companyId, table.contractId),
  ],
);

/** The yearly legal values the engine used for a year, as stored in a version (Spanish labels live in contracts). */
export interface LegalValueSnapshot {
  /** First day these values hold (YYYY-MM-DD). */
  from: string;
  smmlv: string;
  transportAid: string;
  uvt: string;
  /** False when the year was not decreed and the engine used the previous year's values. */
  decreed: boolean;
}

/**
 * Instance-level (the same law for every company, so no company_id): the yearly legal values the
 * engine uses for a year, written at start-up and on RELOAD_LEGAL_VALUES whenever they differ from
 * the year's latest stored version (issue 32, decision 0354). A new version after a company's
 * periods of that year were settled is a legal value loaded late.
 */
export const legalValueVersions = pg.pgTable(
  'legal_value_versions',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    year: pg.smallint('year').notNull(),
    /** sha256 of the values the engine uses (from, SMMLV, transport aid, UVT). */
    fingerprint: pg.varchar('fingerprint', { length: 64 }).notNull(),
    values: pg.jsonb('values').$type<LegalValueSnapshot>().notNull(),
    loadedAt: moment('loaded_at').notNull(),
  },
  (table) => [pg.index('legal_value_versions_year_idx').on(table.year, table.id)],
);

/**
 * A company's answer to a legal-value version that reached its accumulated periods: REGISTERED (a
 * LEGAL_VALUE retroactive change was registered) or DISMISSED with the admin's reason ("No aplica").
 */
export const legalValueReviews = pg.pgTable(
  'legal_value_reviews',
  {
    id: pg.integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyColumn(),
    versionId: pg
      .integer('version_id')
      .notNull()
      .references(() => legalValueVersions.id),
    decision: pg.varchar('decision', { length: 12 }).notNull().$type<'REGISTERED' | 'DISMISSED'>(),
    reason: pg.varchar('reason', { length: 200 }),
    createdBy: pg.integer('created_by').references(() => users.id),
    createdAt: momentNow('created_at'),
  },
  (table) => [pg.uniqueIndex('legal_value_reviews_unique').on(table.companyId, table.versionId)],
);
