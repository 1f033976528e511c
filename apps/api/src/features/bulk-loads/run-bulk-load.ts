import {
  BULK_MESSAGES,
  type TBulkRowError,
  type TBulkUploadRequest,
  type TBulkUploadResult,
} from '@quincena/contracts/bulk-loads';
import type { Database } from '../../db/client.ts';
import { setAuditActor } from '../../platform/audit/index.ts';
import type { BulkLoadDefinition, CheckedRow } from './bulk-load.ts';
import { readRowCells } from './read-cells.ts';

const ROWS_BETWEEN_YIELDS = 100;

const byRowThenColumn = (columns: readonly string[]) => (a: TBulkRowError, b: TBulkRowError) =>
  a.row - b.row ||
  (a.column === null ? -1 : columns.indexOf(a.column)) - (b.column === null ? -1 : columns.indexOf(b.column));

/**
 * Validates EVERY row before anything is written: the cells by type, each row by the form's
 * rules, then the rules across rows and against the database. Any problem rejects the whole
 * file with every problem listed; otherwise the file is written in ONE transaction, or in short
 * batches that are removed again on failure (`applyInBatches`), so a failure half-way leaves nothing
 * behind.
 */
export async function runBulkLoad<Record, Prepared>(
  db: Database,
  definition: BulkLoadDefinition<Record, Prepared>,
  companyId: number,
  request: TBulkUploadRequest,
  userId: number | null = null,
): Promise<TBulkUploadResult> {
  const columns = await definition.columns(db, companyId);
  const errors: TBulkRowError[] = [];
  const checked: CheckedRow<Record>[] = [];
  for (const [index, row] of request.rows.entries()) {
    // Checking 5,000 rows takes over a second of this process: let other requests in between.
    if (index > 0 && index % ROWS_BETWEEN_YIELDS === 0) await new Promise((resolve) => setImmediate(resolve));
    const read = readRowCells(columns, row);
    if (read.errors.length > 0) {
      errors.push(...read.errors);
      continue;
    }
    const outcome = definition.toRecord(read.values, { companyId });
    if ('errors' in outcome) {
      errors.push(...outcome.errors.map((error) => ({ row: row.position, ...error })));
    } else {
      checked.push({ position: row.position, record: outcome.record });
    }
  }
  errors.push(...(await definition.checkAll(db, companyId, checked)));
  if (errors.length > 0) {
    errors.sort(byRowThenColumn(columns.map((column) => column.header)));
    return { outcome: 'REJECTED', message: BULK_MESSAGES.rejected, errors };
  }
  const prepared = await definition.prepare(checked);
  try {
    const loaded = definition.applyInBatches
      ? await definition.applyInBatches(db, companyId, prepared, userId)
      : await db.transaction(async (tx) => {
          await setAuditActor(tx as unknown as Database, userId);
          const applied = await definition.apply(tx as unknown as Database, companyId, prepared);
          if (typeof applied !== 'number') throw new RefusedWhileApplying(applied.errors);
          return applied;
        });
    await definition.afterCommit?.(db);
    return { outcome: 'LOADED', loaded, message: BULK_MESSAGES.loaded(loaded) };
  } catch (error) {
    if (!(error instanceof RefusedWhileApplying)) throw error;
    const sorted = [...error.errors].sort(byRowThenColumn(columns.map((column) => column.header)));
    return { outcome: 'REJECTED', message: BULK_MESSAGES.rejected, errors: sorted };
  }
}

/** Thrown inside the transaction so that nothing a refused file wrote survives. */
class RefusedWhileApplying extends Error {
  constructor(readonly errors: TBulkRowError[]) {
    super('bulk load refused while applying');
  }
}
