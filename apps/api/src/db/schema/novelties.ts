import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { companyForeignKey, momentNow } from './columns.ts';
import { companyColumn } from './company.ts';
import { contracts } from './employees.ts';
import { payCalendars } from './settlement.ts';

/**
 * Payroll novelties (spec 02 §2–§9): what changes each period's pay. Tenant-owned: company_id leads
 * every key, and every foreign key (contract, calendar, extended absence) carries it, so no novelty can
 * point into another company. Each dated novelty is tied to an NM calendar; the period guard
 * (features/settlement/period-guard.ts) runs in the same transaction as every write.
 */

const audit = {
  createdAt: momentNow('created_at'),
  createdByUserId: pg.integer('created_by_user_id').notNull(),
  updatedAt: momentNow('updated_at'),
};

/** The columns that tie a novelty to its company and contract (fresh builders for each table). */
const contractRow = () => ({
  companyId: companyColumn(),
  id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
  contractId: pg.integer('contract_id').notNull(),
});

type TenantColumns = { companyId: pg.AnyPgColumn; id: pg.AnyPgColumn; contractId: pg.AnyPgColumn };

/** The primary key and the contract foreign key every novelty table has, named after the table. */
function contractKeys(name: string, table: TenantColumns) {
  return [
    pg.primaryKey({ name: `${name}_pkey`, columns: [table.companyId, table.id] }),
    companyForeignKey(`${name}_contract_fk`, [table.companyId, table.contractId], contracts),
  ];
}

/** The NM calendar a dated novelty is paid in, and its lookup index. */
function calendarKey(name: string, table: { companyId: pg.AnyPgColumn; calendarId: pg.AnyPgColumn }) {
  return [
    companyForeignKey(`${name}_calendar_fk`, [table.companyId, table.calendarId], payCalendars),
    pg.index(`${name}_calendar_idx`).on(table.companyId, table.calendarId),
  ];
}

/** Overtime and surcharge hours (spec 02 "Overtime novelty"): concept = the engine's hour type. */
export const noveltyOvertime = pg.pgTable(
  'novelty_overtime',
  {
    ...contractRow(),
    calendarId: pg.integer('calendar_id').notNull(),
    conceptCode: pg.varchar('concept_code', { length: 40 }).notNull(),
    hours: pg.numeric('hours', { precision: 6, scale: 2 }).notNull(),
    noveltyDate: pg.date('novelty_date', { mode: 'string' }).notNull(),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_overtime', table),
    pg.index('novelty_overtime_contract_idx').on(table.companyId, table.contractId, table.noveltyDate),
    ...calendarKey('novelty_overtime', table),
    pg.check('novelty_overtime_hours_check', sql`${table.hours} > 0`),
  ],
);

/** One-off reported items (spec 02 "Reported item", MODULE OCA), paid in their calendar's period. */
export const noveltyReported = pg.pgTable(
  'novelty_reported',
  {
    ...contractRow(),
    calendarId: pg.integer('calendar_id').notNull(),
    conceptCode: pg.varchar('concept_code', { length: 40 }).notNull(),
    value: pg.numeric('value', { precision: 18, scale: 2 }).notNull(),
    observations: pg.varchar('observations', { length: 70 }),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_reported', table),
    pg.index('novelty_reported_contract_idx').on(table.companyId, table.contractId),
    ...calendarKey('novelty_reported', table),
    pg.check('novelty_reported_value_check', sql`${table.value} > 0`),
  ],
);

/** Fixed recurring items (spec 02 "Fixed item", MODULE STA), in force from start to end. */
export const noveltyFixed = pg.pgTable(
  'novelty_fixed',
  {
    ...contractRow(),
    conceptCode: pg.varchar('concept_code', { length: 40 }).notNull(),
    value: pg.numeric('value', { precision: 18, scale: 2 }).notNull(),
    /** BALANCE_VALUE: initial balance of a deduction (a loan); the deduction never exceeds what is left. */
    balance: pg.numeric('balance', { precision: 18, scale: 2 }),
    /** each_period | first_fortnight | second_fortnight (the engine's RecurringPeriodicity). */
    periodicity: pg.varchar('periodicity', { length: 20 }).notNull(),
    status: pg.varchar('status', { length: 12 }).notNull(),
    /** AFC or FVOL when the concept calls for an entity, with the contract's fund code. */
    entityType: pg.varchar('entity_type', { length: 4 }),
    entityCode: pg.varchar('entity_code', { length: 10 }),
    startDate: pg.date('start_date', { mode: 'string' }).notNull(),
    endDate: pg.date('end_date', { mode: 'string' }),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_fixed', table),
    pg.index('novelty_fixed_contract_idx').on(table.companyId, table.contractId, table.startDate),
    pg.check('novelty_fixed_value_check', sql`${table.value} >= 0`),
    pg.check(
      'novelty_fixed_dates_check',
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
    pg.check(
      'novelty_fixed_periodicity_check',
      sql`${table.periodicity} in ('each_period', 'first_fortnight', 'second_fortnight')`,
    ),
    pg.check('novelty_fixed_status_check', sql`${table.status} in ('ACTIVE', 'SUSPENDED', 'FINISHED')`),
  ],
);

/** Vacations (spec 02 "Vacation"): business days in time with their dates, or days paid in money. */
export const noveltyVacations = pg.pgTable(
  'novelty_vacations',
  {
    ...contractRow(),
    calendarId: pg.integer('calendar_id').notNull(),
    daysInTime: pg.smallint('days_in_time').notNull(),
    daysInMoney: pg.numeric('days_in_money', { precision: 6, scale: 2 }).notNull(),
    startDate: pg.date('start_date', { mode: 'string' }),
    /** Last calendar day of rest, computed by the server (business days, vacation system, holidays). */
    endDate: pg.date('end_date', { mode: 'string' }),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_vacations', table),
    pg.index('novelty_vacations_contract_idx').on(table.companyId, table.contractId, table.startDate),
    ...calendarKey('novelty_vacations', table),
    // Days in time or in money, never both (spec 02 §5); days in time carry their dates.
    pg.check(
      'novelty_vacations_days_check',
      sql`(${table.daysInTime} > 0 and ${table.daysInMoney} = 0 and ${table.startDate} is not null and ${table.endDate} >= ${table.startDate})
        or (${table.daysInTime} = 0 and ${table.daysInMoney} > 0 and ${table.startDate} is null and ${table.endDate} is null)`,
    ),
  ],
);

/** Absences and licences (spec 02 "Absence"), with the absence an extension (prórroga) continues. */
export const noveltyAbsences = pg.pgTable(
  'novelty_absences',
  {
    ...contractRow(),
    calendarId: pg.integer('calendar_id').notNull(),
    /** Code of the contingency list (features/novelties/contingencies.ts). */
    contingencyCode: pg.varchar('contingency_code', { length: 10 }).notNull(),
    startDate: pg.date('start_date', { mode: 'string' }).notNull(),
    endDate: pg.date('end_date', { mode: 'string' }).notNull(),
    days: pg.integer('days').notNull(),
    extensionOfId: pg.integer('extension_of_id'),
    /** CIE-10 code (reference list `cie10-diagnoses`), incapacities only. */
    diagnosisCode: pg.varchar('diagnosis_code', { length: 10 }),
    observations: pg.varchar('observations', { length: 70 }),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_absences', table),
    companyForeignKey('novelty_absences_extension_fk', [table.companyId, table.extensionOfId], table),
    pg.index('novelty_absences_contract_idx').on(table.companyId, table.contractId, table.startDate),
    ...calendarKey('novelty_absences', table),
    pg.index('novelty_absences_extension_idx').on(table.companyId, table.extensionOfId),
    pg.check(
      'novelty_absences_days_check',
      sql`${table.days} > 0 and ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);

/** Retirements (spec 02 "Retirement (termination)"): one per contract. */
export const noveltyRetirements = pg.pgTable(
  'novelty_retirements',
  {
    ...contractRow(),
    calendarId: pg.integer('calendar_id').notNull(),
    /** Code of the list `retirement-reasons`. */
    reasonCode: pg.varchar('reason_code', { length: 40 }).notNull(),
    /** END_DATE: the withdrawal date, last day worked. */
    retirementDate: pg.date('retirement_date', { mode: 'string' }).notNull(),
    status: pg.varchar('status', { length: 20 }).notNull().default('REGISTRADO'),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_retirements', table),
    companyForeignKey('novelty_retirements_calendar_fk', [table.companyId, table.calendarId], payCalendars),
    pg.uniqueIndex('novelty_retirements_contract_unique').on(table.companyId, table.contractId),
    pg.check(
      'novelty_retirements_status_check',
      sql`${table.status} in ('REGISTRADO', 'LIQUIDADO', 'CERRADO ACUMULADO')`,
    ),
  ],
);
