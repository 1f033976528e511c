import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import { anyId, idRange } from '../../platform/sql/id-list.ts';

/** A table of rows a process wrote (results, lines, slices, files), keyed by company and process. */
interface ProcessTable {
  companyId: AnyPgColumn;
  processId: AnyPgColumn;
}

/** A table of rows per contract of one company. */
interface ContractTable {
  companyId: AnyPgColumn;
  contractId: AnyPgColumn;
}

/** Further conditions a caller adds; undefined ones are skipped. */
type More = (SQL | undefined)[];

/** The rows one process of the company wrote, narrowed by the caller's further conditions. */
export function ofProcess(
  table: ProcessTable,
  companyId: number,
  processId: number,
  ...conditions: More
): SQL {
  return ofCompany(table.companyId, companyId, eq(table.processId, processId), ...conditions);
}

/**
 * The rows of a batch's contracts: the ids as one parameter and their range (`anyId`, `idRange`),
 * after the company and an optional first condition, then the caller's further ones.
 */
function batchRows(
  table: ContractTable,
  companyId: number,
  first: SQL | undefined,
  ids: readonly number[],
  more: More,
) {
  return ofCompany(
    table.companyId,
    companyId,
    first,
    anyId(table.contractId, ids),
    idRange(table.contractId, ids),
    ...more,
  );
}

/** One company's rows of a batch's contracts, narrowed further. */
export const contractRows = (
  table: ContractTable,
  companyId: number,
  ids: readonly number[],
  ...more: More
): SQL => batchRows(table, companyId, undefined, ids, more);

/**
 * The rows one process (or any of several) stored for a batch's contracts, narrowed further: the
 * read every run makes of earlier results, written once.
 */
export function processContractRows(
  table: ProcessTable & ContractTable,
  companyId: number,
  process: number | readonly number[],
  ids: readonly number[],
  ...more: More
): SQL {
  const ofProcesses =
    typeof process === 'number' ? eq(table.processId, process) : inArray(table.processId, [...process]);
  return batchRows(table, companyId, ofProcesses, ids, more);
}
