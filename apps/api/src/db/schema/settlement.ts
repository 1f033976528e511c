import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { companyForeignKey, moment, momentNow } from './columns.ts';
import { companyColumn } from './company.ts';
import { contracts } from './employees.ts';

/**
 * The pay cycle's store (ARCHITECTURE.md §4c): calendars, processes and the settled results that
 * every later step (bank file, payslips, PILA, accounting, NE, certificates, reports) reads and
 * never recomputes. Tenant-owned: company_id leads every key; no foreign key crosses companies.
 */

/** NM payroll, SS social security, CB accounting, CES severance, CIR income and withholding, NIE electronic payroll, LD retirement. */
export type CalendarType = 'NM' | 'SS' | 'CB' | 'CES' | 'CIR' | 'NIE' | 'LD';
/** OPEN: nothing stored; PROCESSED: results stored, still undoable; ACCUMULATED: frozen (CLO). */
export type CalendarState = 'OPEN' | 'PROCESSED' | 'ACCUMULATED';
export type ProcessAction = 'PRO' | 'CLO' | 'REV';
export type ProcessStatus = 'PENDIENTE' | 'EN PROCESO' | 'TERMINADO' | 'ERROR';

/** One period of one settlement type (spec 02 §7 "Calendars and processes"). */
export const payCalendars = pg.pgTable(
  'pay_calendars',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    type: pg.varchar('type', { length: 3 }).notNull().$type<CalendarType>(),
    /** Only for LD calendars: the retirement (termination) the calendar settles. */
    retirementId: pg.integer('retirement_id'),
    year: pg.smallint('year').notNull(),
    month: pg.smallint('month').notNull(),
    /** 1 or 2 for a fortnightly payroll period; null for a monthly one. */
    fortnight: pg.smallint('fortnight'),
    periodStart: pg.date('period_start', { mode: 'string' }).notNull(),
    periodEnd: pg.date('period_end', { mode: 'string' }).notNull(),
    paymentDate: pg.date('payment_date', { mode: 'string' }).notNull(),
    /** The label shown in every calendar list (spec: DETAIL). */
    detail: pg.varchar('detail', { length: 120 }).notNull(),
    state: pg.varchar('state', { length: 12 }).notNull().default('OPEN').$type<CalendarState>(),
    /** The PRO whose stored results are current; null when OPEN. */
    resultProcessId: pg.integer('result_process_id'),
    /** A novelty or salary inside the period changed after the last PRO: Procesar again before Acumular. */
    needsReprocess: pg.boolean('needs_reprocess').notNull().default(false),
    processedAt: moment('processed_at'),
    accumulatedAt: moment('accumulated_at'),
    createdAt: momentNow('created_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'pay_calendars_pkey', columns: [table.companyId, table.id] }),
    pg
      .uniqueIndex('pay_calendars_period_unique')
      .on(table.companyId, table.type, table.periodStart, table.periodEnd)
      .where(sql`${table.retirementId} is null`),
    pg
      .uniqueIndex('pay_calendars_retirement_unique')
      .on(table.companyId, table.retirementId)
      .where(sql`${table.retirementId} is not null`),
    pg.index('pay_calendars_dates_idx').on(table.companyId, table.type, table.periodStart),
    pg.check('pay_calendars_type_check', sql`${table.type} in ('NM', 'SS', 'CB', 'CES', 'CIR', 'NIE', 'LD')`),
    pg.check('pay_calendars_state_check', sql`${table.state} in ('OPEN', 'PROCESSED', 'ACCUMULATED')`),
    pg.check('pay_calendars_period_check', sql`${table.periodStart} <= ${table.periodEnd}`),
    pg.check(
      'pay_calendars_fortnight_check',
      sql`${table.fortnight} is null or ${table.fortnight} in (1, 2)`,
    ),
  ],
);

/** One executed action (PRO, CLO, REV) on a calendar: a row of the spec's process table. */
export const settlementProcesses = pg.pgTable(
  'settlement_processes',
  {
    companyId: companyColumn(),
    id: pg.integer('id').generatedAlwaysAsIdentity().notNull(),
    calendarId: pg.integer('calendar_id').notNull(),
    action: pg.varchar('action', { length: 3 }).notNull().$type<ProcessAction>(),
    status: pg.varchar('status', { length: 12 }).notNull().default('PENDIENTE').$type<ProcessStatus>(),
    /** 0–100, written as the run advances so any server shows a live percentage. */
    percentage: pg.smallint('percentage').notNull().default(0),
    /** Spec "Hilo": the worker that ran it (host:pid). */
    thread: pg.varchar('thread', { length: 80 }),
    /** Spec "Registro": the queue's job id. */
    job: pg.varchar('job', { length: 80 }),
    /** Spec "Registro" detail: the unit being settled when last written. */
    record: pg.varchar('record', { length: 120 }),
    total: pg.integer('total').notNull().default(0),
    processed: pg.integer('processed').notNull().default(0),
    failed: pg.integer('failed').notNull().default(0),
    /** Contracts in force in the period that this run left out, each with its reason (settlement_exclusions). */
    excluded: pg.integer('excluded').notNull().default(0),
    /** A whole-process failure (never a single employee's: those are settlement_errors). */
    error: pg.text('error'),
    /** For a PRO: the calendar's result process before this one (REV restores it). For a REV: the process it undid. */
    previousProcessId: pg.integer('previous_process_id'),
    requestedBy: pg.integer('requested_by'),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    /** Last progress write; a running process silent for too long is recovered at start-up. */
    heartbeatAt: moment('heartbeat_at'),
    createdAt: momentNow('created_at'),
  },
  (table) => [
    pg.primaryKey({ name: 'settlement_processes_pkey', columns: [table.companyId, table.id] }),
    companyForeignKey('settlement_processes_calendar_fk', [table.companyId, table.calendarId], payCalendars),
    pg.index('settlement_processes_calendar_idx').on(table.companyId, table.calendarId, table.id),
    // One running process per calendar, enforced by the database (two servers never both start one).
    pg
      .uniqueIndex('settlement_processes_running_unique')
      .on(table.companyId, table.calendarId)
      .where(sql`${table.status} in ('PENDIENTE', 'EN PROCESO')`),
    pg.check('settlement_processes_action_check', sql`${table.action} in ('PRO', 'CLO', 'REV')`),
    pg.check(
      'settlement_processes_status_check',
      sql`${table.status} in ('PENDIENTE', 'EN PROCESO', 'TERMINADO', 'ERROR')`,
    ),
    pg.check(
      'settlement_processes_percentage_check',
      sql`${table.percentage} >= 0 and ${table.percentage} <= 100`,
    ),
  ],
);

/** The key from a row a process wrote to that process, in its company: removing the process removes the row. */
export function processRowKey(name: string, table: { companyId: pg.AnyPgColumn; processId: pg.AnyPgColumn }) {
  return companyForeignKey(name, [table.companyId, table.processId], settlementProcesses).onDelete('cascade');
}

/**
 * A contract in force in a run's period that the run did not settle, with the reason (issue 27: every
 * contract is accounted for). `reason` is a code of @quincena/contracts/settlement's exclusion reasons;
 * `message` is the Spanish sentence shown to the clerk (who, why and what to do).
 */
export const settlementExclusions = pg.pgTable(
  'settlement_exclusions',
  {
    companyId: pg.integer('company_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    reason: pg.varchar('reason', { length: 30 }).notNull(),
    message: pg.text('message').notNull(),
  },
  (table) => [
    pg.primaryKey({
      name: 'settlement_exclusions_pkey',
      columns: [table.companyId, table.processId, table.contractId],
    }),
    processRowKey('settlement_exclusions_process_fk', table),
  ],
);

/**
 * One slice of a PRO (a share of its units that any worker may take). Its heartbeat tells a dead
 * worker's slice from a slow one, so another worker takes it over and continues after the units
 * already written instead of failing the whole run.
 */
export const settlementSlices = pg.pgTable(
  'settlement_slices',
  {
    companyId: pg.integer('company_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    sliceIndex: pg.smallint('slice_index').notNull(),
    unitIds: pg.integer('unit_ids').array().notNull(),
    status: pg.varchar('status', { length: 12 }).notNull().default('PENDIENTE'),
    thread: pg.varchar('thread', { length: 80 }),
    attempt: pg.integer('attempt').notNull().default(0),
    heartbeatAt: moment('heartbeat_at'),
    finishedAt: moment('finished_at'),
  },
  (table) => [
    pg.primaryKey({
      name: 'settlement_slices_pkey',
      columns: [table.companyId, table.processId, table.sliceIndex],
    }),
    processRowKey('settlement_slices_process_fk', table),
    pg
      .index('settlement_slices_running_idx')
      .on(table.status, table.heartbeatAt)
      .where(sql`${table.status} = 'EN PROCESO'`),
    pg.check(
      'settlement_slices_status_check',
      sql`${table.status} in ('PENDIENTE', 'EN PROCESO', 'TERMINADO')`,
    ),
  ],
);

/** An employee whose settlement failed in a run; the others settled (a run never fails as a whole). */
export const settlementErrors = pg.pgTable(
  'settlement_errors',
  {
    companyId: pg.integer('company_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    message: pg.text('message').notNull(),
  },
  (table) => [
    pg.primaryKey({
      name: 'settlement_errors_pkey',
      columns: [table.companyId, table.processId, table.contractId],
    }),
    processRowKey('settlement_errors_process_fk', table),
  ],
);

/**
 * One employee's settled period: totals, and the structured parts of the engine's result that later
 * steps need (the month record the next periods' history reads, social security with its PILA
 * segments, provisions, withholding data, warnings, and what a first fortnight leaves to the second).
 */
export const settlementResults = pg.pgTable(
  'settlement_results',
  {
    companyId: pg.integer('company_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    calendarId: pg.integer('calendar_id').notNull(),
    periodStart: pg.date('period_start', { mode: 'string' }).notNull(),
    periodEnd: pg.date('period_end', { mode: 'string' }).notNull(),
    year: pg.smallint('year').notNull(),
    month: pg.smallint('month').notNull(),
    fortnight: pg.smallint('fortnight'),
    earnings: pg.numeric('earnings', { precision: 18, scale: 2 }).notNull(),
    deductions: pg.numeric('deductions', { precision: 18, scale: 2 }).notNull(),
    netPay: pg.numeric('net_pay', { precision: 18, scale: 2 }).notNull(),
    employerContributions: pg.numeric('employer_contributions', { precision: 18, scale: 2 }).notNull(),
    provisions: pg.numeric('provisions', { precision: 18, scale: 2 }).notNull(),
    employerCost: pg.numeric('employer_cost', { precision: 18, scale: 2 }).notNull(),
    /** engine MonthRecord (present for the period that closes a month). */
    monthRecord: pg.jsonb('month_record'),
    /** engine EarlierPeriodInMonth (a first fortnight's carry to the second). */
    earlierInMonth: pg.jsonb('earlier_in_month'),
    /**
     * engine MonthRecord[]: the closed months a carrying run recomputed for the contract (issue 32,
     * decision 0357); they win over the months' own records in the history of later periods.
     */
    recomputedMonths: pg.jsonb('recomputed_months'),
    socialSecurity: pg.jsonb('social_security'),
    provisionDetail: pg.jsonb('provision_detail').notNull(),
    withholding: pg.jsonb('withholding'),
    warnings: pg.jsonb('warnings').notNull().default(sql`'[]'::jsonb`),
    /** sha-256 of the engine input: the same input settles to the same stored result. */
    inputHash: pg.varchar('input_hash', { length: 64 }).notNull(),
    parametersDate: pg.date('parameters_date', { mode: 'string' }).notNull(),
  },
  (table) => [
    pg.primaryKey({
      name: 'settlement_results_pkey',
      columns: [table.companyId, table.processId, table.contractId],
    }),
    processRowKey('settlement_results_process_fk', table),
    companyForeignKey('settlement_results_contract_fk', [table.companyId, table.contractId], contracts),
    pg.index('settlement_results_contract_idx').on(table.companyId, table.contractId, table.periodStart),
  ],
);

/** Every settled line (engine SettlementLine), stored once. */
export const settlementLines = pg.pgTable(
  'settlement_lines',
  {
    companyId: pg.integer('company_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    lineNo: pg.smallint('line_no').notNull(),
    calendarId: pg.integer('calendar_id').notNull(),
    year: pg.smallint('year').notNull(),
    month: pg.smallint('month').notNull(),
    /** Engine concept code (BASIC, HED, HEALTH_EMP…) or a company concept code for items. */
    conceptCode: pg.varchar('concept_code', { length: 40 }).notNull(),
    conceptName: pg.varchar('concept_name', { length: 160 }).notNull(),
    kind: pg
      .varchar('kind', { length: 24 })
      .notNull()
      .$type<'earning' | 'deduction' | 'employer_contribution' | 'provision'>(),
    /** Unconstrained numeric: the engine's decimal string exactly (a fraction of a day or hour is not rounded). */
    units: pg.numeric('units').notNull(),
    unitKind: pg.varchar('unit_kind', { length: 8 }).notNull().$type<'days' | 'hours' | 'percent' | 'none'>(),
    base: pg.numeric('base', { precision: 18, scale: 2 }).notNull(),
    /** Unconstrained numeric: a rate such as 1/24 is stored as the engine gave it, never truncated. */
    rate: pg.numeric('rate'),
    value: pg.numeric('value', { precision: 18, scale: 2 }).notNull(),
    salary: pg.boolean('salary').notNull(),
    withholdingBase: pg.boolean('withholding_base').notNull().default(false),
    dianElement: pg.varchar('dian_element', { length: 60 }),
    /** The rest of the DIAN facts (attribute, incapacity type, percentage). */
    dian: pg.jsonb('dian'),
    debitClass: pg.varchar('debit_class', { length: 40 }).notNull(),
    creditClass: pg.varchar('credit_class', { length: 40 }).notNull(),
    expenseShare: pg.numeric('expense_share', { precision: 18, scale: 2 }),
    startDate: pg.date('start_date', { mode: 'string' }),
    endDate: pg.date('end_date', { mode: 'string' }),
    source: pg.text('source').notNull(),
    /**
     * A retroactive line (issue 32): the accumulated payroll period whose difference this line pays,
     * with its dates; null on the period's own lines.
     */
    originCalendarId: pg.integer('origin_calendar_id'),
    originStart: pg.date('origin_start', { mode: 'string' }),
    originEnd: pg.date('origin_end', { mode: 'string' }),
  },
  (table) => [
    pg.primaryKey({
      name: 'settlement_lines_pkey',
      columns: [table.companyId, table.processId, table.contractId, table.lineNo],
    }),
    pg
      .foreignKey({
        name: 'settlement_lines_result_fk',
        columns: [table.companyId, table.processId, table.contractId],
        foreignColumns: [
          settlementResults.companyId,
          settlementResults.processId,
          settlementResults.contractId,
        ],
      })
      .onDelete('cascade'),
    pg.index('settlement_lines_query_idx').on(table.companyId, table.year, table.month, table.contractId),
    pg.index('settlement_lines_concept_idx').on(table.companyId, table.conceptCode),
  ],
);

/**
 * What a CLO changed on each contract it froze: the settled_through before it, so REV of that CLO
 * restores it exactly. A narrow table: a CLO of 10,000 employees writes 10,000 small rows rather
 * than rewriting the wide result rows.
 */
export const settlementClosures = pg.pgTable(
  'settlement_closures',
  {
    companyId: pg.integer('company_id').notNull(),
    /** The CLO process. */
    processId: pg.integer('process_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    previousSettledThrough: pg.date('previous_settled_through', { mode: 'string' }),
    /** A retirement's CLO (LD) also ends the contract: what its status, retirement date and reason were. */
    previousStatus: pg.varchar('previous_status', { length: 20 }),
    previousRetirementDate: pg.date('previous_retirement_date', { mode: 'string' }),
    previousRetirementReason: pg.varchar('previous_retirement_reason', { length: 30 }),
  },
  (table) => [
    pg.primaryKey({
      name: 'settlement_closures_pkey',
      columns: [table.companyId, table.processId, table.contractId],
    }),
    processRowKey('settlement_closures_process_fk', table),
  ],
);

/**
 * One contract's line-up in a social-security (SS) run: the planilla worker it reports (registro
 * tipo 2 input, one line per segment), the liquidated lines with IBC, rates and contributions, and
 * its totals in pesos. Archivo plano writes these rows as they are (decision 0301).
 */
export const pilaResults = pg.pgTable(
  'pila_results',
  {
    companyId: pg.integer('company_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    calendarId: pg.integer('calendar_id').notNull(),
    year: pg.smallint('year').notNull(),
    month: pg.smallint('month').notNull(),
    /** The package's WorkerInput. */
    worker: pg.jsonb('worker').notNull(),
    /** The package's LiquidatedLine per line, in file order. */
    lines: pg.jsonb('lines').notNull(),
    /** The company's SLN choices the run liquidated with (UnpaidLeaveOptions), so the file matches. */
    unpaidLeave: pg.jsonb('unpaid_leave').notNull(),
    pension: pg.numeric('pension', { precision: 18, scale: 0 }).notNull(),
    solidarityFund: pg.numeric('solidarity_fund', { precision: 18, scale: 0 }).notNull(),
    health: pg.numeric('health', { precision: 18, scale: 0 }).notNull(),
    risk: pg.numeric('risk', { precision: 18, scale: 0 }).notNull(),
    ccf: pg.numeric('ccf', { precision: 18, scale: 0 }).notNull(),
    sena: pg.numeric('sena', { precision: 18, scale: 0 }).notNull(),
    icbf: pg.numeric('icbf', { precision: 18, scale: 0 }).notNull(),
    total: pg.numeric('total', { precision: 18, scale: 0 }).notNull(),
  },
  (table) => [
    pg.primaryKey({
      name: 'pila_results_pkey',
      columns: [table.companyId, table.processId, table.contractId],
    }),
    processRowKey('pila_results_process_fk', table),
    companyForeignKey('pila_results_contract_fk', [table.companyId, table.contractId], contracts),
  ],
);

/**
 * One posting of an accounting (CB) run (spec 03 §3 AUX_ACCOUNT; decision 0302): a stored payroll
 * line of the month posted through the account plan to one account on one side, with the third
 * party and the cost centre it carries. A line gives two entries or more (debit and credit, and the
 * expense share of a final settlement); the run's debits equal its credits.
 */
export const accountingEntries = pg.pgTable(
  'accounting_entries',
  {
    companyId: pg.integer('company_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    entryNo: pg.smallint('entry_no').notNull(),
    calendarId: pg.integer('calendar_id').notNull(),
    year: pg.smallint('year').notNull(),
    month: pg.smallint('month').notNull(),
    /** The payroll calendar whose accumulated line is posted (CALENDAR; the CB calendar is CALENDAR_ACCOUNT). */
    sourceCalendarId: pg.integer('source_calendar_id').notNull(),
    voucherType: pg.varchar('voucher_type', { length: 10 }).notNull(),
    conceptCode: pg.varchar('concept_code', { length: 40 }).notNull(),
    conceptName: pg.varchar('concept_name', { length: 160 }).notNull(),
    /** The line's kind: which side of it reconciles the concept (summary COL3). */
    conceptKind: pg.varchar('concept_kind', { length: 24 }).notNull(),
    account: pg.varchar('account', { length: 12 }).notNull(),
    nature: pg.char('nature', { length: 1 }).notNull().$type<'D' | 'C'>(),
    value: pg.numeric('value', { precision: 18, scale: 2 }).notNull(),
    thirdPartyNit: pg.varchar('third_party_nit', { length: 15 }).notNull(),
    thirdPartyCheckDigit: pg.varchar('third_party_check_digit', { length: 1 }).notNull().default(''),
    thirdPartyName: pg.varchar('third_party_name', { length: 200 }).notNull(),
    costCentreCode: pg.varchar('cost_centre_code', { length: 20 }),
  },
  (table) => [
    pg.primaryKey({
      name: 'accounting_entries_pkey',
      columns: [table.companyId, table.processId, table.contractId, table.entryNo],
    }),
    processRowKey('accounting_entries_process_fk', table),
    companyForeignKey('accounting_entries_contract_fk', [table.companyId, table.contractId], contracts),
    // No secondary index: every read goes through the calendar's result process (the key's prefix),
    // and an index would cost each of a month's ~300,000 inserts.
    pg.check('accounting_entries_nature_check', sql`${table.nature} in ('D', 'C')`),
  ],
);

/**
 * One contract's cesantías at 31 December in a severance (CES) run: what is consigned to its fund by
 * 14 February (Ley 50/1990 art. 99) and the interest the January payroll pays (Ley 52/1975; decision 0304).
 */
export const severanceResults = pg.pgTable(
  'severance_results',
  {
    companyId: pg.integer('company_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    contractId: pg.integer('contract_id').notNull(),
    calendarId: pg.integer('calendar_id').notNull(),
    year: pg.smallint('year').notNull(),
    /** The contract's severance fund (list `severance-funds`) when the run settled. */
    fundCode: pg.varchar('fund_code', { length: 10 }).notNull(),
    days: pg.smallint('days').notNull(),
    base: pg.numeric('base', { precision: 18, scale: 2 }).notNull(),
    cesantias: pg.numeric('cesantias', { precision: 18, scale: 0 }).notNull(),
    interest: pg.numeric('interest', { precision: 18, scale: 0 }).notNull(),
    /** The fixed salary was averaged (it changed in the last three months; CST art. 253). */
    averaged: pg.boolean('averaged').notNull(),
  },
  (table) => [
    pg.primaryKey({
      name: 'severance_results_pkey',
      columns: [table.companyId, table.processId, table.contractId],
    }),
    processRowKey('severance_results_process_fk', table),
  ],
);

/**
 * One worker's year in an income-and-withholding (CIR) run: the boxes of his Formulario 220 (Res. DIAN
 * 000022 de 2024) from the year's accumulated pay of every contract he held, the labour payables at
 * 31 December for formato 1009, and the concepts behind each box (decision 0305). Keyed by person:
 * the certificate is one per worker and employer, however many contracts he had.
 */
export const incomeWithholdingResults = pg.pgTable(
  'income_withholding_results',
  {
    companyId: pg.integer('company_id').notNull(),
    processId: pg.integer('process_id').notNull(),
    personId: pg.integer('person_id').notNull(),
    /** The run's unit: the worker's first contract paid in the year (process table, errors). */
    contractId: pg.integer('contract_id').notNull(),
    calendarId: pg.integer('calendar_id').notNull(),
    year: pg.smallint('year').notNull(),
    /** Boxes 30 and 31: the certified period (1 January or the hire date; 31 December or the withdrawal). */
    periodFrom: pg.date('period_from', { mode: 'string' }).notNull(),
    periodTo: pg.date('period_to', { mode: 'string' }).notNull(),
    /** Box number → whole pesos, boxes 36 to 60 (every box present, zero included). */
    boxes: pg.jsonb('boxes').notNull().$type<Record<string, number>>(),
    /** Box 52: gross income (boxes 36 to 51). */
    grossIncome: pg.numeric('gross_income', { precision: 18, scale: 0 }).notNull(),
    /** Box 60: the withholding of the year. */
    withholding: pg.numeric('withholding', { precision: 18, scale: 0 }).notNull(),
    /** [{ code, name, box, value }]: each concept's year total and the box it went to (null: none). */
    concepts: pg.jsonb('concepts').notNull(),
    /** Labour payables at 31 December (formato 1009, concept 2205): { prima, cesantias, interest, vacations }. */
    payables: pg.jsonb('payables').notNull().$type<Record<string, number>>(),
    payablesTotal: pg.numeric('payables_total', { precision: 18, scale: 0 }).notNull(),
  },
  (table) => [
    pg.primaryKey({
      name: 'income_withholding_results_pkey',
      columns: [table.companyId, table.processId, table.personId],
    }),
    processRowKey('income_withholding_results_process_fk', table),
  ],
);
