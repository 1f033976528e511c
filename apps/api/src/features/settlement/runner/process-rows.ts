import { count } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.ts';
import { ofProcess } from '../process-scope.ts';
import type { SettlementKind } from './kind.ts';

type ProcessTable = PgTable & { companyId: PgColumn; processId: PgColumn };

/**
 * `resultCount` and `deleteResults` of a kind that stores one row per settled unit in its own table
 * (the planilla, the consignment, the certificates), keyed by company and process.
 */
export function processRows(table: ProcessTable): Pick<SettlementKind, 'resultCount' | 'deleteResults'> {
  return {
    async resultCount(db: Database, companyId: number, processId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(ofProcess(table, companyId, processId));
      return Number(row?.n ?? 0);
    },
    async deleteResults(db: Database, companyId: number, processId: number) {
      await db.delete(table).where(ofProcess(table, companyId, processId));
    },
  };
}
