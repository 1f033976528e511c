import { personFullName } from '@quincena/contracts/employees';
import {
  type AccumulatedHistory,
  type EarlierPeriodInMonth,
  emptyNovelties,
  type MonthRecord,
  type SettlementInput,
} from '@quincena/payroll';
import { lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { initialBalances, settlementResults, severanceResults } from '../../../db/schema/index.ts';
import { toContractView, toEngineContract } from '../../employees/index.ts';
import { balancesToHistory } from '../../initial-balances/index.ts';
import { contractsWithPeople } from '../contract-rows.ts';
import { accumulatedMonthRecords } from '../month-records.ts';
import { contractRows, processContractRows } from '../process-scope.ts';
import type { NmDeps, NmPrepared } from './nm-kind.ts';
import { mergeHistory } from './period-history.ts';

/** One contract's engine input for a period, or why it could not be built (Spanish, naming the person). */
export type PeriodInput =
  | { contractId: number; label: string; input: SettlementInput }
  | { contractId: number; label: string; error: string };

/**
 * What a recomputation may put in place of the stored facts (issue 32): the recomputed first
 * fortnight's carry for a second fortnight, and recomputed months that win over the stored ones in
 * the history of later months.
 */
export interface InputOverrides {
  carryOf?: ReadonlyMap<number, EarlierPeriodInMonth | null>;
  monthsOf?: ReadonlyMap<number, readonly MonthRecord[]>;
  /**
   * The contracts, persons and salary history already read for a superset of the ids: they do not
   * depend on the period, so a recomputation of several closed periods reads them once per batch.
   */
  contracts?: ContractFacts;
}

/** A batch's contracts with their persons and salary history, as `contractsWithPeople` reads them. */
export type ContractFacts = Awaited<ReturnType<typeof contractsWithPeople>>;

/** The part of `facts` that belongs to `ids`. */
function factsOf(facts: ContractFacts, ids: readonly number[]): ContractFacts {
  const wanted = new Set(ids);
  return {
    rows: facts.rows.filter((row) => wanted.has(row.contract.id)),
    salaries: facts.salaries.filter((salary) => wanted.has(salary.contractId)),
  };
}

function groupBy<T extends { contractId: number }>(list: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const item of list) {
    const found = map.get(item.contractId);
    if (found) found.push(item);
    else map.set(item.contractId, [item]);
  }
  return map;
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

/**
 * The engine inputs of some contracts for one payroll period, from the stored facts: contract,
 * salaries, novelties, initial balances, imported and own accumulated months, the first
 * fortnight's carry and last year's severance. Reads only, so a normal run and a retroactive
 * recomputation of a closed period build the same input from the same facts. Ordered by contract id;
 * an id no longer in the company is absent (the caller reports it).
 */
export async function periodInputs(
  deps: NmDeps,
  db: Database,
  companyId: number,
  prepared: NmPrepared,
  ids: readonly number[],
  overrides: InputOverrides = {},
): Promise<PeriodInput[]> {
  const calendar = prepared.period;
  const { rows, salaries } = overrides.contracts
    ? factsOf(overrides.contracts, ids)
    : await contractsWithPeople(db, companyId, ids);
  const balances = await db
    .select()
    .from(initialBalances)
    .where(
      contractRows(initialBalances, companyId, ids, lt(initialBalances.cutOffDate, calendar.periodStart)),
    );
  // Each month as it closed, overlaid by later carrying runs' recomputed months (decision 0357).
  const ownOf = await accumulatedMonthRecords(db, companyId, prepared.accumulatedProcessIds, ids);
  const carries =
    prepared.firstFortnightProcessId === null
      ? []
      : await db
          .select({ contractId: settlementResults.contractId, carry: settlementResults.earlierInMonth })
          .from(settlementResults)
          .where(processContractRows(settlementResults, companyId, prepared.firstFortnightProcessId, ids));
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
          .where(processContractRows(severanceResults, companyId, prepared.severanceProcessId, ids));
  const severanceOf = new Map(severance.map((row) => [row.contractId, row]));
  const period = { calendarId: calendar.id, from: calendar.periodStart, to: calendar.periodEnd };
  const novelties = await deps.novelties.forPeriod(db, companyId, [...ids], period);
  const imported = await deps.importedHistory.monthsBefore(
    db,
    companyId,
    [...ids],
    `${calendar.year}-${String(calendar.month).padStart(2, '0')}`,
  );
  const salariesOf = groupBy(salaries);
  const balancesOf = groupBy(balances);
  const carryOf = new Map(carries.map((row) => [row.contractId, row.carry as EarlierPeriodInMonth | null]));
  // A recomputed first fortnight's carry replaces the stored one, contract by contract.
  for (const [id, carry] of overrides.carryOf ?? []) carryOf.set(id, carry);

  const out: PeriodInput[] = [];
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
      const stored = ownOf.get(contract.id) ?? [];
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
            // Recomputed months come last: the later record of a month wins.
            own: [...stored, ...(overrides.monthsOf?.get(contract.id) ?? [])],
            earlierInMonth: carryOf.get(contract.id) ?? null,
          }),
          severanceOf.get(contract.id),
        ),
      };
      out.push({ contractId: contract.id, label, input });
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : 'error desconocido';
      out.push({ contractId: contract.id, label, error: `${label}: ${reason}`.slice(0, 2_000) });
    }
  }
  return out;
}
