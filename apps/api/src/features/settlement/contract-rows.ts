import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { contractSalaries, contracts, persons } from '../../db/schema/index.ts';
import { idRange } from '../../platform/sql/id-list.ts';
import { rowsOf } from '../../platform/sql/rows.ts';
import { toContractView } from '../employees/index.ts';

/** A batch's rows carry no bookkeeping timestamps: no settlement reads them. */
type Stamps = 'createdAt' | 'updatedAt';
export type BatchContractRow = Omit<typeof contracts.$inferSelect, Stamps>;
export type BatchPersonRow = Omit<typeof persons.$inferSelect, Stamps>;
export type BatchSalaryRow = Omit<typeof contractSalaries.$inferSelect, 'createdAt'>;

/**
 * `"column" as "key"` for every column of a table but the stamps, written once per process: the rows
 * come from the driver already under the schema's property names, so nothing maps them again. Both
 * drivers answer what drizzle's mapping gave for these columns (integers and booleans as such, dates
 * and numerics as text); timestamps, which drizzle turns into Date, are left out.
 */
function selectList(table: PgTable, alias: string, omit: readonly string[]): SQL {
  const list = Object.entries(getTableColumns(table))
    .filter(([key]) => !omit.includes(key))
    .map(([key, column]) => `${alias}."${column.name}" as "${key}"`)
    .join(', ');
  return sql.raw(list);
}

const contractColumns = selectList(contracts, 'c', ['createdAt', 'updatedAt']);
const personColumns = selectList(persons, 'p', ['createdAt', 'updatedAt']);
const salaryColumns = selectList(contractSalaries, 's', ['createdAt']);

const idArray = (ids: readonly number[]) => {
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new TypeError(`not an id: ${id}`);
  return `{${ids.join(',')}}`;
};

/**
 * A batch's contracts with their persons and salary history (oldest first): what every settlement
 * kind that rebuilds the engine's contract reads, one query per table, as raw rows (issue 29:
 * drizzle's per-cell mapping of the two full rows was a visible share of a batch's CPU).
 */
export async function contractsWithPeople(db: Database, companyId: number, ids: readonly number[]) {
  const list = idArray(ids);
  // Each table by its primary key (company, id) with the batch's id range: without planner
  // statistics (autovacuum off, or the embedded database) PostgreSQL otherwise took `company_id` alone
  // from another index and read every contract and person of the company in every batch (issue 32:
  // 39 ms a batch for the persons at 10.000 people, twice per batch of a carrying run).
  const contractRows = await rowsOf<BatchContractRow>(
    db,
    sql`select ${contractColumns} from contracts c
         where c.company_id = ${companyId} and c.id = any(${list}::int[]) and ${idRange(sql`c.id`, ids)}`,
  );
  const personIds = [...new Set(contractRows.map((contract) => Number(contract.personId)))];
  const personRows =
    personIds.length === 0
      ? []
      : await rowsOf<BatchPersonRow>(
          db,
          sql`select ${personColumns} from persons p
               where p.company_id = ${companyId} and p.id = any(${idArray(personIds)}::int[])
                 and ${idRange(sql`p.id`, personIds)}`,
        );
  const salaries = await rowsOf<BatchSalaryRow>(
    db,
    sql`select ${salaryColumns} from contract_salaries s
         where s.company_id = ${companyId} and s.contract_id = any(${list}::int[])
           and ${idRange(sql`s.contract_id`, ids)} order by s.start_date`,
  );
  const personOf = new Map(personRows.map((person) => [person.id, person]));
  const rows: { contract: BatchContractRow; person: BatchPersonRow }[] = [];
  for (const contract of contractRows) {
    const person = personOf.get(contract.personId);
    if (person) rows.push({ contract, person });
  }
  return { rows, salaries };
}

/** A batch contract as the engine's contract view on a day, with its own salaries from the batch's. */
export function contractViewOn(
  contract: BatchContractRow,
  person: BatchPersonRow,
  salaries: readonly BatchSalaryRow[],
  day: string,
) {
  return toContractView(
    contract,
    person,
    salaries.filter((salary) => salary.contractId === contract.id),
    null,
    day,
  );
}
