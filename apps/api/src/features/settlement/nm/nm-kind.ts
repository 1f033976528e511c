import { createHash } from 'node:crypto';
import {
  type CompanyPayrollSettings,
  type SettlementInput,
  type SettlementResult,
  settle,
} from '@quincena/payroll';
import { count, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { settlementLines, settlementResults } from '../../../db/schema/index.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import type { ImportedHistoryReader } from '../../../pay-period/imported-history.ts';
import type { PeriodNoveltiesReader } from '../../novelties/index.ts';
import type { PayrollConfigService } from '../../payroll-config/index.ts';
import { companyFactsOf } from '../company-facts.ts';
import { ofProcess } from '../process-scope.ts';
import { type CarryingRun, createCarryingRun } from '../retro/carrying-run.ts';
import { withUnpaidChanges } from '../retro/unpaid-changes.ts';
import { contractsOfPeriod, payrollRoster } from '../roster/period-contracts.ts';
import type { BatchOutcome, RunContext, SettlementKind, UnitError } from '../runner/kind.ts';
import type { Roster } from '../runner/roster.ts';
import { periodInputs } from './period-inputs.ts';
import { preparePeriod } from './prepare-period.ts';
import { type CarriedDifferences, type SettledContract, writeSettledContracts } from './stored-rows.ts';

export { mergeHistory } from './period-history.ts';

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

/** What a retroactive step gives a batch: the differences per contract, and the contracts it could not recompute. */
export interface RetroactiveOutcome {
  carried: ReadonlyMap<number, CarriedDifferences>;
  /**
   * The period's own inputs of the contracts with differences, rebuilt on the recomputed history
   * (decision 0357): those contracts settle again on them.
   */
  inputs: ReadonlyMap<number, SettlementInput>;
  errors: UnitError[];
}

/** Settles the differences a batch's contracts carry (issue 32); absent for LD and for a run without changes. */
export type RetroactiveStep = (inputs: ReadonlyMap<number, SettlementInput>) => Promise<RetroactiveOutcome>;

/**
 * Settles contracts of a payroll period with the engine and returns the rows to store under the run's
 * calendar: the payroll run (NM) and a retirement's final settlement (LD) share it, so both pay the
 * same way from the same inputs. A retroactive step adds the differences a contract carries to its
 * own rows; a contract whose differences fail fails as a whole.
 */
export async function settleContracts(
  deps: NmDeps,
  run: { db: Database; companyId: number; processId: number; storeCalendarId: number },
  prepared: NmPrepared,
  ids: number[],
  retroactive?: RetroactiveStep,
): Promise<BatchOutcome> {
  const { db, companyId, processId } = run;
  const calendar = prepared.period;
  const inputs = await periodInputs(deps, db, companyId, prepared, ids);

  const settled: SettledContract[] = [];
  const errors: UnitError[] = [];
  const ready: { contractId: number; label: string; input: SettlementInput }[] = [];
  for (const unit of inputs) {
    if ('error' in unit) errors.push({ contractId: unit.contractId, message: unit.error });
    else ready.push(unit);
  }
  // A unit listed by units() but gone since (deleted contract): say so rather than skip silently.
  const found = new Set(inputs.map((unit) => unit.contractId));
  for (const id of ids) {
    if (!found.has(id))
      errors.push({ contractId: id, message: `Contrato ${id}: ya no existe en la empresa` });
  }
  // The differences first: a contract that carries some settles once, on the input rebuilt on the
  // recomputed history (decision 0357), instead of once on its own and again on that one.
  const outcome =
    retroactive && ready.length > 0
      ? await retroactive(new Map(ready.map((unit) => [unit.contractId, unit.input])))
      : undefined;
  const retroErrors = new Map(outcome?.errors.map((error) => [error.contractId, error]));
  let lastRecord: string | null = null;
  for (const unit of ready) {
    const input = outcome?.inputs.get(unit.contractId) ?? unit.input;
    let result: SettlementResult;
    try {
      result = settle(input);
    } catch (error) {
      // Its own settlement failing is what the clerk is told, as when the differences came after it.
      const reason = error instanceof Error && error.message ? error.message : 'error desconocido';
      errors.push({ contractId: unit.contractId, message: `${unit.label}: ${reason}`.slice(0, 2_000) });
      continue;
    }
    const failed = retroErrors.get(unit.contractId);
    if (failed) {
      errors.push(failed);
      continue;
    }
    const carried = outcome?.carried.get(unit.contractId);
    settled.push({
      contractId: unit.contractId,
      inputHash: hashInput(input),
      result,
      ...(carried ? { carried } : {}),
    });
    lastRecord = unit.label;
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

async function nmRoster({ db, companyId, calendar }: RunContext): Promise<Roster> {
  const roster = payrollRoster(
    await contractsOfPeriod(db, companyId, { start: calendar.periodStart, end: calendar.periodEnd }),
  );
  return withUnpaidChanges(db, companyId, calendar, roster);
}

/** The payroll (NM) settlement kind: one engine settlement per active contract of the period. */
export function createNmKind(deps: NmDeps): SettlementKind<NmPrepared & { retroactive?: CarryingRun }> {
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
      const prepared = await preparePeriod(db, companyId, calendar, settings);
      // One cache per slice: the closed periods a change reaches are prepared once, not per batch.
      return { ...prepared, retroactive: createCarryingRun(deps, db, companyId, prepared) };
    },

    async settleBatch({ db, companyId, calendar: runCalendar, processId }, prepared, unitIds) {
      const ids = [...unitIds];
      const carrying = prepared.retroactive;
      // One indexed query per batch; contracts without changes pay nothing more.
      const earliest = carrying ? await carrying.changedContracts(ids) : new Map<number, string>();
      const step: RetroactiveStep | undefined =
        carrying && earliest.size > 0 ? (inputs) => carrying.differences(earliest, inputs) : undefined;
      return settleContracts(
        deps,
        { db, companyId, processId, storeCalendarId: runCalendar.id },
        prepared,
        ids,
        step,
      );
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
        .where(ofProcess(settlementResults, companyId, processId));
      return Number(row?.n ?? 0);
    },

    async deleteResults(db, companyId, processId) {
      // Lines first (their own statement is cheaper than the cascade), then the results.
      await db.delete(settlementLines).where(ofProcess(settlementLines, companyId, processId));
      await db.delete(settlementResults).where(ofProcess(settlementResults, companyId, processId));
    },
  };
}
