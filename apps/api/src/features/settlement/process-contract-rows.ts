import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ofCompany } from '../../platform/sql/company-scope.ts';
import { anyId, idRange } from '../../platform/sql/id-list.ts';

/** A stored-result table: rows keyed by company, process and contract. */
interface ProcessContractTable {
  companyId: AnyPgColumn;
  processId: AnyPgColumn;
  contractId: AnyPgColumn;
}

/**
 * The rows one process (or any of several) stored for a batch's contracts, narrowed by the
 * caller's further conditions: the company, the process, the ids as one parameter and their range
 * (`anyId`, `idRange`), the read every run makes of earlier results, written once.
 */
export function processContractRows(
  table: ProcessContractTable,
  companyId: number,
  process: number | readonly number[],
  ids: readonly number[],
  ...conditions: (SQL | undefined)[]
): SQL {
  return ofCompany(
    table.companyId,
    companyId,
    typeof process === 'number' ? eq(table.processId, process) : inArray(table.processId, [...process]),
    anyId(table.contractId, ids),
    idRange(table.contractId, ids),
    ...conditions,
  );
}
