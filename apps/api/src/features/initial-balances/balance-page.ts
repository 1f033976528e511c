import {
  INITIAL_BALANCE_CONCEPTS,
  type TInitialBalanceConcept,
  type TInitialBalanceListQueryParsed,
} from '@quincena/contracts/initial-balances';
import { type AnyColumn, and, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, initialBalances, persons } from '../../db/schema/index.ts';
import {
  type ListFields,
  listConditions,
  listOrder,
  pageOffset,
  totalOver,
} from '../../platform/paging/list-query.ts';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import { personOfContract } from '../../platform/sql/contract-joins.ts';
import { personFullNameSql } from '../../platform/sql/person-name.ts';

const fullName = personFullNameSql;

type PairColumn = `${TInitialBalanceConcept}_${'days' | 'amount'}`;

/** One row per contract: its lines pivoted into the twelve day and value columns of the table. */
function balancesByContract(db: Database, companyId: number) {
  const pairs: Record<string, SQL.Aliased<string | null>> = {};
  for (const concept of INITIAL_BALANCE_CONCEPTS) {
    // trim_scale: 7.50 reads "7.5" and 3.00 reads "3", as the table shows them and filters by them.
    const of = (column: AnyColumn) =>
      sql<string | null>`trim_scale(max(${column}) filter (where ${initialBalances.concept} = ${concept}))`;
    pairs[`${concept}_days`] = of(initialBalances.days).as(`${concept.toLowerCase()}_days`);
    pairs[`${concept}_amount`] = of(initialBalances.amount).as(`${concept.toLowerCase()}_amount`);
  }
  return db
    .select({
      contractId: initialBalances.contractId,
      cutOffDate: sql<string>`min(${initialBalances.cutOffDate})`.as('cut_off_date'),
      ...pairs,
    })
    .from(initialBalances)
    .where(eq(initialBalances.companyId, companyId))
    .groupBy(initialBalances.contractId)
    .as('balances');
}

export interface BalancePageRow {
  contractId: number;
  numberId: string;
  name: string;
  cutOffDate: string;
  pairs: Record<PairColumn, string | null>;
}

/**
 * One page of /InitialBalance (decision 0151): the contracts holding balances with their employee,
 * searched, filtered and sorted on the server by the table's fields, newest contract first.
 */
export async function listBalancePage(
  db: Database,
  companyId: number,
  query: TInitialBalanceListQueryParsed,
): Promise<{ rows: BalancePageRow[]; total: number | null }> {
  const balances = balancesByContract(db, companyId);
  const pairColumns = balances as unknown as Record<PairColumn, SQL.Aliased<string | null>>;
  // A subquery's column as an expression the list helpers can compare, sort and search.
  const ref = (column: unknown) => sql`${column}`;
  const fields: ListFields = {
    contractId: balances.contractId,
    numberId: persons.documentNumber,
    name: fullName,
    cutOffDate: ref(balances.cutOffDate),
    ...Object.fromEntries(
      INITIAL_BALANCE_CONCEPTS.flatMap((concept) => [
        [`${concept}_days`, ref(pairColumns[`${concept}_days`])],
        [`${concept}_amount`, ref(pairColumns[`${concept}_amount`])],
      ]),
    ),
  };
  const pairs = Object.fromEntries(
    INITIAL_BALANCE_CONCEPTS.flatMap((concept) => [
      [`${concept}_days`, pairColumns[`${concept}_days`]],
      [`${concept}_amount`, pairColumns[`${concept}_amount`]],
    ]),
  ) as Record<PairColumn, SQL.Aliased<string | null>>;
  const found = await db
    .select({
      contractId: balances.contractId,
      numberId: persons.documentNumber,
      name: fullName,
      cutOffDate: balances.cutOffDate,
      total: totalOver,
      ...pairs,
    })
    .from(balances)
    .innerJoin(contracts, ofCompany(contracts.companyId, companyId, eq(contracts.id, balances.contractId)))
    .innerJoin(persons, personOfContract)
    .where(and(...listConditions(fields, ['contractId', 'numberId', 'name'], query)))
    .orderBy(...listOrder(fields, query, [], balances.contractId))
    .limit(query.pageSize)
    .offset(pageOffset(query));
  const rows = found.map((row) => {
    const record = row as unknown as Record<string, unknown>;
    const rowPairs = Object.fromEntries(
      INITIAL_BALANCE_CONCEPTS.flatMap((concept) => [
        [`${concept}_days`, record[`${concept}_days`] ?? null],
        [`${concept}_amount`, record[`${concept}_amount`] ?? null],
      ]),
    ) as Record<PairColumn, string | null>;
    return {
      contractId: row.contractId,
      numberId: row.numberId,
      name: row.name,
      cutOffDate: row.cutOffDate,
      pairs: rowPairs,
    };
  });
  return { rows, total: found[0]?.total ?? null };
}

/** The contracts 'Crear saldo inicial' offers: those of the company without balances yet. */
export async function contractsWithoutBalances(db: Database, companyId: number) {
  return db
    .select({ contractId: contracts.id, numberId: persons.documentNumber, name: fullName })
    .from(contracts)
    .innerJoin(persons, personOfContract)
    .where(
      ofCompany(
        contracts.companyId,
        companyId,
        notExists(
          db
            .select({ one: sql`1` })
            .from(initialBalances)
            .where(
              ofCompany(initialBalances.companyId, companyId, eq(initialBalances.contractId, contracts.id)),
            ),
        ),
      ),
    )
    .orderBy(sql`${contracts.id} desc`);
}
