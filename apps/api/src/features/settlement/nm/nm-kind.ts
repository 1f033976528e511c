import { createHash } from 'node:crypto';
import { personFullName } from '@quincena/contracts/employees';
import {
  type AccumulatedHistory,
  type CompanyPayrollSettings,
  type EarlierPeriodInMonth,
  emptyNovelties,
  type MonthRecord,
  type SettlementInput,
  settle,
} from '@quincena/payroll';
import { and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import {
  initialBalances,
  payCalendars,
  settlementLines,
  settlementResults,
  severanceResults,
} from '../../../db/schema/index.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import { calendarsOfType } from '../../../pay-period/calendars/calendars-of-type.ts';
import type { ImportedHistoryReader } from '../../../pay-period/imported-history.ts';
import { anyId } from '../../../platform/sql/id-list.ts';
import { toContractView, toEngineContract } from '../../employees/index.ts';
import { balancesToHistory } from '../../initial-balances/index.ts';
import type { PeriodNoveltiesReader } from '../../novelties/index.ts';
import type { PayrollConfigService } from '../../payroll-config/index.ts';
import { accumulatedSeveranceProcess } from '../ces/ces-kind.ts';
import { companyFactsOf } from '../company-facts.ts';
import { contractsWithPeople } from '../contract-rows.ts';
import { contractsOfPeriod, payrollRoster } from '../roster/period-contracts.ts';
import type { BatchOutcome, RunContext, SettlementKind, UnitError } from '../runner/kind.ts';
import type { Roster } from '../runner/roster.ts';
import { type SettledContract, writeSettledContracts } from './stored-rows.ts';

export interface NmDeps {
  payrollConfig: Pick<PayrollConfigService, 'engineSettings'>;
  novelties: PeriodNoveltiesReader;
  importedHistory: ImportedHistoryReader;
}

export interface NmPrepared {
  /**
   * The payroll period settled: the run's own calendar, or for a retirement's final settlement (LD)
   * the payroll period of the withdrawal date, whose novelties and history it reads.
   */
  period: CalendarRow;
  settings: CompanyPayrollSettings;
  /** Results of the accumulated payroll periods before this one (their month records are history). */
  accumulatedProcessIds: number[];
  /** Second fortnight: the first fortnight's current result (its carry to this period). */
  firstFortnightProcessId: number | null;
  /** January: last year's accumulated severance (CES) run, whose balance the interest is paid on. */
  severanceProcessId: number | null;
}

/** "YYYY-MM" of the month before the period's month. */
function previousMonthKey(year: number, month: number): string {
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

/** Thirteen months before the period start: enough history for every average (CST 192, 253; art. 386 E.T.). */
function historyFloor(periodStart: string): string {
  const year = Number(periodStart.slice(0, 4));
  return `${year - 2}${periodStart.slice(4)}`;
}

/** The company settings' JSON, kept per settings object: one run shares one object (issue 29). */
const settingsJson = new WeakMap<object, string>();

/**
 * The engine's input for one contract: pure data, so the same inputs always settle the same. The
 * hash is of `JSON.stringify(input)`; the text is built key by key so the company's settings,
 * the same object for every contract of a run, are serialized once per run instead of per contract.
 */
export function hashInput(input: SettlementInput): string {
  const hash = createHash('sha256');
  let separator = '{';
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue; // JSON.stringify leaves such keys out
    let json: string;
    if (key === 'company' && typeof value === 'object' && value !== null) {
      json = settingsJson.get(value) ?? JSON.stringify(value);
      settingsJson.set(value, json);
    } else json = JSON.stringify(value);
    hash.update(`${separator}${JSON.stringify(key)}:${json}`);
    separator = ',';
  }
  hash.update(separator === '{' ? '{}' : '}');
  return hash.digest('hex');
}

/**
 * Accumulated history for one contract: initial balances as the base, then the months brought
 * through "Cargar acumulados", then Quincena's own accumulated months (its own win for the same
 * month), only months before the period's; the previous month's IBC from those months first.
 */
export function mergeHistory(args: {
  periodYear: number;
  periodMonth: number;
  balances: AccumulatedHistory;
  imported: readonly MonthRecord[];
  own: readonly MonthRecord[];
  earlierInMonth: EarlierPeriodInMonth | null;
}): AccumulatedHistory {
  const current = `${args.periodYear}-${String(args.periodMonth).padStart(2, '0')}`;
  const byMonth = new Map<string, MonthRecord>();
  for (const record of args.imported) if (record.month < current) byMonth.set(record.month, record);
  for (const record of args.own) if (record.month < current) byMonth.set(record.month, record);
  const months = [...byMonth.values()].sort((a, b) => a.month.localeCompare(b.month));
  const history: AccumulatedHistory = { ...args.balances, months };
  const previous = byMonth.get(previousMonthKey(args.periodYear, args.periodMonth));
  if (previous) history.previousMonthIbc = previous.ibc;
  if (args.earlierInMonth) history.earlierInMonth = args.earlierInMonth;
  return history;
}

/**
 * Settles contracts of a payroll period with the engine and returns the rows to store under the run's
 * calendar: the payroll run (NM) and a retirement's final settlement (LD) share it, so both pay the
 * same way from the same inputs.
 */
export async function settleContracts(
  deps: NmDeps,
  run: { db: Database; companyId: number; processId: number; storeCalendarId: number },
  prepared: NmPrepared,
  ids: number[],
): Promise<BatchOutcome> {
  const { db, companyId, processId } = run;
  const calendar = prepared.period;

  const { rows, salaries } = await contractsWithPeople(db, companyId, ids);
  const balances = await db
    .select()
    .from(initialBalances)
    .where(
      and(
        eq(initialBalances.companyId, companyId),
        anyId(initialBalances.contractId, ids),
        lt(initialBalances.cutOffDate, calendar.periodStart),
      ),
    );
  const own =
    prepared.accumulatedProcessIds.length === 0
      ? []
      : await db
          .select({ contractId: settlementResults.contractId, record: settlementResults.monthRecord })
          .from(settlementResults)
          .where(
            and(
              eq(settlementResults.companyId, companyId),
              inArray(settlementResults.processId, prepared.accumulatedProcessIds),
              anyId(settlementResults.contractId, ids),
              isNotNull(settlementResults.monthRecord),
            ),
          );
  const carries =
    prepared.firstFortnightProcessId === null
      ? []
      : await db
          .select({ contractId: settlementResults.contractId, carry: settlementResults.earlierInMonth })
          .from(settlementResults)
          .where(
            and(
              eq(settlementResults.companyId, companyId),
              eq(settlementResults.processId, prepared.firstFortnightProcessId),
              anyId(settlementResults.contractId, ids),
            ),
          );
  const severance =
    prepared.severanceProcessId === null
      ? []
      : await db
          .select({
            contractId: severanceResults.contractId,
            cesantias: severanceResults.cesantias,
            days: severanceResults.days,
          })
          .from(severanceResults)
          .where(
            and(
              eq(severanceResults.companyId, companyId),
              eq(severanceResults.processId, prepared.severanceProcessId),
              anyId(severanceResults.contractId, ids),
            ),
          );
  const severanceOf = new Map(severance.map((row) => [row.contractId, row]));
  const period = { calendarId: calendar.id, from: calendar.periodStart, to: calendar.periodEnd };
  const novelties = await deps.novelties.forPeriod(db, companyId, ids, period);
  const imported = await deps.importedHistory.monthsBefore(
    db,
    companyId,
    ids,
    `${calendar.year}-${String(calendar.month).padStart(2, '0')}`,
  );

  const group = <T extends { contractId: number }>(list: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.contractId, [...(map.get(item.contractId) ?? []), item]);
    return map;
  };
  const salariesOf = group(salaries);
  const balancesOf = group(balances);
  const ownOf = group(own);
  const carryOf = new Map(carries.map((row) => [row.contractId, row.carry as EarlierPeriodInMonth | null]));

  const settled: SettledContract[] = [];
  const errors: UnitError[] = [];
  let lastRecord: string | null = null;
  for (const { contract, person } of rows.sort((a, b) => a.contract.id - b.contract.id)) {
    const label = `Contrato ${contract.id} (${person.documentNumber} ${personFullName(person)})`;
    try {
      const view = toContractView(
        contract,
        person,
        salariesOf.get(contract.id) ?? [],
        null,
        calendar.periodStart,
      );
      const input: SettlementInput = {
        period: {
          year: calendar.year,
          month: calendar.month,
          ...(calendar.fortnight === 1 || calendar.fortnight === 2 ? { fortnight: calendar.fortnight } : {}),
          paymentDate: calendar.paymentDate,
        },
        company: prepared.settings,
        contract: toEngineContract(view, view.salaryHistory, calendar.periodStart),
        novelties: novelties.get(contract.id) ?? emptyNovelties,
        history: withSeveranceBalance(
          mergeHistory({
            periodYear: calendar.year,
            periodMonth: calendar.month,
            balances: balancesToHistory(
              (balancesOf.get(contract.id) ?? []).map((line) => ({
                concept: line.concept,
                days: line.days,
                amount: line.amount,
                cutOffDate: line.cutOffDate,
              })),
              calendar.periodStart,
            ),
            imported: imported.get(contract.id) ?? [],
            own: (ownOf.get(contract.id) ?? []).map((row) => row.record as MonthRecord),
            earlierInMonth: carryOf.get(contract.id) ?? null,
          }),
          severanceOf.get(contract.id),
        ),
      };
      settled.push({ contractId: contract.id, inputHash: hashInput(input), result: settle(input) });
      lastRecord = label;
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'error desconocido';
      errors.push({ contractId: contract.id, message: `${label}: ${reason}`.slice(0, 2_000) });
    }
  }
  // A unit listed by units() but gone since (deleted contract): say so rather than skip silently.
  const found = new Set(rows.map((row) => row.contract.id));
  for (const id of ids) {
    if (!found.has(id))
      errors.push({ contractId: id, message: `Contrato ${id}: ya no existe en la empresa` });
  }

  const base = {
    companyId,
    processId,
    calendarId: run.storeCalendarId,
    year: calendar.year,
    month: calendar.month,
    fortnight: calendar.fortnight === 1 || calendar.fortnight === 2 ? calendar.fortnight : null,
  };
  return {
    settled: settled.length,
    errors,
    lastRecord,
    write: (tx) => writeSettledContracts(tx, base, settled),
  };
}

/**
 * Last year's cesantías as the consignment (CES) run stated them at 31 December: the January payroll
 * pays their interest on that balance (Ley 52/1975 art. 1), once, instead of on an initial balance.
 */
function withSeveranceBalance(
  history: AccumulatedHistory,
  severance: { cesantias: string; days: number } | undefined,
): AccumulatedHistory {
  if (!severance) return history;
  return { ...history, cesantiasBalance: severance.cesantias, cesantiasYearDays: severance.days };
}

async function nmRoster({ db, companyId, calendar }: RunContext): Promise<Roster> {
  return payrollRoster(
    await contractsOfPeriod(db, companyId, { start: calendar.periodStart, end: calendar.periodEnd }),
  );
}

/** The payroll (NM) settlement kind: one engine settlement per active contract of the period. */
export function createNmKind(deps: NmDeps): SettlementKind<NmPrepared> {
  return {
    ordered: true,

    /**
     * Every contract of the period (roster/period-contracts.ts): the payable ones are its units; one
     * paid by its final settlement (LD), retired earlier, or past its end date with no retirement is
     * listed with the reason instead of being left out in silence.
     */
    roster: nmRoster,

    async units(ctx) {
      return (await nmRoster(ctx)).units;
    },

    async prepare({ db, companyId, calendar }, unitCount) {
      const settings = await deps.payrollConfig.engineSettings(
        companyId,
        await companyFactsOf(db, companyId, unitCount),
      );
      const accumulated = await db
        .select({ processId: payCalendars.resultProcessId })
        .from(payCalendars)
        .where(
          calendarsOfType(
            companyId,
            'NM',
            eq(payCalendars.state, 'ACCUMULATED'),
            lt(payCalendars.periodEnd, calendar.periodStart),
            gte(payCalendars.periodStart, historyFloor(calendar.periodStart)),
            isNotNull(payCalendars.resultProcessId),
          ),
        );
      let firstFortnightProcessId: number | null = null;
      if (calendar.fortnight === 2) {
        const [first] = await db
          .select({ processId: payCalendars.resultProcessId })
          .from(payCalendars)
          .where(
            calendarsOfType(
              companyId,
              'NM',
              eq(payCalendars.year, calendar.year),
              eq(payCalendars.month, calendar.month),
              eq(payCalendars.fortnight, 1),
            ),
          );
        firstFortnightProcessId = first?.processId ?? null;
      }
      return {
        period: calendar,
        settings,
        accumulatedProcessIds: accumulated.flatMap((row) => (row.processId === null ? [] : [row.processId])),
        firstFortnightProcessId,
        severanceProcessId:
          calendar.month === 1 && calendar.fortnight !== 2
            ? await accumulatedSeveranceProcess(db, companyId, calendar.year - 1)
            : null,
      };
    },

    async settleBatch({ db, companyId, calendar: runCalendar, processId }, prepared, unitIds) {
      return settleContracts(deps, { db, companyId, processId, storeCalendarId: runCalendar.id }, prepared, [
        ...unitIds,
      ]);
    },

    async accumulate(tx, { companyId, calendar, processId }) {
      const resultProcessId = calendar.resultProcessId as number;
      // Keep each contract's settled_through as it was (under this CLO's id), so REV restores it exactly.
      // Lookups by primary key: the embedded database keeps no planner statistics.
      const settled = sql`exists (select 1 from settlement_results r
        where r.company_id = c.company_id and r.process_id = ${resultProcessId} and r.contract_id = c.id)`;
      await tx.execute(sql`
        insert into settlement_closures (company_id, process_id, contract_id, previous_settled_through)
        select c.company_id, ${processId}, c.id, c.settled_through
          from contracts c
         where c.company_id = ${companyId} and ${settled}`);
      await tx.execute(sql`
        update contracts c
           set settled_through = greatest(coalesce(c.settled_through, ${calendar.periodEnd}::date), ${calendar.periodEnd}::date)
         where c.company_id = ${companyId} and ${settled}`);
    },

    async undoAccumulate(tx, { companyId, processId }) {
      await tx.execute(sql`
        update contracts c
           set settled_through = s.previous_settled_through
          from settlement_closures s
         where s.company_id = ${companyId} and s.process_id = ${processId}
           and c.company_id = s.company_id and c.id = s.contract_id`);
    },

    async resultCount(db, companyId, processId) {
      const [row] = await db
        .select({ n: count() })
        .from(settlementResults)
        .where(and(eq(settlementResults.companyId, companyId), eq(settlementResults.processId, processId)));
      return Number(row?.n ?? 0);
    },

    async deleteResults(db, companyId, processId) {
      // Lines first (their own statement is cheaper than the cascade), then the results.
      await db
        .delete(settlementLines)
        .where(and(eq(settlementLines.companyId, companyId), eq(settlementLines.processId, processId)));
      await db
        .delete(settlementResults)
        .where(and(eq(settlementResults.companyId, companyId), eq(settlementResults.processId, processId)));
    },
  };
}
