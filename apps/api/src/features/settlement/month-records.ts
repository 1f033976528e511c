import type { MonthRecord } from '@quincena/payroll';
import { asc, isNotNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { settlementResults } from '../../db/schema/index.ts';
import { processContractRows } from './process-scope.ts';

/**
 * Each contract's month records from some accumulated payroll processes, oldest period first: each
 * month as its closing period recorded it, then the months a later carrying run recomputed with
 * today's facts (issue 32, decision 0357). Read in that order, a later record of a month wins, so
 * averages, the previous month's IBC and the year's cesantías count retroactive differences in the
 * months they belong to. Nothing accumulated is rewritten: undoing the carrying run removes them.
 */
export async function accumulatedMonthRecords(
  db: Database,
  companyId: number,
  processIds: readonly number[],
  ids: readonly number[],
): Promise<Map<number, MonthRecord[]>> {
  const out = new Map<number, MonthRecord[]>();
  if (processIds.length === 0 || ids.length === 0) return out;
  const rows = await db
    .select({
      contractId: settlementResults.contractId,
      record: settlementResults.monthRecord,
      recomputed: settlementResults.recomputedMonths,
    })
    .from(settlementResults)
    .where(
      processContractRows(
        settlementResults,
        companyId,
        processIds,
        ids,
        or(isNotNull(settlementResults.monthRecord), isNotNull(settlementResults.recomputedMonths)),
      ),
    )
    .orderBy(
      asc(settlementResults.year),
      asc(settlementResults.month),
      sql`${settlementResults.fortnight} nulls last`,
    );
  for (const row of rows) {
    const list = out.get(row.contractId) ?? [];
    if (row.record) list.push(row.record as MonthRecord);
    if (row.recomputed) list.push(...(row.recomputed as MonthRecord[]));
    out.set(row.contractId, list);
  }
  return out;
}
