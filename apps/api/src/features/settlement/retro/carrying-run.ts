import { periodLabel } from '@quincena/contracts/retroactive';
import {
  aggregateRetroactive,
  type EarlierPeriodInMonth,
  type MonthRecord,
  type PeriodRecomputation,
  type SettlementInput,
  type SettlementLine,
  settle,
} from '@quincena/payroll';
import type { Database } from '../../../db/client.ts';
import type { CalendarRow } from '../../../pay-period/calendars/calendars.repository.ts';
import { contractsWithPeople } from '../contract-rows.ts';
import type { NmDeps, NmPrepared, RetroactiveOutcome } from '../nm/nm-kind.ts';
import { type ContractFacts, periodInputs } from '../nm/period-inputs.ts';
import { preparePeriod } from '../nm/prepare-period.ts';
import type { CarriedDifferences } from '../nm/stored-rows.ts';
import type { UnitError } from '../runner/kind.ts';
import {
  accumulatedBefore,
  changedContracts,
  type StoredLine,
  storedLines,
  storedResults,
  withheldByMonth,
} from './carried-facts.ts';
import {
  carriedDifferences,
  carriedLine,
  earlierMonths,
  periodKey,
  withholdingOnPayment,
} from './carried-lines.ts';

const monthKey = (c: { year: number; month: number }) => `${c.year}-${String(c.month).padStart(2, '0')}`;

/** Appends to a map of lists in place (a batch holds thousands of stored lines). */
function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A contract's recomputed closed periods, oldest first. */
interface Recomputed {
  calendar: CalendarRow;
  input: SettlementInput;
  lines: readonly SettlementLine[];
}

/**
 * The retroactive part of Procesar of a payroll period (issue 32, decision 0345). For the contracts
 * of a batch with changes carried by the period, each accumulated period from the earliest change
 * date is recomputed with today's facts (same engine, same inputs as its own run, oldest first: a
 * recomputed first fortnight's carry feeds its second fortnight, recomputed months feed the history
 * of later ones), compared with what was stored plus what earlier carrying runs already paid for it,
 * and the differences come back as lines of the carrying period, with the withholding on the payment.
 * Nothing of the closed periods is written. One per slice: the closed periods are prepared once.
 */
export function createCarryingRun(deps: NmDeps, db: Database, companyId: number, carrying: NmPrepared) {
  let calendars: Promise<CalendarRow[]> | undefined;
  const carryingMonth = monthKey(carrying.period);
  const prepared = new Map<number, Promise<NmPrepared>>();
  const preparedOf = (calendar: CalendarRow) => {
    let found = prepared.get(calendar.id);
    if (!found) {
      found = preparePeriod(db, companyId, calendar, carrying.settings);
      prepared.set(calendar.id, found);
    }
    return found;
  };

  async function differences(
    earliest: ReadonlyMap<number, string>,
    inputs: ReadonlyMap<number, SettlementInput>,
  ): Promise<RetroactiveOutcome> {
    const ids = [...earliest.keys()].filter((id) => inputs.has(id)).sort((a, b) => a - b);
    calendars ??= accumulatedBefore(db, companyId, carrying.period.periodStart);
    const all = await calendars;
    const minFrom = [...earliest.values()].sort()[0] ?? '9999-12-31';
    // A first fortnight of the carrying month is recomputed like any other closed period (decision
    // 0357): its differences are paid as lines, and the carrying second fortnight settles on its
    // recomputed carry, so the month ends where it would have with today's facts from the start.
    const reached = all.filter((c) => c.periodEnd >= minFrom);
    const calendarOfProcess = new Map(reached.map((c) => [c.resultProcessId as number, c]));
    const results = await storedResults(db, companyId, [...calendarOfProcess.keys()], ids);
    // Which closed periods each contract has a current result in, from its own earliest date.
    const reaches = new Set<string>();
    const records = new Map<number, Map<string, MonthRecord>>();
    for (const row of results) {
      const calendar = calendarOfProcess.get(row.processId);
      const from = earliest.get(row.contractId);
      if (!calendar || from === undefined || calendar.periodEnd < from) continue;
      reaches.add(`${row.contractId}|${calendar.id}`);
      if (row.monthRecord) {
        const months = records.get(row.contractId) ?? new Map<string, MonthRecord>();
        months.set(row.monthRecord.month, row.monthRecord);
        records.set(row.contractId, months);
      }
    }
    const stored = await storedLines(db, companyId, {
      processIds: [...calendarOfProcess.keys()],
      calendarIds: reached.map((c) => c.id),
      // A change is carried by a period after every one it reaches: only later runs can have carried.
      accumulatedProcessIds: all
        .filter((c) => c.periodStart >= (reached[0]?.periodStart ?? c.periodStart))
        .map((c) => c.resultProcessId as number),
      ids,
    });
    const storedOf = new Map<string, StoredLine[]>();
    const carriedBefore = new Map<number, StoredLine[]>();
    for (const line of stored) {
      const calendarId = line.originCalendarId ?? calendarOfProcess.get(line.processId)?.id;
      const key = `${line.contractId}|${calendarId}`;
      pushTo(storedOf, key, line);
      if (line.originCalendarId !== null) pushTo(carriedBefore, line.contractId, line);
    }
    const touchedMonths = new Set(reached.map(monthKey));
    const withheld = await withheldByMonth(
      db,
      companyId,
      all.filter((c) => touchedMonths.has(monthKey(c))).map((c) => c.resultProcessId as number),
      ids,
    );

    // Contracts, persons and salaries do not change from one closed period to the next: read once.
    const contracts = await contractsWithPeople(db, companyId, ids);
    const errors: UnitError[] = [];
    const failed = new Set<number>();
    const recomputed = new Map<number, Recomputed[]>();
    const carryOf = new Map<number, { month: string; carry: EarlierPeriodInMonth | null }>();
    const monthsOf = new Map<number, MonthRecord[]>();
    for (const calendar of reached) {
      const members = ids.filter((id) => !failed.has(id) && reaches.has(`${id}|${calendar.id}`));
      if (members.length === 0) continue;
      const carries = new Map<number, EarlierPeriodInMonth | null>();
      if (calendar.fortnight === 2)
        for (const id of members) {
          const carry = carryOf.get(id);
          if (carry?.month === monthKey(calendar)) carries.set(id, carry.carry);
        }
      const periodInputsOf = await periodInputs(deps, db, companyId, await preparedOf(calendar), members, {
        carryOf: carries,
        monthsOf,
        contracts,
      });
      const label = periodLabel(calendar);
      for (const unit of periodInputsOf) {
        try {
          if ('error' in unit) throw new Error(unit.error.slice(unit.label.length + 2));
          const result = settle(unit.input);
          recomputed.set(unit.contractId, [
            ...(recomputed.get(unit.contractId) ?? []),
            { calendar, input: unit.input, lines: result.lines },
          ]);
          carryOf.set(unit.contractId, { month: monthKey(calendar), carry: result.monthCarry ?? null });
          if (result.monthRecord)
            monthsOf.set(unit.contractId, [...(monthsOf.get(unit.contractId) ?? []), result.monthRecord]);
        } catch (error) {
          const reason = error instanceof Error && error.message ? error.message : 'error desconocido';
          failed.add(unit.contractId);
          errors.push({
            contractId: unit.contractId,
            message:
              `${unit.label}: no se pudo recalcular la ${label} para liquidar el retroactivo: ${reason}`.slice(
                0,
                2_000,
              ),
          });
        }
      }
      const found = new Set(periodInputsOf.map((unit) => unit.contractId));
      for (const id of members)
        if (!found.has(id) && !failed.has(id)) {
          failed.add(id);
          errors.push({ contractId: id, message: `Contrato ${id}: ya no existe en la empresa` });
        }
    }

    const carried = new Map<number, CarriedDifferences>();
    const carries = new Map<number, EarlierPeriodInMonth>();
    for (const id of ids) {
      const periods = recomputed.get(id);
      const own = inputs.get(id);
      if (failed.has(id) || !periods || !own) continue;
      const carry = sameMonthCarry(carryOf.get(id), own);
      if (carry) carries.set(id, carry);
      const byKey = new Map(periods.map((p) => [periodKey(p.input.period), p.calendar]));
      const summary = aggregateRetroactive(
        periods.map(
          (p): PeriodRecomputation => ({
            period: p.input.period,
            stored: storedOf.get(`${id}|${p.calendar.id}`) ?? [],
            recomputed: p.lines,
          }),
        ),
      );
      if (summary.lines.length === 0) continue;
      const lines = summary.lines.map((line) =>
        carriedLine(line, byKey.get(periodKey(line.period)) as CalendarRow),
      );
      const monthOf = new Map(reached.map((c) => [c.id, monthKey(c)]));
      // The carrying month's own withholding is the second fortnight's, on the recomputed carry.
      const paid = { ...summary, months: summary.months.filter((m) => m.month !== carryingMonth) };
      const withholding = withholdingOnPayment(paid, {
        contract: own.contract,
        settings: carrying.settings,
        history: own.history,
        paymentDate: carrying.period.paymentDate,
        records: records.get(id) ?? new Map(),
        withheld: withheld.get(id) ?? new Map(),
        earlier: earlierMonths(carriedBefore.get(id) ?? [], (calendarId) => monthOf.get(calendarId)),
      });
      carried.set(id, { ...carriedDifferences(paid, lines, withholding), months: monthsOf.get(id) ?? [] });
    }
    return { carried, inputs: await ownInputs([...carried.keys()], carries, monthsOf, contracts), errors };
  }

  /**
   * The carrying period's own inputs of the contracts it pays differences for, rebuilt on the
   * recomputed history (decision 0357): recomputed months win over the stored ones (averages, the
   * previous month's IBC) and a second fortnight takes its recomputed first fortnight's carry, so
   * the period settles on the same facts its differences were computed with.
   */
  async function ownInputs(
    ids: readonly number[],
    carries: ReadonlyMap<number, EarlierPeriodInMonth>,
    monthsOf: ReadonlyMap<number, MonthRecord[]>,
    contracts: ContractFacts,
  ): Promise<Map<number, SettlementInput>> {
    const out = new Map<number, SettlementInput>();
    if (ids.length === 0) return out;
    const units = await periodInputs(deps, db, companyId, carrying, ids, {
      carryOf: carries,
      monthsOf,
      contracts,
    });
    for (const unit of units) if ('input' in unit) out.set(unit.contractId, unit.input);
    return out;
  }

  /**
   * The recomputed first fortnight's carry a second fortnight of the same month settles on. Its
   * withholding stays what the first fortnight really withheld: withholding is never a difference
   * (decision 0340), so the month's withholding is the second fortnight's on the whole month.
   */
  function sameMonthCarry(
    recomputedCarry: { month: string; carry: EarlierPeriodInMonth | null } | undefined,
    own: SettlementInput,
  ): EarlierPeriodInMonth | undefined {
    const carry = recomputedCarry?.month === carryingMonth ? recomputedCarry.carry : null;
    if (carrying.period.fortnight !== 2 || !carry) return undefined;
    return {
      ...carry,
      withholdingDeducted: own.history.earlierInMonth?.withholdingDeducted ?? carry.withholdingDeducted,
    };
  }

  return {
    /** The batch's contracts with changes carried by this period, with their earliest date. */
    changedContracts: (ids: readonly number[]) => changedContracts(db, companyId, carrying.period.id, ids),
    differences,
  };
}

export type CarryingRun = ReturnType<typeof createCarryingRun>;
