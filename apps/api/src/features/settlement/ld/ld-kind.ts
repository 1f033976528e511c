import { RETIREMENT_SETTLEMENT_MESSAGES as M } from '@quincena/contracts/settlement';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { contracts, noveltyRetirements, payCalendars, settlementResults } from '../../../db/schema/index.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import { payrollCalendars } from '../../../pay-period/calendars/calendars-of-type.ts';
import {
  payrollPeriodOf,
  retirementFacts,
  shown,
  syncRetirementCalendar,
} from '../../../pay-period/calendars/retirement-calendar.ts';
import { createNmKind, type NmDeps, type NmPrepared, settleContracts } from '../nm/nm-kind.ts';
import { ofProcess } from '../process-scope.ts';
import type { RunContext, SettlementKind } from '../runner/kind.ts';

/** Whether the period's payroll has a current result for the contract (processed or accumulated). */
async function payrollSettled(db: Database, companyId: number, period: CalendarRow, contractId: number) {
  if (period.resultProcessId === null || period.state === 'OPEN') return false;
  const [row] = await db
    .select({ id: settlementResults.contractId })
    .from(settlementResults)
    .where(
      ofProcess(
        settlementResults,
        companyId,
        period.resultProcessId,
        eq(settlementResults.contractId, contractId),
      ),
    );
  return row !== undefined;
}

/** The retirement and the payroll period of its withdrawal date, or the reason there are none. */
async function settlementScope(db: Database, companyId: number, calendar: CalendarRow) {
  const retirement =
    calendar.retirementId === null ? null : await retirementFacts(db, companyId, calendar.retirementId);
  if (!retirement) throw new Error(M.retirementNotFound);
  const period = await payrollPeriodOf(db, companyId, retirement.retirementDate);
  if (!period) throw new Error(M.noPayrollPeriod(shown(retirement.retirementDate)));
  return { retirement, period };
}

/**
 * The retirement's final settlement (LD; issue 15, decision 0303): the engine settles the payroll
 * period of the withdrawal date for that one contract — pending salary and transport aid, prima,
 * cesantías and interest, vacations owed, the CST art. 64 indemnity when the reason owes it, social
 * security and withholding — with the inputs the payroll run would use, so the payroll then leaves
 * the contract out instead of paying it twice. CLO ends the contract; REV puts it back.
 */
export function createLdKind(deps: NmDeps): SettlementKind<NmPrepared> {
  const nm = createNmKind(deps);
  return {
    ordered: false,

    async checkBeforeRun({ db, companyId, calendar }: RunContext) {
      // The calendar's month is what social security and accounting read: keep it on the retirement's.
      await syncRetirementCalendar(db, companyId, calendar.retirementId as number, async () => {});
      const { retirement, period } = await settlementScope(db, companyId, calendar);
      if (await payrollSettled(db, companyId, period, retirement.contractId))
        return M.payrollSettledIt(period.detail.toLowerCase());
      // The settlement reads the earlier periods as history: they must be final first, as the
      // payroll's own order asks (periods before the first accumulated one may stay unused).
      const [contract] = await db
        .select({ startDate: contracts.startDate })
        .from(contracts)
        .where(and(eq(contracts.companyId, companyId), eq(contracts.id, retirement.contractId)));
      const earlier = await payrollCalendars(
        db,
        companyId,
        lt(payCalendars.periodEnd, period.periodStart),
        gte(payCalendars.periodEnd, contract?.startDate ?? period.periodStart),
      ).orderBy(asc(payCalendars.periodStart));
      const firstAccumulated = earlier.find((row) => row.state === 'ACCUMULATED')?.periodStart;
      const blocking = earlier.find(
        (row) =>
          row.state === 'PROCESSED' ||
          (row.state === 'OPEN' && firstAccumulated !== undefined && row.periodStart > firstAccumulated),
      );
      if (blocking) return M.earlierPayrollOpen(blocking.detail.toLowerCase());
      return null;
    },

    async checkBeforeUndo({ db, companyId, calendar }: RunContext) {
      const { period } = await settlementScope(db, companyId, calendar);
      // That payroll left the contract out because this settlement paid it.
      if (period.state !== 'OPEN') return M.payrollWithoutIt(period.detail.toLowerCase());
      return null;
    },

    async units({ db, companyId, calendar }) {
      const { retirement } = await settlementScope(db, companyId, calendar);
      return [retirement.contractId];
    },

    async prepare(ctx) {
      const { period } = await settlementScope(ctx.db, ctx.companyId, ctx.calendar);
      // The company facts count the workers the period settles (art. 114-1 E.T.), not this one alone.
      const periodCtx = { ...ctx, calendar: { ...period, paymentDate: ctx.calendar.paymentDate } };
      const workers = (await nm.units(periodCtx)).length;
      return nm.prepare(periodCtx, Math.max(workers, 1));
    },

    async settleBatch({ db, companyId, calendar, processId }, prepared, unitIds) {
      return settleContracts(deps, { db, companyId, processId, storeCalendarId: calendar.id }, prepared, [
        ...unitIds,
      ]);
    },

    async accumulate(tx, { companyId, calendar, processId }) {
      const retirementId = calendar.retirementId as number;
      const { retirement } = await settlementScope(tx, companyId, calendar);
      await tx.execute(sql`
        insert into settlement_closures (company_id, process_id, contract_id, previous_settled_through,
               previous_status, previous_retirement_date, previous_retirement_reason)
        select c.company_id, ${processId}, c.id, c.settled_through, c.status, c.retirement_date, c.retirement_reason
          from contracts c
         where c.company_id = ${companyId} and c.id = ${retirement.contractId}`);
      await tx
        .update(contracts)
        .set({
          status: 'RETIRADO',
          retirementDate: retirement.retirementDate,
          retirementReason: retirement.reasonCode,
          settledThrough: sql`greatest(coalesce(${contracts.settledThrough}, ${retirement.retirementDate}::date), ${retirement.retirementDate}::date)`,
        })
        .where(and(eq(contracts.companyId, companyId), eq(contracts.id, retirement.contractId)));
      await tx
        .update(noveltyRetirements)
        .set({ status: 'CERRADO ACUMULADO' })
        .where(and(eq(noveltyRetirements.companyId, companyId), eq(noveltyRetirements.id, retirementId)));
    },

    async undoAccumulate(tx, { companyId, calendar, processId }) {
      await tx.execute(sql`
        update contracts c
           set settled_through = s.previous_settled_through,
               status = coalesce(s.previous_status, c.status),
               retirement_date = s.previous_retirement_date,
               retirement_reason = s.previous_retirement_reason
          from settlement_closures s
         where s.company_id = ${companyId} and s.process_id = ${processId}
           and c.company_id = s.company_id and c.id = s.contract_id`);
      await tx
        .update(noveltyRetirements)
        .set({ status: 'REGISTRADO' })
        .where(
          and(
            eq(noveltyRetirements.companyId, companyId),
            eq(noveltyRetirements.id, calendar.retirementId as number),
          ),
        );
    },

    resultCount: nm.resultCount,
    deleteResults: nm.deleteResults,
  };
}
