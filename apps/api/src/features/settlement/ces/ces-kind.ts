import { personFullName } from '@quincena/contracts/employees';
import { SEVERANCE_MESSAGES as M, PROCESS_MESSAGES } from '@quincena/contracts/settlement';
import { type MonthRecord, yearEndCesantias } from '@quincena/payroll';
import { eq, sql } from 'drizzle-orm';
import { payCalendars, severanceResults } from '../../../db/schema/index.ts';
import { calendarsOfType } from '../../../pay-period/calendars/calendars-of-type.ts';
import type { ImportedHistoryReader } from '../../../pay-period/imported-history.ts';
import { rowsOf } from '../../../platform/sql/rows.ts';
import { toEngineContract } from '../../employees/index.ts';
import type { PayrollConfigService } from '../../payroll-config/index.ts';
import { companyFactsOf } from '../company-facts.ts';
import { contractsWithPeople, contractViewOn } from '../contract-rows.ts';
import { accumulatedPayrollOfYear, yearPayrollPending } from '../month-payroll.ts';
import { accumulatedMonthRecords } from '../month-records.ts';
import { withPayRoster } from '../roster/period-contracts.ts';
import { storedOutcome } from '../runner/bulk-insert.ts';
import type { BatchOutcome, RunContext, SettlementKind, UnitError } from '../runner/kind.ts';
import { processRows } from '../runner/process-rows.ts';

export interface CesDeps {
  payrollConfig: Pick<PayrollConfigService, 'engineSettings'>;
  importedHistory: ImportedHistoryReader;
}

interface CesPrepared {
  includeTransportAid: boolean;
  payrollProcessIds: number[];
}

type SeveranceInsert = typeof severanceResults.$inferInsert;

/**
 * Contracts paid in the year's accumulated payroll and still in force on 31 December: a contract that
 * ended in the year (retirement, final settlement or agreed end) was paid its cesantías directly
 * (CST art. 249) and is not consigned again.
 */
async function contractsInForce(ctx: RunContext, processIds: readonly number[]): Promise<number[]> {
  if (processIds.length === 0) return [];
  const yearEnd = `${ctx.calendar.year}-12-31`;
  const rows = await rowsOf<{ id: number }>(
    ctx.db,
    sql`select distinct r.contract_id::int as id from settlement_results r
          join contracts k on k.company_id = r.company_id and k.id = r.contract_id
         where r.company_id = ${ctx.companyId} and r.process_id in (${sql.join([...processIds], sql`, `)})
           and (k.retirement_date is null or k.retirement_date > ${yearEnd})
           and (k.end_date is null or k.end_date > ${yearEnd})
           and not exists (select 1 from novelty_retirements t
                            where t.company_id = k.company_id and t.contract_id = k.id
                              and t.retirement_date <= ${yearEnd})
         order by 1`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Consignación de cesantías (CES; issue 15, decision 0304): each contract's cesantías of the year at
 * 31 December by the engine (`yearEndCesantias`) from the year's stored month records, with its fund.
 * Nothing is paid here: the fund receives the consignment by 14 February, and the January payroll
 * pays the interest from this result.
 */
export function createCesKind(deps: CesDeps): SettlementKind<CesPrepared> {
  const kind: SettlementKind<CesPrepared> = {
    ordered: false,

    async checkBeforeRun({ db, companyId, calendar }: RunContext) {
      const pending = await yearPayrollPending(db, companyId, calendar.year);
      if (pending) return M.payrollPending(pending.toLowerCase());
      const december = await rowsOf<{ state: string }>(
        db,
        sql`select state from pay_calendars where company_id = ${companyId} and type = 'NM'
              and period_end = ${`${calendar.year}-12-31`}::date`,
      );
      if (december[0]?.state !== 'ACCUMULATED') return M.decemberNotAccumulated(calendar.year);
      return null;
    },

    /** The income and withholding of this year (payables) and of the next (consigned cesantías) read this run. */
    async checkBeforeUndo({ db, companyId, calendar }: RunContext) {
      const readers = await rowsOf<{ id: number }>(
        db,
        sql`select id from pay_calendars where company_id = ${companyId} and type = 'CIR'
              and year in (${calendar.year}, ${calendar.year + 1}) and state in ('PROCESSED', 'ACCUMULATED')
            limit 1`,
      );
      return readers.length > 0 ? PROCESS_MESSAGES.yearSettlementsRead(['ingresos y retenciones']) : null;
    },

    async units(ctx) {
      return contractsInForce(ctx, await accumulatedPayrollOfYear(ctx.db, ctx.companyId, ctx.calendar.year));
    },

    async prepare({ db, companyId, calendar }, unitCount) {
      const settings = await deps.payrollConfig.engineSettings(
        companyId,
        await companyFactsOf(db, companyId, unitCount),
      );
      return {
        includeTransportAid: settings.cesantias.includeTransportAid,
        payrollProcessIds: await accumulatedPayrollOfYear(db, companyId, calendar.year),
      };
    },

    async settleBatch({ db, companyId, calendar, processId }, prepared, unitIds): Promise<BatchOutcome> {
      const ids = [...unitIds];
      const yearEnd = `${calendar.year}-12-31`;
      const { rows, salaries } = await contractsWithPeople(db, companyId, ids);
      // Each month as it closed, overlaid by carrying runs' recomputed months (decision 0357).
      const stored = await accumulatedMonthRecords(db, companyId, prepared.payrollProcessIds, ids);
      const imported = await deps.importedHistory.monthsBefore(db, companyId, ids, `${calendar.year + 1}-01`);
      const results: SeveranceInsert[] = [];
      const errors: UnitError[] = [];
      let lastRecord: string | null = null;
      for (const { contract, person } of rows.sort((a, b) => a.contract.id - b.contract.id)) {
        const label = `Contrato ${contract.id} (${person.documentNumber} ${personFullName(person)})`;
        try {
          // Months brought through "Cargar acumulados" first; Quincena's own win for the same month.
          const months = new Map<string, MonthRecord>();
          for (const record of imported.get(contract.id) ?? []) months.set(record.month, record);
          for (const record of stored.get(contract.id) ?? []) months.set(record.month, record);
          const view = contractViewOn(contract, person, salaries, yearEnd);
          const outcome = yearEndCesantias({
            year: calendar.year,
            contract: toEngineContract(view, view.salaryHistory, yearEnd),
            months: [...months.values()],
            settings: { cesantias: { includeTransportAid: prepared.includeTransportAid } },
          });
          if (!outcome.eligible) continue;
          results.push({
            companyId,
            processId,
            contractId: contract.id,
            calendarId: calendar.id,
            year: calendar.year,
            fundCode: contract.severanceFundCode,
            days: outcome.days,
            base: outcome.base.toFixed(2),
            cesantias: outcome.cesantias.toFixed(0),
            interest: outcome.interest.toFixed(0),
            averaged: outcome.averaged,
          });
          lastRecord = label;
        } catch (error) {
          const reason = error instanceof Error && error.message ? error.message : 'error desconocido';
          errors.push({ contractId: contract.id, message: `${label}: ${reason}`.slice(0, 2_000) });
        }
      }
      return storedOutcome(severanceResults, results, errors, lastRecord);
    },

    async accumulate() {
      // CLO freezes the calendar: the January payroll reads its interest from the accumulated result.
    },

    async undoAccumulate() {},

    ...processRows(severanceResults),
  };
  return withPayRoster(kind, (ctx) => ({
    // The consignment is of the contracts in force on 31 December; the others were paid on retirement.
    period: { start: `${ctx.calendar.year}-12-31`, end: `${ctx.calendar.year}-12-31` },
    missing: `no tiene nómina acumulada en ${ctx.calendar.year}: sus cesantías del año no se liquidan. Liquide y acumule su nómina y procese de nuevo.`,
  }));
}

/** The CES calendar whose accumulated result states last year's cesantías (the January payroll's interest). */
export async function accumulatedSeveranceProcess(
  db: RunContext['db'],
  companyId: number,
  year: number,
): Promise<number | null> {
  const [row] = await db
    .select({ processId: payCalendars.resultProcessId })
    .from(payCalendars)
    .where(
      calendarsOfType(companyId, 'CES', eq(payCalendars.year, year), eq(payCalendars.state, 'ACCUMULATED')),
    );
  return row?.processId ?? null;
}
