import { ERROR_CODES } from '@quincena/contracts';
import {
  INITIAL_BALANCE_CONCEPTS,
  INITIAL_BALANCE_MESSAGES as M,
  type TBalanceContractOption,
  type TCreateInitialBalanceRequest,
  type TInitialBalanceList,
  type TInitialBalanceListQueryParsed,
  type TInitialBalanceRow,
  type TUpdateInitialBalanceRequest,
} from '@quincena/contracts/initial-balances';
import type { AccumulatedHistory } from '@quincena/payroll';
import type { Database } from '../../db/client.ts';
import { assertBalancesUnused } from '../../pay-period/usage.ts';
import { withAuditActor } from '../../platform/audit/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { toPage } from '../../platform/paging/list-query.ts';
import { contractsById, type DirectoryContract } from '../users/index.ts';
import { toBalanceLines, toBalanceValues } from './balance-lines.ts';
import { contractsWithoutBalances, listBalancePage } from './balance-page.ts';
import { balancesToHistory } from './balances-as-history.ts';
import {
  balanceLinesAsOf,
  contractBalanceLines,
  deleteBalanceLines,
  type InitialBalanceRow,
  replaceBalanceLines,
} from './initial-balances.repository.ts';

export interface InitialBalancesDeps {
  db: Database;
  clock: Clock;
}

function toRow(contract: DirectoryContract, lines: readonly InitialBalanceRow[]): TInitialBalanceRow {
  return {
    contractId: contract.contractId,
    numberId: contract.numberId,
    name: contract.name,
    cutOffDate: lines[0]?.cutOffDate ?? '',
    balances: toBalanceValues(lines),
  };
}

/** Saldos iniciales (spec 03 §2.9): per contract of the caller's company, one set of dated balances. */
export function createInitialBalancesService({ db, clock }: InitialBalancesDeps) {
  async function contractOf(companyId: number, contractId: number): Promise<DirectoryContract> {
    const contract = (await contractsById(db, companyId, [contractId])).get(contractId);
    // Another company's contract id is answered exactly like an unknown one.
    if (!contract) throw notFound(M.contractUnknown);
    return contract;
  }

  return {
    /** One page of the contracts holding balances (one query, decision 0151). */
    async list(companyId: number, query: TInitialBalanceListQueryParsed): Promise<TInitialBalanceList> {
      const page = await toPage(query, (q) => listBalancePage(db, companyId, q));
      return {
        ...page,
        rows: page.rows.map((row) => ({
          contractId: row.contractId,
          numberId: row.numberId,
          name: row.name,
          cutOffDate: row.cutOffDate,
          balances: toBalanceValues(
            INITIAL_BALANCE_CONCEPTS.map((concept) => ({
              concept,
              days: row.pairs[`${concept}_days`],
              amount: row.pairs[`${concept}_amount`],
            })),
          ),
        })),
      };
    },

    /** The contracts 'Crear saldo inicial' can add: the company's contracts without balances. */
    async contractOptions(companyId: number): Promise<TBalanceContractOption[]> {
      return contractsWithoutBalances(db, companyId);
    },

    async create(
      companyId: number,
      request: TCreateInitialBalanceRequest,
      userId?: number,
    ): Promise<TInitialBalanceRow> {
      const contract = await contractOf(companyId, request.contractId);
      if ((await contractBalanceLines(db, companyId, contract.contractId)).length > 0) {
        throw conflict(ERROR_CODES.conflict, M.alreadyExists);
      }
      const lines = toBalanceLines(request.balances);
      await withAuditActor(db, userId, (tx) =>
        replaceBalanceLines(tx, companyId, contract.contractId, request.cutOffDate, lines, clock.now()),
      );
      return toRow(contract, await contractBalanceLines(db, companyId, contract.contractId));
    },

    async update(
      companyId: number,
      contractId: number,
      request: TUpdateInitialBalanceRequest,
      userId?: number,
    ): Promise<TInitialBalanceRow> {
      const contract = await contractOf(companyId, contractId);
      const current = await contractBalanceLines(db, companyId, contractId);
      if (current.length === 0) throw notFound(M.notFound);
      await assertBalancesUnused(db, companyId, contractId, current[0]?.cutOffDate as string);
      const lines = toBalanceLines(request.balances);
      await withAuditActor(db, userId, (tx) =>
        replaceBalanceLines(tx, companyId, contractId, request.cutOffDate, lines, clock.now()),
      );
      return toRow(contract, await contractBalanceLines(db, companyId, contractId));
    },

    async remove(companyId: number, contractId: number, userId?: number): Promise<void> {
      const [line] = await contractBalanceLines(db, companyId, contractId);
      if (line) await assertBalancesUnused(db, companyId, contractId, line.cutOffDate);
      const deleted = await withAuditActor(db, userId, (tx) => deleteBalanceLines(tx, companyId, contractId));
      if (deleted === 0) throw notFound(M.notFound);
    },

    /**
     * The balances as the payroll engine's accumulated history for a period starting on `asOf`
     * (balances-as-history.ts states which balance feeds which input and why).
     */
    async initialBalancesAsHistory(
      companyId: number,
      contractId: number,
      asOf: string,
    ): Promise<AccumulatedHistory> {
      return balancesToHistory(await balanceLinesAsOf(db, companyId, contractId, asOf), asOf);
    },
  };
}
export type InitialBalancesService = ReturnType<typeof createInitialBalancesService>;
