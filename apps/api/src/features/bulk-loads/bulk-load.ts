import type { TBulkLoadKind, TBulkRowError } from '@quincena/contracts/bulk-loads';
import type { Database } from '../../db/client.ts';
import type { BulkColumnSpec, CellValues } from './bulk-column.ts';

/** The rows a feature service refused while the file was being applied. */
export interface ApplyRefusal {
  errors: TBulkRowError[];
}

/** One row that passed its own checks, with its spreadsheet row number. */
export interface CheckedRow<Record> {
  position: number;
  record: Record;
}

/** What a row's own rules answer: the typed record, or its problems (column headers and messages). */
export type RowOutcome<Record> =
  | { record: Record }
  | { errors: Array<{ column: string | null; message: string }> };

/**
 * One bulk load (spec 01 §2.6, §2.15): the columns of its template, the rules of one row (the
 * same rules as the form, through the feature's own validator), the rules across rows and against
 * the database, and how a valid file is written. `prepare` runs outside the transaction (password
 * hashing, for instance), `apply` inside it.
 */
export interface BulkLoadDefinition<Record, Prepared = Record> {
  kind: TBulkLoadKind;
  title: string;
  fileName: string;
  sheetName: string;
  /** The columns for this company (code sheets may hold the company's own jobs or cost centres). */
  columns(db: Database, companyId: number): Promise<readonly BulkColumnSpec[]>;
  toRecord(values: CellValues, context: { companyId: number }): RowOutcome<Record>;
  checkAll(db: Database, companyId: number, rows: readonly CheckedRow<Record>[]): Promise<TBulkRowError[]>;
  prepare(rows: readonly CheckedRow<Record>[]): Promise<Prepared[]>;
  /**
   * Writes every record in one transaction and answers how many were loaded. A load that applies
   * rows through a feature service (whose rules run at write time) answers the rows it refused
   * instead: the runner then rolls the whole transaction back.
   */
  apply(tx: Database, companyId: number, prepared: readonly Prepared[]): Promise<number | ApplyRefusal>;
  /**
   * Instead of `apply`: writes in short committed batches so other requests run between them (the
   * embedded database serves one transaction at a time), and on any failure removes what it wrote
   * before rethrowing, so the load stays all-or-nothing (decision 0211). For loads whose rows need
   * no feature-service refusal at write time.
   */
  applyInBatches?(
    db: Database,
    companyId: number,
    prepared: readonly Prepared[],
    userId: number | null,
  ): Promise<number>;
  /** Runs after the commit, e.g. refreshing the planner statistics of the tables just filled. */
  afterCommit?(db: Database): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of any record type.
export type AnyBulkLoadDefinition = BulkLoadDefinition<any, any>;
