import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companies } from './company.ts';
import { contracts } from './employees.ts';
import { payCalendars } from './settlement.ts';

/**
 * Payroll novelties (spec 02 §2–§9): what changes each period's pay. Tenant-owned: company_id leads
 * every key, and every foreign key (contract, calendar, extended absence) carries it, so no novelty can
 * point into another company. Each dated novelty is tied to an NM calendar; the period guard
 * (features/settlement/period-guard.ts) runs in the same transaction as every write.
 */

const audit = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdByUserId: integer('created_by_user_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The columns that tie a novelty to its company and contract (fresh builders for each table). */
const contractRow = () => ({
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  id: integer('id').generatedAlwaysAsIdentity().notNull(),
  contractId: integer('contract_id').notNull(),
});

type TenantColumns = { companyId: AnyPgColumn; id: AnyPgColumn; contractId: AnyPgColumn };

/** The primary key and the contract foreign key every novelty table has, named after the table. */
function contractKeys(name: string, table: TenantColumns) {
  return [
    primaryKey({ name: `${name}_pkey`, columns: [table.companyId, table.id] }),
    foreignKey({
      name: `${name}_contract_fk`,
      columns: [table.companyId, table.contractId],
      foreignColumns: [contracts.companyId, contracts.id],
    }),
  ];
}

/** The NM calendar a dated novelty is paid in, and its lookup index. */
function calendarKey(name: string, table: { companyId: AnyPgColumn; calendarId: AnyPgColumn }) {
  return [
    foreignKey({
      name: `${name}_calendar_fk`,
      columns: [table.companyId, table.calendarId],
      foreignColumns: [payCalendars.companyId, payCalendars.id],
    }),
    index(`${name}_calendar_idx`).on(table.companyId, table.calendarId),
  ];
}

/** Overtime and surcharge hours (spec 02 "Overtime novelty"): concept = the engine's hour type. */
export const noveltyOvertime = pgTable(
  'novelty_overtime',
  {
    ...contractRow(),
    calendarId: integer('calendar_id').notNull(),
    conceptCode: varchar('concept_code', { length: 40 }).notNull(),
    hours: numeric('hours', { precision: 6, scale: 2 }).notNull(),
    noveltyDate: date('novelty_date', { mode: 'string' }).notNull(),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_overtime', table),
    index('novelty_overtime_contract_idx').on(table.companyId, table.contractId, table.noveltyDate),
    ...calendarKey('novelty_overtime', table),
    check('novelty_overtime_hours_check', sql`${table.hours} > 0`),
  ],
);

/** One-off reported items (spec 02 "Reported item", MODULE OCA), paid in their calendar's period. */
export const noveltyReported = pgTable(
  'novelty_reported',
  {
    ...contractRow(),
    calendarId: integer('calendar_id').notNull(),
    conceptCode: varchar('concept_code', { length: 40 }).notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    observations: varchar('observations', { length: 70 }),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_reported', table),
    index('novelty_reported_contract_idx').on(table.companyId, table.contractId),
    ...calendarKey('novelty_reported', table),
    check('novelty_reported_value_check', sql`${table.value} > 0`),
  ],
);

/** Fixed recurring items (spec 02 "Fixed item", MODULE STA), in force from start to end. */
export const noveltyFixed = pgTable(
  'novelty_fixed',
  {
    ...contractRow(),
    conceptCode: varchar('concept_code', { length: 40 }).notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    /** BALANCE_VALUE: initial balance of a deduction (a loan); the deduction never exceeds what is left. */
    balance: numeric('balance', { precision: 18, scale: 2 }),
    /** each_period | first_fortnight | second_fortnight (the engine's RecurringPeriodicity). */
    periodicity: varchar('periodicity', { length: 20 }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    /** AFC or FVOL when the concept calls for an entity, with the contract's fund code. */
    entityType: varchar('entity_type', { length: 4 }),
    entityCode: varchar('entity_code', { length: 10 }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_fixed', table),
    index('novelty_fixed_contract_idx').on(table.companyId, table.contractId, table.startDate),
    check('novelty_fixed_value_check', sql`${table.value} >= 0`),
    check(
      'novelty_fixed_dates_check',
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
    check(
      'novelty_fixed_periodicity_check',
      sql`${table.periodicity} in ('each_period', 'first_fortnight', 'second_fortnight')`,
    ),
    check('novelty_fixed_status_check', sql`${table.status} in ('ACTIVE', 'SUSPENDED', 'FINISHED')`),
  ],
);

/** Vacations (spec 02 "Vacation"): business days in time with their dates, or days paid in money. */
export const noveltyVacations = pgTable(
  'novelty_vacations',
  {
    ...contractRow(),
    calendarId: integer('calendar_id').notNull(),
    daysInTime: smallint('days_in_time').notNull(),
    daysInMoney: numeric('days_in_money', { precision: 6, scale: 2 }).notNull(),
    startDate: date('start_date', { mode: 'string' }),
    /** Last calendar day of rest, computed by the server (business days, vacation system, holidays). */
    endDate: date('end_date', { mode: 'string' }),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_vacations', table),
    index('novelty_vacations_contract_idx').on(table.companyId, table.contractId, table.startDate),
    ...calendarKey('novelty_vacations', table),
    // Days in time or in money, never both (spec 02 §5); days in time carry their dates.
    check(
      'novelty_vacations_days_check',
      sql`(${table.daysInTime} > 0 and ${table.daysInMoney} = 0 and ${table.startDate} is not null and ${table.endDate} >= ${table.startDate})
        or (${table.daysInTime} = 0 and ${table.daysInMoney} > 0 and ${table.startDate} is null and ${table.endDate} is null)`,
    ),
  ],
);

/** Absences and licences (spec 02 "Absence"), with the absence an extension (prórroga) continues. */
export const noveltyAbsences = pgTable(
  'novelty_absences',
  {
    ...contractRow(),
    calendarId: integer('calendar_id').notNull(),
    /** Code of the contingency list (features/novelties/contingencies.ts). */
    contingencyCode: varchar('contingency_code', { length: 10 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    extensionOfId: integer('extension_of_id'),
    /** CIE-10 code (reference list `cie10-diagnoses`), incapacities only. */
    diagnosisCode: varchar('diagnosis_code', { length: 10 }),
    observations: varchar('observations', { length: 70 }),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_absences', table),
    foreignKey({
      name: 'novelty_absences_extension_fk',
      columns: [table.companyId, table.extensionOfId],
      foreignColumns: [table.companyId, table.id],
    }),
    index('novelty_absences_contract_idx').on(table.companyId, table.contractId, table.startDate),
    ...calendarKey('novelty_absences', table),
    index('novelty_absences_extension_idx').on(table.companyId, table.extensionOfId),
    check('novelty_absences_days_check', sql`${table.days} > 0 and ${table.endDate} >= ${table.startDate}`),
  ],
);

/** Retirements (spec 02 "Retirement (termination)"): one per contract. */
export const noveltyRetirements = pgTable(
  'novelty_retirements',
  {
    ...contractRow(),
    calendarId: integer('calendar_id').notNull(),
    /** Code of the list `retirement-reasons`. */
    reasonCode: varchar('reason_code', { length: 40 }).notNull(),
    /** END_DATE: the withdrawal date, last day worked. */
    retirementDate: date('retirement_date', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).notNull().default('REGISTRADO'),
    ...audit,
  },
  (table) => [
    ...contractKeys('novelty_retirements', table),
    foreignKey({
      name: 'novelty_retirements_calendar_fk',
      columns: [table.companyId, table.calendarId],
      foreignColumns: [payCalendars.companyId, payCalendars.id],
    }),
    uniqueIndex('novelty_retirements_contract_unique').on(table.companyId, table.contractId),
    check(
      'novelty_retirements_status_check',
      sql`${table.status} in ('REGISTRADO', 'LIQUIDADO', 'CERRADO ACUMULADO')`,
    ),
  ],
);
